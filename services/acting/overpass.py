"""OpenStreetMap data for the view (issue 42), from an Overpass API server: what the
``osm_data`` action asks, how, and what came back.

Off unless the user turns it on (the setting ``online_osm``): then a click sends the view's
box (in degrees) and the asked tag to the server set there (``overpass_url``; by default
https://overpass-api.de/api/interpreter), and nothing else (docs: "What leaves the
machine"). The tag is checked strictly before a query is written (``valid_key``,
``valid_value``): a model's text never becomes Overpass QL. The request goes through QGIS's
network stack (services/web_request.py), so QGIS's proxy applies, in a worker thread
only, with a deadline, progress and a Cancel that aborts it at once (``_post``). QGIS
replaces a request's User-Agent with its own ("Mozilla/5.0 QGIS/<version>"), so the plugin
names itself in the Referer. Each request is listed for "What was sent".

Three limits keep a view from asking too much: the server's own (``[timeout:25]`` and
``[maxsize:...]``, over which it answers a "runtime error" remark), the number of features
(``out geom N``: one more than ``MAX_ELEMENTS`` is asked, so a cut result is known), and the
size of the answer (``MAX_BYTES``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from urllib.parse import urlencode, urlparse

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsGeometry,
    QgsPointXY,
)
from qgis.PyQt.QtCore import QUrl
from qgis.PyQt.QtNetwork import QNetworkRequest

from ...agent.user_error import UserError
from ...agent.user_text import for_user
from ...toolbelt.metadata import metadata
from ...toolbelt.threads.tasks import TaskCancelled
from .. import sent_elsewhere, web_request
from ..base import ActionRejected

SOURCE = "OpenStreetMap (Overpass API)"
SERVER_TIMEOUT_S = 25  # the query's [timeout:]: the server stops there and says so
TIMEOUT_S = 40.0  # ours: the server's, and the transfer
SERVER_MAX_BYTES = 64 * 1024 * 1024  # the query's [maxsize:]: the server's memory for it
MAX_ELEMENTS = 5000  # features kept; one more is asked to know a result was cut
MAX_BYTES = 32 * 1024 * 1024  # an answer longer than this is not read
MAX_VALUE_CHARS = 255  # OpenStreetMap's own limit for a tag's key and value
KEY = re.compile(r"[A-Za-z0-9_:]{1,255}")
NOT_IN_VALUE = set('"\'[]\\')  # closing the query's string or filter; and no control characters



def valid_key(key: str) -> str:
    """``key`` if it is an OpenStreetMap tag key the query may hold as it is: letters, digits, _ and :."""
    key = key.strip()
    if not KEY.fullmatch(key):
        raise ActionRejected(for_user("'{key}' is not an OpenStreetMap tag key: use letters, digits, '_' and ':' "
                                      "only (e.g. amenity, shop, addr:street).", key=key[:80]))
    return key


def valid_value(value: str) -> str:
    """``value`` if the query may hold it in quotes: no quote, bracket, backslash or control character."""
    value = value.strip()
    if len(value) > MAX_VALUE_CHARS or not value.isprintable() or NOT_IN_VALUE & set(value):
        raise ActionRejected(for_user("'{value}' is not a tag value the plugin sends: leave out quotes, brackets, "
                                      "backslashes and line breaks (e.g. pharmacy, supermarket).", value=value[:80]))
    return value


def tag_text(key: str, value: str) -> str:
    """The tag as OpenStreetMap writes it: amenity=pharmacy, or the key alone for any value."""
    return f"{key}={value}" if value else key


@dataclass(frozen=True)
class Box:
    """The view's box in degrees (EPSG:4326), as Overpass takes it: south, west, north, east."""

    south: float
    west: float
    north: float
    east: float

    def text(self) -> str:
        return f"{self.south:.6f},{self.west:.6f},{self.north:.6f},{self.east:.6f}"


