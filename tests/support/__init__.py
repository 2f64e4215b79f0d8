"""Test support by kind: fakes/ (stand-ins), instruments/ (measure or watch, self-tested), fixtures/ (real parts)."""
