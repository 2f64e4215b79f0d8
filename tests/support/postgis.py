"""Shared test fixtures (postgis); being written."""
