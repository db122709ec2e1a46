// The ListRenderKit module: see the README's architecture section.
