"""Read-only lookups: tools the agent answers within the turn, from the live data.

One module per lookup tool, and nothing else: what they share is in ``services/reading/``
(and ``services/processing/catalogue_lookup.py`` for those answered from the Processing catalogue).
"""
