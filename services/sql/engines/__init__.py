"""The engines behind services/sql/engine.py, one module per database kind."""
