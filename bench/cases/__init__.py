"""One module per bench case (issue 13's numbering; 10: cancel latency, from the tests; 11: a long session; 12: a real local model;
13: a style click until the canvas has drawn it; 14: what the MCP server adds to a lookup; 15: measures on the
ground against planar ones; 16: what proactive suggestions cost the main thread when a layer is added; 17: the
offline gazetteer). Each has ``TITLE`` and
``run(bench) -> list[Result]``; ``bench`` is run.Bench (points, repeat, project)."""

CASES = ("c1_sql_gpkg", "c2_sql_postgis", "c3_select_expression", "c4_select_sql_view", "c5_lookups",
         "c6_context", "c7_turn_overhead", "c8_stalls", "c9_prompt_cache", "c10_cancel", "c11_long_session",
         "c12_local_model", "c13_style_click", "c14_mcp_round_trip", "c15_ground_measures", "c16_suggestions",
         "c17_places")
