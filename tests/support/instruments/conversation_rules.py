"""The Messages API's rules for a request's history, checked by the agent's tests."""


def assert_valid_conversation(messages: list[dict]) -> None:
    """The Messages API's rules for a request's history."""
    assert messages and messages[0]["role"] == "user"
    for i, message in enumerate(messages):
        assert message["role"] == ("user" if i % 2 == 0 else "assistant"), [m["role"] for m in messages]
        assert message["content"], f"message {i} is empty"
        for block in message["content"]:
            if block["type"] == "text":
                assert block["text"].strip(), f"message {i} has an empty text block"
        owed = [b["id"] for b in messages[i - 1]["content"] if b["type"] == "tool_use"] if i else []
        if message["role"] == "user":
            kinds = [b["type"] for b in message["content"]]
            results = [b["tool_use_id"] for b in message["content"] if b["type"] == "tool_result"]
            assert results == owed, f"message {i} answers {results}, owed {owed}"
            assert kinds[: len(results)] == ["tool_result"] * len(results)  # results come first
    assert messages[-1]["role"] == "user"
