"""The model providers: one client per protocol, its errors, the presets and the connection check."""
