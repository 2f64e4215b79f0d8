"""The map context: the snapshot of the live map sent with a request, and the checks of an action against it."""
