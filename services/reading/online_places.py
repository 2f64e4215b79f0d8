"""Places the offline gazetteer does not know, from QGIS's own geocoder (issue 42):
``QgsNominatimGeocoder``, OpenStreetMap's Nominatim at the address QGIS uses
(nominatim.qgis.org) or the user's own server.

Off unless the user turns it on (the setting ``online_places``): then the place's name, as
the assistant asks for it, is sent to that server, and nothing else (docs: "What leaves the
machine"). QGIS's geocoder keeps Nominatim's rule of one request a second and sends its
User-Agent; a name is asked once a session. A search waits on the network, so it runs in the
turn's worker thread only; what it found is kept by name for the click, which never waits on
the network. "What was sent" lists each request.
"""

from __future__ import annotations

import threading
from urllib.parse import urlencode

from qgis.core import QgsCoordinateTransformContext, QgsGeocoderContext, QgsNominatimGeocoder

from ...agent.user_error import UserError
from ...agent.user_text import for_user
from ...toolbelt.threads.feedback import cancelled_after, new_feedback
from ...toolbelt.threads.main_thread import in_a_qt_thread
from .. import sent_elsewhere
from .gazetteer import COUNTRY, MAX_CANDIDATES, Place, fold

PLACE = "place"  # a Place's kind for what the server found: a town, a street, a region...
SOURCE = "OpenStreetMap (Nominatim)"
TIMEOUT_S = 10.0  # a search that takes longer is stopped, and said to be

_lock = threading.Lock()
_found: dict[str, list[Place]] = {}  # folded name -> what its search found: asked once (the usage policy)


def server(endpoint: str) -> str:
    """The address a search goes to: ``endpoint``, or QGIS's own when empty."""
    return endpoint.strip() or QgsNominatimGeocoder().endpoint()


def search(name: str, endpoint: str = "", timeout_s: float | None = None) -> list[Place]:
    """The places the server finds for ``name``, best first; raises UserError when it
    cannot answer (unreachable, refused, too slow). Never on the main thread."""
    if threading.current_thread() is threading.main_thread():
        raise RuntimeError("a place search waits on the network: run it in a worker thread")
    if not in_a_qt_thread():
        # QGIS's request waits in an event loop with timers: in a thread Qt did not start they
        # never fire, and on QGIS 3.44 a slow server's request never ended (a CI leg's tests hung).
        raise RuntimeError("a place search needs a QThread (the chat's turn, a task), not a plain Python thread")
    address, timeout_s = server(endpoint), timeout_s or TIMEOUT_S
    with _lock:
        if fold(name) in _found:
            return list(_found[fold(name)])
    sent_elsewhere.record(f"GET {address}?{urlencode({'q': name})}")
    # The thread-safe feedback: QGIS's network request connects to it in this worker thread.
    with cancelled_after(new_feedback(), timeout_s) as feedback:
        geocoder = QgsNominatimGeocoder("", address)
        results = geocoder.geocodeString(name, QgsGeocoderContext(QgsCoordinateTransformContext()), feedback)
    if feedback.isCanceled():
        raise UserError(for_user("The place search at {server} did not answer within {seconds} s. Try again, or "
                                 "turn online places off in the settings.", server=address, seconds=f"{timeout_s:g}"))
    found = [_place(result) for result in results if result.isValid()][:MAX_CANDIDATES]
    errors = [result.error() for result in results if not result.isValid()]
    if errors and not found:
        raise UserError(for_user("The place search at {server} failed ({reason}). Check the address in the "
                                 "settings, or turn online places off.", server=address, reason=errors[0]))
    with _lock:
        _found[fold(name)] = found
    return found


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
