// The ListSpecKit module: see the README's architecture section.
