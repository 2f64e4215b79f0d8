"""The editable price table: parsing, which line prices which model, costs."""

import pytest
from map_assistant.ui.chats.pricing import (
    DEFAULT_PRICE_TABLE,
    Price,
    parse_price_table,
    price_for,
    price_table_or_default,
    total_cost,
)

USAGE = {"input_tokens": 2_000_000, "output_tokens": 100_000,
         "cache_creation_input_tokens": 400_000, "cache_read_input_tokens": None}


def test_the_longest_family_in_the_model_id_prices_it():
    table = parse_price_table(DEFAULT_PRICE_TABLE)
    assert price_for("claude-opus-4-5-20251101", table) == Price(5, 25, 6.25, 0.5)
    assert price_for("claude-opus-4-1", table) == Price(15, 75, 18.75, 1.5)
    assert price_for("Claude-Sonnet-4-5", table) == Price(3, 15, 3.75, 0.3)
    assert price_for("qwen2.5-coder", table) is None


def test_costs_add_up_and_an_unpriced_model_has_none():
    table = parse_price_table("# my contract\nsonnet: 2, 10, 2.5, 0.2  # negotiated\n")
    # 2 M x $2 + 0.1 M x $10 + 0.4 M x $2.5 + nothing read (null counts as 0)
    assert total_cost([("claude-sonnet-4-5", USAGE)], table) == pytest.approx(4 + 1 + 1)
    assert total_cost([("claude-sonnet-4-5", USAGE), ("local-llm", USAGE)], table) is None
    assert total_cost([], table) == 0


@pytest.mark.parametrize("line", ["sonnet 3, 15, 3.75, 0.30", "sonnet: 3, 15, 3.75", "sonnet: 3, x, 1, 1",
                                  ": 1, 1, 1, 1", "sonnet: -1, 1, 1, 1", "sonnet: nan, 1, 1, 1"])
def test_a_bad_line_is_named(line):
    with pytest.raises(ValueError, match="Line 2 .*per million tokens"):
        parse_price_table(f"haiku: 1, 5, 1.25, 0.1\n{line}")
    assert price_table_or_default(f"{line}\n") == parse_price_table(DEFAULT_PRICE_TABLE)
    assert price_table_or_default("") == parse_price_table(DEFAULT_PRICE_TABLE)