def view_box(canvas, project) -> Box:
    """The canvas's visible extent in degrees. Main thread (it reads the canvas)."""
    crs = canvas.mapSettings().destinationCrs()
    try:
        transform = QgsCoordinateTransform(crs, QgsCoordinateReferenceSystem("EPSG:4326"), project)
        box = transform.transformBoundingBox(canvas.extent())
    except QgsCsException as error:
        raise ActionRejected(for_user("The view cannot be given in degrees ({reason}): zoom to a smaller area "
                                      "and click again.", reason=str(error))) from None
    if box.isEmpty() or not box.isFinite():
        raise ActionRejected(for_user("The view has no area to ask OpenStreetMap about: zoom to a place and "
                                      "click again."))
    return Box(max(box.yMinimum(), -90.0), max(box.xMinimum(), -180.0), min(box.yMaximum(), 90.0),
               min(box.xMaximum(), 180.0))


def query(key: str, value: str, box: Box) -> str:
    """The Overpass QL query: the tagged nodes and ways in the box, with their geometry. The key
    and value are checked again here, the one place a query is written."""
    key, value = valid_key(key), valid_value(value)
    tag = f'["{key}"="{value}"]' if value else f'["{key}"]'
    area = f"({box.text()})"
    return (f"[out:json][timeout:{SERVER_TIMEOUT_S}][maxsize:{SERVER_MAX_BYTES}];\n"
            f"(node{tag}{area};way{tag}{area};);\nout geom {MAX_ELEMENTS + 1};")


@dataclass
class Found:
    """What the server sent, per geometry kind: (OSM type, id, tags, geometry) each."""

    points: list[tuple] = field(default_factory=list)
    lines: list[tuple] = field(default_factory=list)
    polygons: list[tuple] = field(default_factory=list)
    cut: bool = False  # more than MAX_ELEMENTS: the first ones only
    skipped: int = 0  # elements with no usable geometry

    @property
    def count(self) -> int:
        return len(self.points) + len(self.lines) + len(self.polygons)


def fetch(server: str, key: str, value: str, box: Box, task_feedback) -> Found:
    """The tagged features of ``box`` from ``server``; raises UserError saying what to do when it
    cannot (unreachable, busy, too slow, too much, not an Overpass server). Never on the main thread."""
    web_request.require_a_worker_qthread("an Overpass request")
    text = query(key, value, box)
    sent_elsewhere.record(f"POST {server}: nodes and ways tagged {tag_text(key, value)} in the box {box.text()} "
                          "(south, west, north, east)")
    task_feedback.setProgress(5)
    content = _post(server, text, task_feedback)
    task_feedback.setProgress(80)
    found = read_answer(server, content)
    task_feedback.setProgress(95)
    return found


def _post(server: str, text: str, task_feedback) -> bytes:
    """The answer's bytes, through services/web_request.py: a Cancel aborts at once, and Qt's
    transfer timeout ends it when nothing arrives for TIMEOUT_S (a big answer may keep coming)."""
    request = QNetworkRequest(QUrl(server))
    request.setHeader(QNetworkRequest.KnownHeaders.ContentTypeHeader, "application/x-www-form-urlencoded")
    request.setRawHeader(b"Referer", metadata().get("repository", "").encode())  # QGIS sets the User-Agent
    answer = web_request.fetch(request, task_feedback, idle_s=TIMEOUT_S, body=urlencode({"data": text}).encode())
    if answer.cancelled:
        raise TaskCancelled()
    if answer.timed_out:
        raise UserError(for_user("The OpenStreetMap server {server} did not answer within {seconds} s. Zoom in "
                                 "or ask for a rarer tag, or try again later.", server=server_name(server),
                                 seconds=f"{TIMEOUT_S:g}"))
    return _content(server, answer)


