"""The MCP server's side inside QGIS: what it answers (issue 25)."""
