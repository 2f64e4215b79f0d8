"""An Overpass API ``/api/interpreter`` on 127.0.0.1 (stdlib only), for the osm_data action.

It reads the query as the real server does and answers in its JSON format: ``version``,
``generator``, ``osm3s`` (timestamp, copyright) and ``elements`` (nodes with ``lat``/``lon``,
ways with ``bounds``, ``nodes`` and, under ``out geom``, ``geometry``), from ``ELEMENTS``:
pharmacies of Pontevedra's old town as OpenStreetMap maps them, and a node and a way in
Vigo, 25 km south, which a box around Pontevedra must leave out. The query language it
understands is the part the plugin writes: settings (``[out:json][timeout:N][maxsize:N]``),
a union ``( ... );`` of ``node``/``way``/``nwr`` statements with tag filters (``["k"]``,
``["k"="v"]``) and a box ``(south,west,north,east)``, and ``out [geom] [N];``. Anything
else is refused with 400 and the real server's HTML parse error; a box out of range too.
Without ``[out:json]`` the answer is XML, the server's default.

``fault`` plays what goes wrong instead: "refuse" (the connection is closed with no
answer), "slow" (no answer for ``SLOW_S``), "busy" (429, the server's rate limit),
"too_big" (200 with no elements and the ``remark`` the server sends when a query runs out
of memory), "garbage" (an HTML page with 200).
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

SLOW_S = 30.0
PATH = "/api/interpreter"
OUT_OF_MEMORY = ("runtime error: Query run out of memory using about 64 MB of RAM. It would need at least 0 MB "
                 "of RAM to continue.")
# Pontevedra's old town (degrees): the box the tests view.
PONTEVEDRA = {"south": 42.425, "west": -8.655, "north": 42.440, "east": -8.635}


def _way(way_id: int, nodes: list[int], points: list[tuple[float, float]], tags: dict) -> dict:
    lats, lons = [p[0] for p in points], [p[1] for p in points]
    return {"type": "way", "id": way_id,
            "bounds": {"minlat": min(lats), "minlon": min(lons), "maxlat": max(lats), "maxlon": max(lons)},
            "nodes": nodes, "geometry": [{"lat": lat, "lon": lon} for lat, lon in points], "tags": tags}


_SHOP = [(42.4300310, -8.6462880), (42.4301650, -8.6460950), (42.4300470, -8.6459310), (42.4299130, -8.6461240),
         (42.4300310, -8.6462880)]
_VIGO_SHOP = [(42.2372080, -8.7215530), (42.2373120, -8.7213810), (42.2371950, -8.7212740), (42.2370910, -8.7214460),
              (42.2372080, -8.7215530)]
_STREET = [(42.4333900, -8.6481200), (42.4330550, -8.6475010), (42.4327120, -8.6469430), (42.4323810, -8.6463050)]
ELEMENTS = [
    {"type": "node", "id": 1620484187, "lat": 42.4331246, "lon": -8.6455937,
     "tags": {"amenity": "pharmacy", "healthcare": "pharmacy", "dispensing": "yes",
              "name": "Farmacia Ortega Fernández", "opening_hours": "Mo-Fr 09:30-14:00,16:30-20:30; Sa 10:00-14:00"}},
    {"type": "node", "id": 2483351790, "lat": 42.4319437, "lon": -8.6488722,
     "tags": {"amenity": "pharmacy", "healthcare": "pharmacy", "name": "Farmacia Alameda",
              "addr:street": "Alameda", "addr:housenumber": "10"}},
    {"type": "node", "id": 4416871391, "lat": 42.4286115, "lon": -8.6431254,
     "tags": {"amenity": "pharmacy", "healthcare": "pharmacy", "dispensing": "yes", "name": "Farmacia Lérez"}},
    {"type": "node", "id": 5234019876, "lat": 42.2364881, "lon": -8.7197310,  # Vigo: outside Pontevedra's box
     "tags": {"amenity": "pharmacy", "healthcare": "pharmacy", "name": "Farmacia Príncipe"}},
    _way(318522094, [3201844101, 3201844102, 3201844103, 3201844104, 3201844101], _SHOP,
         {"amenity": "pharmacy", "building": "retail", "healthcare": "pharmacy", "name": "Farmacia da Ferrería"}),
    _way(734501233, [6890311201, 6890311202, 6890311203, 6890311204, 6890311201], _VIGO_SHOP,  # Vigo
         {"amenity": "pharmacy", "building": "yes", "name": "Farmacia Areal"}),
    _way(26914751, [295467311, 295467312, 295467313, 295467314], _STREET,
         {"highway": "pedestrian", "name": "Rúa Real", "surface": "paving_stones"}),
]
# Nodes a way uses without tags: never matched by a tag filter, so not listed.


class QuerySyntaxError(ValueError):
    """What the real server's parser says, as its 400 page words it."""


