"""A Nominatim ``/search`` server on 127.0.0.1 (stdlib only), for QGIS's geocoder.

It answers in Nominatim's own format: a JSON array of places, each with ``lat``/``lon``
and ``boundingbox`` ([south, north, west, east]) as strings, ``display_name``, ``class``,
``type``, and with ``addressdetails=1`` an ``address`` object. It is as strict as
nominatim.openstreetmap.org's usage policy and API: no User-Agent is 403, more than one
request a second is 429, no ``q`` or a ``format`` other than json/jsonv2 is 400.

``fault`` plays what the network does instead: "refuse" (the connection is closed with no
answer), "slow" (no answer for ``SLOW_S``), "busy" (429), "garbage" (an HTML page),
"too_big" (``TOO_MANY`` places for one name: about 9 MB, where the real server sends 50 at most).
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

SLOW_S = 30.0
TOO_MANY = 20_000
FORMATS = ("json", "jsonv2")
# Places GeoNames' cities of 15,000 people or more lack. Truths from OpenStreetMap (degrees).
PLACES = {
    "combarro": {
        "place_id": 1180520, "licence": "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
        "osm_type": "node", "osm_id": 262113567, "lat": "42.4309735", "lon": "-8.7062385",
        "boundingbox": ["42.4109735", "42.4509735", "-8.7262385", "-8.6862385"],
        "class": "place", "type": "village", "importance": 0.37,
        "display_name": "Combarro, Poio, Pontevedra, Galicia, 36993, Spain",
        "address": {"village": "Combarro", "municipality": "Poio", "province": "Pontevedra", "state": "Galicia",
                    "postcode": "36993", "country": "Spain", "country_code": "es"},
    },
}


class FakeNominatim:
    def __init__(self) -> None:
        self.requests: list[dict] = []  # path, query and headers of each request, as received
        self.fault = ""
        self._last = 0.0
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self._httpd.daemon_threads = True
        self._httpd.fake = self
        self.endpoint = f"http://127.0.0.1:{self._httpd.server_address[1]}/search"
        threading.Thread(target=self._httpd.serve_forever, name="fake-nominatim",
                         kwargs={"poll_interval": 0.05}, daemon=True).start()

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def answer(self, path: str, headers: dict) -> tuple[int, str, bytes]:
        """(status, content type, body) for one request; refusals as the real server words them."""
        url = urlparse(path)
        query = {key: values[-1] for key, values in parse_qs(url.query).items()}
        with self._lock:
            self.requests.append({"path": url.path, "query": query, "headers": headers})
            now, last, self._last = time.monotonic(), self._last, time.monotonic()
        if not headers.get("User-Agent"):
            return 403, "text/html", b"<html><body>Access blocked: no User-Agent (usage policy)</body></html>"
        if now - last < 1.0 or self.fault == "busy":
            return 429, "text/html", b"<html><body>Too Many Requests</body></html>"
        if url.path != "/search" or not query.get("q", "").strip():
            return 400, "application/json", json.dumps({"error": {"code": 400, "message": "Nothing to search for."}}).encode()
        if query.get("format", "xml") not in FORMATS:
            return 400, "application/json", json.dumps({"error": {"code": 400, "message": "Parameter 'format' must be one of: xml, json, jsonv2, geojson, geocodejson"}}).encode()
        if self.fault == "garbage":
            return 200, "text/html", b"<html><body>Service temporarily down for maintenance</body></html>"
        place = PLACES.get(" ".join(query["q"].casefold().split()))
        found = [] if place is None else [place if query.get("addressdetails") == "1"
                                          else {k: v for k, v in place.items() if k != "address"}]
        if self.fault == "too_big" and found:
            found = [{**found[0], "place_id": found[0]["place_id"] + n} for n in range(TOO_MANY)]
        return 200, "application/json; charset=utf-8", json.dumps(found, ensure_ascii=False).encode()


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # noqa: N802 (http.server's API)
        fake: FakeNominatim = self.server.fake
        if fake.fault == "refuse":
            fake.requests.append({"path": self.path, "query": {}, "headers": dict(self.headers)})
            self.close_connection = True
            self.connection.close()
            return
        if fake.fault == "slow":
            fake.requests.append({"path": self.path, "query": {}, "headers": dict(self.headers)})
            time.sleep(SLOW_S)
            return
        status, kind, body = fake.answer(self.path, dict(self.headers))
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_args) -> None:
        pass
