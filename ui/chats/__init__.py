"""Saved chats: their store, the archive per project, Markdown export, the list in the dock and pricing."""