def _content(server: str, answer: web_request.WebAnswer) -> bytes:
    host, status, content = server_name(server), answer.status, answer.content
    if status is None:  # no answer at all
        raise UserError(for_user("Could not reach the OpenStreetMap server {server} ({reason}). Check the "
                                 "connection, QGIS's proxy (Settings > Options > Network) and the server's address "
                                 "in Map Assistant's settings.", server=host, reason=answer.error))
    if status in (429, 503, 504):
        raise UserError(for_user("The OpenStreetMap server {server} is busy (HTTP {status}): it limits how often "
                                 "each computer may ask. Wait a minute and click again.", server=host,
                                 status=str(status)))
    if not answer.ok:
        raise UserError(for_user("The OpenStreetMap server {server} refused the request (HTTP {status}: {reason}). "
                                 "Check the server's address in Map Assistant's settings.", server=host,
                                 status=str(status), reason=_page_error(content) or answer.error))
    if len(content) > MAX_BYTES:
        raise UserError(_too_big(host))
    return content


def read_answer(server: str, content: bytes) -> Found:
    """The server's JSON as features. UserError for an answer that is not Overpass's JSON, or a
    query the server stopped (its "runtime error" remark)."""
    host = server_name(server)
    try:
        answer = json.loads(content)
    except ValueError:
        answer = None
    if not isinstance(answer, dict) or not isinstance(answer.get("elements"), list):
        raise UserError(for_user("The server {server} did not answer with OpenStreetMap data: is its address an "
                                 "Overpass API (…/api/interpreter)? Check it in Map Assistant's settings.",
                                 server=host))
    remark = str(answer.get("remark") or "")
    if "runtime error" in remark:
        if "timed out" in remark:
            raise UserError(for_user("The OpenStreetMap server {server} stopped the search after its {seconds} s: "
                                     "zoom in, or try again when it is less busy.", server=host,
                                     seconds=str(SERVER_TIMEOUT_S)))
        raise UserError(_too_big(host))
    return _features(answer["elements"])


def _features(elements: list) -> Found:
    found = Found(cut=len(elements) > MAX_ELEMENTS)
    for element in elements[:MAX_ELEMENTS]:
        made = _element(element) if isinstance(element, dict) else None
        if made is None:
            found.skipped += 1
            continue
        kind, item = made
        getattr(found, kind).append(item)
    return found


def _element(element: dict) -> tuple[str, tuple] | None:
    """(kind, (OSM type, id, tags, geometry)) of a node or way, None without a usable geometry."""
    tags = element.get("tags") if isinstance(element.get("tags"), dict) else {}
    tags = {str(k): str(v) for k, v in tags.items()}
    try:
        if element.get("type") == "node":
            point = QgsPointXY(float(element["lon"]), float(element["lat"]))
            return "points", ("node", int(element["id"]), tags, QgsGeometry.fromPointXY(point))
        if element.get("type") == "way":
            points = [QgsPointXY(float(p["lon"]), float(p["lat"])) for p in element["geometry"]]
            closed = len(points) >= 4 and points[0] == points[-1] and tags.get("area") != "no"
            if closed:
                return "polygons", ("way", int(element["id"]), tags, QgsGeometry.fromPolygonXY([points]))
            if len(points) >= 2:
                return "lines", ("way", int(element["id"]), tags, QgsGeometry.fromPolylineXY(points))
    except (KeyError, TypeError, ValueError):
        pass
    return None


def _too_big(host: str) -> str:
    return for_user("The view holds too much OpenStreetMap data for {server} to send at once. Zoom in, or ask for a "
                    "rarer tag, and click again.", server=host)


def _page_error(content: bytes) -> str:
    """The server's error line of its HTML page ("line 1: parse error: ..."), short."""
    text = re.sub(r"<[^>]+>", " ", content[:4000].decode("utf-8", errors="replace"))
    match = re.search(r"Error\s*:\s*(.+)", text)
    return " ".join(match.group(1).split())[:200] if match else ""


def server_name(server: str) -> str:
    return urlparse(server).netloc or server
