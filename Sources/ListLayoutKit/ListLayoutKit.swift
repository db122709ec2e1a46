// The ListLayoutKit module: see the README's architecture section.
