"""Read-only lookups: tools the agent answers within the turn, from the live data.

One module per lookup (``describe_layer``, ``field_values``, ``field_stats``,
``count_features``, ``find_features``, ``query``); what they share:

- ``environment``: what a lookup may use (the project, the canvas, the turn's
  cancel token, its limits) and the main-thread call that reads QGIS objects;
- ``capture``: a layer captured on the main thread, read in the worker;
- ``scan``: an exact pass over a captured layer's features, with timeout and cancel;
- ``pushdown``: the same questions answered by the layer's own database (GeoPackage,
  PostGIS) through the SQL engine, when it holds exactly what QGIS shows;
- ``results``: the JSON result every lookup returns (``execution_ms``, size cap,
  errors that say what to do instead);
- ``text_match``: accent- and case-blind matching for names and suggestions.
"""
