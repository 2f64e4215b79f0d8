"""Words for small models: which tools a request offers and which notes a message
brings (their words, matched as ``tool_offer`` says; shared lists in ``vocabulary``), the
short prompt, the questions answered in words, a prose-only answer asked for its
button, and a lookup written in its section's layout."""
