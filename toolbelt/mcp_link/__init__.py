"""The MCP server's plumbing: the loopback listener, its files, and the bridge an MCP client runs (issue 25)."""
