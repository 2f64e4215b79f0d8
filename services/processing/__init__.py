"""QGIS Processing: the algorithm catalogue, parameter checks and the run at click time."""
