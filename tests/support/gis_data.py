"""Shared test fixtures (gis_data); being written."""
