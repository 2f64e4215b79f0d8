"""The engines behind services/sql_engine.py, one module per database kind."""
