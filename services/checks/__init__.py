"""The checks and mends of a call: what the model proposed, held against the map (the snapshot at Send, the live map through the lookups)."""
