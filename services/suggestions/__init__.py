"""Proactive suggestions (issue 41): what the map's own state makes worth offering, one click away; checked locally, read-only, with no model."""
