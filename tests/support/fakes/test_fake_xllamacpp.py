"""The xllamacpp stand-in itself: it refuses a missing model, says "loading" first, then healthy."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request

import pytest

from support.fakes.fake_xllamacpp import LOADING_ANSWERS, CommonParams, Server, install_into


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_it_loads_then_answers_health_and_models(tmp_path):
    model = tmp_path / "tiny.gguf"
    model.write_bytes(b"GGUF")
    params = CommonParams()
    params.model.path, params.port = str(model), _free_port()
    server = Server(params)
    health = f"{server.listening_address}/health"
    assert [_status(health) for _ in range(LOADING_ANSWERS)] == [503] * LOADING_ANSWERS
    assert _status(health) == 200
    with urllib.request.urlopen(f"{server.listening_address}/v1/models") as response:
        assert json.load(response)["data"][0]["id"] == "tiny.gguf"


def test_with_a_key_only_the_public_paths_answer_without_it(tmp_path):
    model = tmp_path / "tiny.gguf"
    model.write_bytes(b"GGUF")
    params = CommonParams()
    params.model.path, params.port, params.api_keys = str(model), _free_port(), ["sesame"]
    root = Server(params).listening_address
    assert _status(f"{root}/v1/models") == 200  # public in llama.cpp too
    assert _status(f"{root}/props") == 401
    for header in ({"Authorization": "Bearer sesame"}, {"X-Api-Key": "sesame"}):
        with urllib.request.urlopen(urllib.request.Request(f"{root}/props", headers=header)) as response:
            assert json.load(response)["default_generation_settings"]["n_ctx"] == 4096
    wrong = urllib.request.Request(f"{root}/props", headers={"Authorization": "Bearer other"})
    with pytest.raises(urllib.error.HTTPError, match="401"):
        urllib.request.urlopen(wrong)


def test_a_missing_model_fails_like_the_real_server(tmp_path):
    params = CommonParams()
    params.model.path = str(tmp_path / "absent.gguf")
    with pytest.raises(RuntimeError, match="failed to load model"):
        Server(params)


def test_it_installs_as_the_xllamacpp_package(tmp_path):
    package = install_into(tmp_path / "site")
    assert (package / "__init__.py").read_text().startswith('"""A stand-in for the xllamacpp wheel')
