"""SQL: where a model-written query runs, the static guard, QGIS expressions as SQL, and the engines."""
