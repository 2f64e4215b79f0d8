"""A scripted stand-in for Anthropic's API, for `make screenshot` only: it answers
the demo question with prose and a `sql` action, so the screenshot shows the dock
at work without a real key. Prints its URL, then serves until stdin closes."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from support.fakes.fake_anthropic import FakeAnthropicServer, Reply  # noqa: E402

PLACEHOLDERS = ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]
SQL = ("SELECT NAME AS country, ISO_A3 AS code FROM countries "
       f"WHERE ST_Intersects(geom, ST_GeomFromText('{PLACEHOLDERS[0]}', {PLACEHOLDERS[1]})) ORDER BY NAME")

server = FakeAnthropicServer()
server.enqueue(Reply.tool_use(
    "sql",
    {"sql": SQL, "title": "List countries in view", "sql_placeholders": PLACEHOLDERS},
    text="The **countries** layer is a GeoPackage, so this query runs inside the file and uses its "
         "spatial index. It reads the map extent *when you click*, so pan first if you like.",
))
print(server.base_url, flush=True)
sys.stdin.read()
server.close()
