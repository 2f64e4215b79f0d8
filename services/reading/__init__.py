"""What the lookups share, reading the live data (``services/lookups/`` holds only the tools):

- ``lookup_tool``: the lookup tools' base classes (``LookupTool``, ``ContextLookup``);
- ``environment``: what a lookup may use (the project, the canvas, the turn's
  cancel token, its limits) and the main-thread call that reads QGIS objects;
- ``capture``: a layer captured on the main thread, read in the worker;
- ``scan``: an exact pass over a captured layer's features, with timeout and cancel;
- ``pushdown``: the same questions answered by the layer's own database (GeoPackage,
  PostGIS) through the SQL engine, when it holds exactly what QGIS shows;
- ``results``: the JSON result every lookup returns (``execution_ms``, size cap,
  errors that say what to do instead);
- ``value_search``, ``name_fields``, ``text_match``: finding a text in the layers' fields,
  accent- and case-blind;
- ``map_render``: a map drawn off the main thread, never in Qt's global thread pool.
"""