@dataclass
class Query:
    json: bool = False
    timeout: int = 180
    maxsize: int = 536870912
    statements: list[tuple[str, list[tuple[str, str | None]], tuple[float, float, float, float]]] = \
        field(default_factory=list)
    geometry: bool = False
    limit: int | None = None


_TOKEN = re.compile(r'\s*("(?:[^"\\\n]|\\.)*"|\[|\]|\(|\)|;|=|,|:|-?\d+(?:\.\d+)?|[A-Za-z_][A-Za-z_0-9]*)')


def tokens(text: str) -> list[str]:
    found, position = [], 0
    while position < len(text):
        if not text[position:].strip():
            break
        match = _TOKEN.match(text, position)
        if match is None:
            raise QuerySyntaxError(f"line 1: parse error: Unknown type \"{text[position:position + 10]}\"")
        found.append(match.group(1))
        position = match.end()
    return found


class _Parser:
    def __init__(self, text: str) -> None:
        self.items = tokens(text)
        self.at = 0

    def peek(self) -> str:
        return self.items[self.at] if self.at < len(self.items) else ""

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if not token or (expected is not None and token != expected):
            raise QuerySyntaxError(f"line 1: parse error: '{expected or 'a token'}' expected - '{token}' found.")
        self.at += 1
        return token

    def number(self) -> float:
        token = self.take()
        try:
            return float(token)
        except ValueError:
            raise QuerySyntaxError(f"line 1: parse error: a number expected - '{token}' found.") from None

    def string(self) -> str:
        token = self.take()
        if not token.startswith('"'):
            raise QuerySyntaxError(f"line 1: parse error: a quoted string expected - '{token}' found.")
        return re.sub(r"\\(.)", r"\1", token[1:-1])


def parse(text: str) -> Query:
    """The query, as far as the fake understands it; QuerySyntaxError for anything else."""
    parser, query = _Parser(text), Query()
    settings = parser.peek() == "["
    while parser.peek() == "[":
        parser.take("[")
        name = parser.take()
        parser.take(":")
        if name == "out":
            query.json = parser.take() == "json"
        elif name in ("timeout", "maxsize"):
            setattr(query, name, int(parser.number()))
        else:
            raise QuerySyntaxError(f"line 1: parse error: Unknown global setting '{name}'.")
        parser.take("]")
    if settings:
        parser.take(";")
    union = parser.peek() == "("
    if union:
        parser.take("(")
    while parser.peek() in ("node", "way", "nwr"):
        query.statements.append(_statement(parser))
    if union:
        parser.take(")")
        parser.take(";")
    if not query.statements:
        raise QuerySyntaxError("line 1: parse error: a statement (node, way) expected.")
    _out(parser, query)
    if parser.peek():
        raise QuerySyntaxError(f"line 1: parse error: Unexpected '{parser.peek()}' after 'out'.")
    return query


def _statement(parser: _Parser):
    kind, tags = parser.take(), []
    while parser.peek() == "[":
        parser.take("[")
        key = parser.string()
        value = None
        if parser.peek() == "=":
            parser.take("=")
            value = parser.string()
        parser.take("]")
        tags.append((key, value))
    parser.take("(")
    box = []
    for position in range(4):
        if position:
            parser.take(",")
        box.append(parser.number())
    parser.take(")")
    parser.take(";")
    south, west, north, east = box
    if not (-90 <= south <= north <= 90 and -180 <= west <= 180 and -180 <= east <= 180):
        raise QuerySyntaxError("line 1: static error: the bounding box must be south, west, north, east, "
                               "with -90 <= south <= north <= 90 and longitudes from -180 to 180.")
    return kind, tags, (south, west, north, east)


def _out(parser: _Parser, query: Query) -> None:
    parser.take("out")
    while parser.peek() and parser.peek() != ";":
        word = parser.take()
        if word == "geom":
            query.geometry = True
        elif word.isdigit():
            query.limit = int(word)
        elif word not in ("body", "tags", "meta", "skel", "ids", "qt", "asc"):
            raise QuerySyntaxError(f"line 1: parse error: Unknown output mode '{word}'.")
    parser.take(";")


def _inside(box, lat: float, lon: float) -> bool:
    south, west, north, east = box
    return south <= lat <= north and west <= lon <= east


def matches(element: dict, kind: str, tags, box) -> bool:
    if kind != "nwr" and element["type"] != kind:
        return False
    held = element.get("tags", {})
    if not all(key in held and (value is None or held[key] == value) for key, value in tags):
        return False
    if element["type"] == "node":
        return _inside(box, element["lat"], element["lon"])
    return any(_inside(box, point["lat"], point["lon"]) for point in element["geometry"])


