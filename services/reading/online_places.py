"""Places the offline gazetteer does not know, from QGIS's own geocoder (issue 42):
``QgsNominatimGeocoder``, OpenStreetMap's Nominatim at the address QGIS uses
(nominatim.qgis.org) or the user's own server.

Off unless the user turns it on (the setting ``online_places``): then the place's name, as
the assistant asks for it, is sent to that server, and nothing else (docs: "What leaves the
machine"). The plugin keeps Nominatim's rule of one request a second, QGIS sends its
User-Agent; a name is asked once a session. QGIS's geocoder writes the request and reads each
place; the wait is services/web_request.py's, whose deadline ends a silent server at once (the
geocoder's own blocking search, cancelled, now and then waited for good: a CI run hung on it).
A search waits on the network, so it runs in the turn's worker thread only; what it found is
kept by name for the click, which never waits on the network. "What was sent" lists each request.
"""

from __future__ import annotations

import json
import threading
import time
from urllib.parse import urlencode

from qgis.core import QgsNominatimGeocoder
from qgis.PyQt.QtNetwork import QNetworkRequest

from ...agent.user_error import UserError
from ...agent.user_text import for_user
from ...toolbelt.threads.feedback import new_feedback
from .. import sent_elsewhere, web_request
from .gazetteer import COUNTRY, MAX_CANDIDATES, Place, fold

PLACE = "place"  # a Place's kind for what the server found: a town, a street, a region...
SOURCE = "OpenStreetMap (Nominatim)"
TIMEOUT_S = 10.0  # a search that takes longer is stopped, and said to be

_lock = threading.Lock()
_found: dict[str, list[Place]] = {}  # folded name -> what its search found: asked once (the usage policy)
_pace = threading.Lock()  # held while a search waits its turn
_last_request = 0.0  # time.monotonic() of the last request sent


def server(endpoint: str) -> str:
    """The address a search goes to: ``endpoint``, or QGIS's own when empty."""
    return endpoint.strip() or QgsNominatimGeocoder().endpoint()


def search(name: str, endpoint: str = "", clock=None) -> list[Place]:
    """The places the server finds for ``name``, best first; raises UserError when it
    cannot answer (unreachable, refused, too slow). ``clock`` (the lookup's RunClock) bounds
    the wait by its deadline as well as by TIMEOUT_S, and its feedback (the turn's Stop),
    once cancelled, ends the wait at once: nothing is returned or kept, the caller says why.
    Never on the main thread."""
    web_request.require_a_worker_qthread("a place search")
    address = server(endpoint)
    with _lock:
        if fold(name) in _found:
            return list(_found[fold(name)])
    timeout_s = TIMEOUT_S if clock is None else min(TIMEOUT_S, clock.remaining_ms() / 1000)
    feedback = new_feedback() if clock is None else clock.feedback
    geocoder = QgsNominatimGeocoder("", address)
    request = QNetworkRequest(geocoder.requestUrl(name))  # QGIS's own query: the name, json, address details
    _keep_the_pace()
    sent_elsewhere.record(f"GET {address}?{urlencode({'q': name})}")
    answer = web_request.fetch(request, feedback, deadline_s=timeout_s)
    if answer.cancelled:
        return []
    if answer.timed_out:
        raise UserError(for_user("The place search at {server} did not answer within {seconds} s. Try again, or "
                                 "turn online places off in the settings.", server=address, seconds=f"{timeout_s:g}"))
    # Nominatim sends the best first; a server sending thousands is read no further than needed.
    results = [geocoder.jsonToResult(item) for item in _items(answer, address)[:MAX_CANDIDATES]]
    found = [_place(result) for result in results if result.isValid()]
    with _lock:
        _found[fold(name)] = found
    return found


def _keep_the_pace() -> None:
    """Nominatim's usage policy: one request a second at most (QGIS's geocoder keeps it the same way)."""
    global _last_request
    with _pace:
        wait = _last_request + 1.0 - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        _last_request = time.monotonic()


def _items(answer: web_request.WebAnswer, address: str) -> list[dict]:
    """The places of Nominatim's JSON array; UserError for any other answer."""
    items = None
    if answer.ok:
        try:
            items = json.loads(answer.content)
        except ValueError:
            pass
    if not isinstance(items, list):
        reason = answer.error or (f"HTTP {answer.status}" if answer.status != 200 else "not Nominatim's JSON")
        raise UserError(for_user("The place search at {server} failed ({reason}). Check the address in the "
                                 "settings, or turn online places off.", server=address, reason=reason))
    return [item for item in items if isinstance(item, dict)]


def known(name: str) -> list[Place]:
    """What the last search of ``name`` found (no network: the click's side)."""
    with _lock:
        return list(_found.get(fold(name), []))


def forget() -> None:
    """The searches' answers (kept so that a name is asked once)."""
    with _lock:
        _found.clear()


def _place(result) -> Place:
    attributes = result.additionalAttributes()
    point = result.geometry().centroid().asPoint()
    title = str(attributes.get("display_name") or result.identifier())
    country = str(attributes.get("country") or "")
    name = title.split(",")[0].strip() or title
    kind = COUNTRY if attributes.get("type") == "country" or (country and name == country) else PLACE
    view = result.viewport()
    box = None if view.isEmpty() else (view.xMinimum(), view.yMinimum(), view.xMaximum(), view.yMaximum())
    return Place(name, country, kind, 0, point.x(), point.y(), box)
