"""services/web_request.py over real HTTP to loopback servers (tests/support/fakes): an
answer is read, a silent server is ended by the deadline and a Cancel ends the wait at once,
each told apart; a refused connection keeps Qt's words; the main thread and plain Python
threads are refused before anything is sent."""

from __future__ import annotations

import threading
import time

import pytest
from map_assistant.services import web_request
from map_assistant.toolbelt.threads.feedback import new_feedback
from qgis.PyQt.QtCore import QUrl
from qgis.PyQt.QtNetwork import QNetworkRequest
from support.fakes.fake_nominatim import SLOW_S, FakeNominatim
from support.fixtures.qthread_call import call_in_qthread

WAIT_MS = int(SLOW_S * 1000 / 3)  # a wait the silent server outlasts: ending inside it is the deadline's or Cancel's


@pytest.fixture
def nominatim():
    server = FakeNominatim()
    yield server
    server.close()


def _request(server: FakeNominatim) -> QNetworkRequest:
    return QNetworkRequest(QUrl(f"{server.endpoint}?q=Combarro&format=json&addressdetails=1"))


def test_an_answer_is_read(nominatim, qtbot):
    answer = call_in_qthread(qtbot, lambda: web_request.fetch(_request(nominatim), new_feedback(), deadline_s=10))

    assert answer.ok and answer.status == 200 and not (answer.cancelled or answer.timed_out)
    assert b'"Combarro, Poio' in answer.content and nominatim.requests[0]["query"]["q"] == "Combarro"


def test_an_error_status_is_kept_with_its_page(nominatim, qtbot):
    nominatim.fault = "busy"
    answer = call_in_qthread(qtbot, lambda: web_request.fetch(_request(nominatim), new_feedback(), deadline_s=10))

    assert answer.status == 429 and not answer.ok and answer.error and b"Too Many Requests" in answer.content


def test_a_silent_server_is_ended_by_the_deadline(nominatim, qtbot):
    nominatim.fault = "slow"  # no answer for 30 s
    answer = call_in_qthread(qtbot, lambda: web_request.fetch(_request(nominatim), new_feedback(), deadline_s=0.5),
                             timeout_ms=WAIT_MS)

    assert answer.timed_out and not answer.cancelled and answer.status is None and not answer.ok
    assert len(nominatim.requests) == 1


def test_a_cancel_from_another_thread_ends_the_wait_at_once(nominatim, qtbot):
    nominatim.fault = "slow"
    feedback = new_feedback()

    def cancel_once_asked() -> None:
        while not nominatim.requests:
            time.sleep(0.01)
        feedback.cancel()

    canceller = threading.Thread(target=cancel_once_asked, daemon=True)
    canceller.start()
    answer = call_in_qthread(qtbot, lambda: web_request.fetch(_request(nominatim), feedback, deadline_s=SLOW_S * 2),
                             timeout_ms=WAIT_MS)
    canceller.join(5)

    assert answer.cancelled and not answer.timed_out and answer.status is None


def test_a_cancel_before_the_request_sends_nothing(nominatim, qtbot):
    feedback = new_feedback()
    feedback.cancel()
    answer = call_in_qthread(qtbot, lambda: web_request.fetch(_request(nominatim), feedback, deadline_s=10))

    assert answer.cancelled and nominatim.requests == []


def test_a_closed_port_is_no_answer_in_qts_words(nominatim, qtbot):
    nominatim.close()  # nothing listens there any more
    answer = call_in_qthread(qtbot, lambda: web_request.fetch(_request(nominatim), new_feedback(), deadline_s=10))

    assert answer.status is None and "refused" in answer.error.lower() and not answer.timed_out


def test_the_main_thread_and_plain_threads_are_refused_before_anything_is_sent(nominatim):
    with pytest.raises(RuntimeError, match="worker thread"):
        web_request.fetch(_request(nominatim), new_feedback(), deadline_s=1)
    raised: list[BaseException] = []

    def in_a_plain_thread() -> None:
        try:
            web_request.fetch(_request(nominatim), new_feedback(), deadline_s=1)
        except RuntimeError as error:
            raised.append(error)

    worker = threading.Thread(target=in_a_plain_thread)
    worker.start()
    worker.join(10)
    assert raised and "QThread" in str(raised[0]) and nominatim.requests == []