def answer(query: Query, elements: list[dict] | None = None) -> list[dict]:
    """The elements the query selects, nodes first then ways (the union's order: each once), as sent."""
    chosen: list[dict] = []
    for element in sorted(elements or ELEMENTS, key=lambda e: (e["type"] != "node", e["id"])):
        if element not in chosen and any(matches(element, *statement) for statement in query.statements):
            chosen.append(element)
    if query.limit is not None:
        chosen = chosen[:query.limit]
    return [element if query.geometry else {k: v for k, v in element.items() if k not in ("geometry", "bounds")}
            for element in chosen]


def document(elements: list[dict], remark: str = "") -> dict:
    body = {"version": 0.6, "generator": "Overpass API 0.7.62.1 084b4234",
            "osm3s": {"timestamp_osm_base": "2024-05-14T09:12:41Z",
                      "copyright": "The data included in this document is from www.openstreetmap.org. "
                                   "The data is made available under ODbL."},
            "elements": elements}
    if remark:
        body["remark"] = remark
    return body


def error_page(message: str) -> bytes:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html><head><title>OSM3S Response</title>'
            '</head><body>\n<p>The data included in this document is from www.openstreetmap.org. The data is made '
            f'available under ODbL.</p>\n<p><strong style="color:#FF0000">Error</strong>: {message} </p>\n'
            '</body></html>\n').encode()


class FakeOverpass:
    def __init__(self) -> None:
        self.requests: list[dict] = []  # method, path, headers and the query text of each request, as received
        self.fault = ""
        self._lock = threading.Lock()
        self._closing = threading.Event()  # wakes a slow answer when the server closes
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self._httpd.daemon_threads = True
        self._httpd.block_on_close = False
        self._httpd.fake = self
        self.endpoint = f"http://127.0.0.1:{self._httpd.server_address[1]}{PATH}"
        threading.Thread(target=self._httpd.serve_forever, name="fake-overpass",
                         kwargs={"poll_interval": 0.05}, daemon=True).start()

    def close(self) -> None:
        self._closing.set()
        self._httpd.shutdown()
        self._httpd.server_close()

    def record(self, method: str, path: str, headers: dict, text: str | None) -> None:
        with self._lock:
            self.requests.append({"method": method, "path": urlparse(path).path, "headers": headers, "query": text})

    def answer(self, path: str, text: str | None) -> tuple[int, str, bytes]:
        """(status, content type, body) for one request, as the real server answers it."""
        if urlparse(path).path != PATH:
            return 404, "text/html", b"<html><body>Not Found</body></html>"
        if self.fault == "busy":
            return 429, "text/html", error_page("runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::"
                                                "request_read_and_idx::rate_limited. Please check /api/status for "
                                                "the quota of your IP address.")
        if not text or not text.strip():
            return 400, "text/html", error_page("line 1: parse error: Key expected - '' found.")
        try:
            query = parse(text)
        except QuerySyntaxError as error:
            return 400, "text/html", error_page(str(error))
        if self.fault == "garbage":
            return 200, "text/html", b"<html><body>Service temporarily down for maintenance</body></html>"
        if not query.json:
            return 200, "application/osm3s+xml", b'<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6"/>\n'
        found = document([], OUT_OF_MEMORY) if self.fault == "too_big" else document(answer(query))
        return 200, "application/json", json.dumps(found, ensure_ascii=False, indent=1).encode()


def query_text(method: str, path: str, body: bytes, content_type: str) -> str | None:
    """The query a request carries: the form field ``data`` (GET's query string, a POSTed form),
    or a POSTed body as it is, as the real server takes either."""
    if method == "GET":
        return parse_qs(urlparse(path).query).get("data", [None])[-1]
    text = body.decode("utf-8", errors="replace")
    if "x-www-form-urlencoded" in content_type or text.startswith("data="):
        return parse_qs(text, keep_blank_values=True).get("data", [None])[-1]
    return text


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # noqa: N802 (http.server's API)
        self._serve(b"")

    def do_POST(self) -> None:  # noqa: N802 (http.server's API)
        self._serve(self.rfile.read(int(self.headers.get("Content-Length") or 0)))

    def _serve(self, body: bytes) -> None:
        fake: FakeOverpass = self.server.fake
        text = query_text(self.command, self.path, body, self.headers.get("Content-Type", ""))
        fake.record(self.command, self.path, dict(self.headers), text)
        if fake.fault == "refuse":
            self.close_connection = True
            self.connection.close()
            return
        if fake.fault == "slow":
            fake._closing.wait(SLOW_S)
            self.close_connection = True
            return
        status, kind, data = fake.answer(self.path, text)
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *_args) -> None:
        pass
