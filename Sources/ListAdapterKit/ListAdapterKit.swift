// The ListAdapterKit module: see the README's architecture section.
