"""The tiny built-in model's fixtures (tests/support/fixtures/builtin_model.py)."""

from support.fixtures.builtin_model import stand_in, tiny_catalogue, tiny_index  # noqa: F401
