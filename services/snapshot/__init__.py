"""The snapshot of the live map at Send (``builder.py`` builds ``map_snapshot.py``'s data) and its rendering as the context."""
