"""A result table: its operations (open as layer, zoom, select, export) and its chart data."""
