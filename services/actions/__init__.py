"""Action tools: each module renders one kind of deferred-execution button."""
