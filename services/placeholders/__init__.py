"""Placeholders: parsing and filling {{Name}}, the catalogue for the prompt, the live and click-time values."""
