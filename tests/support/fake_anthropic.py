"""Shared test fixtures (fake_anthropic); being written."""
