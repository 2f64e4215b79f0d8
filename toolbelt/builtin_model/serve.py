"""The built-in model's server process: llama.cpp's HTTP server (OpenAI- and
Anthropic-compatible) from the xllamacpp wheel, on 127.0.0.1:PORT until SIGTERM.

Run by server.py as a script with QGIS's Python and the wheel's folder on
PYTHONPATH; standard library and xllamacpp only (the plugin is not importable here):

    python serve.py MODEL_PATH PORT CONTEXT_TOKENS [SLOT_DIR]

SLOT_DIR: where the server may keep a read prompt between sessions
(agent/providers/prompt_slots.py); the newest KEPT_SLOT_FILES files stay.
scripts/llm_server.py runs the same ``serve`` for `make test` and `make run`.
"""

from __future__ import annotations

import os
import signal
import sys
import time

PARENT_ENV = "MAP_ASSISTANT_PARENT_PID"  # set by server.py: QGIS's pid
# set by server.py: a new random key per start. In the environment, not the command line,
# which every local user can read (ps). Without it (scripts/llm_server.py) no key is asked.
KEY_ENV = "MAP_ASSISTANT_SERVER_KEY"
KEPT_SLOT_FILES = 4  # each is the read prompt of one prompt version: 100-200 MB


def die_with_parent() -> None:
    """Linux: the kernel ends this process when QGIS ends, even if QGIS crashed."""
    if sys.platform.startswith("linux"):
        import ctypes

        pr_set_pdeathsig = 1
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGTERM)
        # QGIS may have ended before the request above: then this process has a new parent.
        if os.environ.get(PARENT_ENV, str(os.getppid())) != str(os.getppid()):
            os._exit(0)


def prune_slot_files(slot_dir: str, keep: int = KEPT_SLOT_FILES) -> None:
    """Only the newest ``keep`` saved prompts stay: older ones are of prompts no longer sent."""
    from pathlib import Path

    files = sorted(Path(slot_dir).glob("*.bin"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in files[keep:]:
        old.unlink(missing_ok=True)


def serve(model_path: str, port: int, context_tokens: int, slot_dir: str = "") -> None:
    import xllamacpp

    params = xllamacpp.CommonParams()
    params.model.path = model_path
    params.hostname = "127.0.0.1"
    params.port = port
    params.use_jinja = True  # the model's chat template: tools in, tool calls parsed out
    params.n_ctx = context_tokens
    params.n_parallel = 1  # one slot: the whole context for one conversation, its prefix kept
    params.n_cache_reuse = 256  # reuse the cached prompt around the per-turn map context
    # The prompt is read in batches of this many tokens. A request is stopped only between
    # two batches, and the stream reports its progress after each (``return_progress``):
    # at 128 (2.5 s on 2 cores) a request the user cancels frees the server within seconds
    # (keeping what it read: the next request starts from there, measured), and the dock's
    # "reading" line moves every few seconds. At 512 each took up to 10 s.
    # Measured on this 2-core machine: 51.0 tokens/s read against 51.9 at 512 (2 % slower).
    params.n_batch = 128
    # No copies of earlier prompts in RAM (llama.cpp's default keeps up to 8 GiB of them):
    # the server's memory stays what the dock says, and the warm-up and the saved prompt
    # on disk (agent/providers/prompt_slots.py) already bring back what a chat needs.
    params.cache_ram_mib = 0
    params.sampling.temp = 0.0  # the plugin sends no temperature: deterministic answers
    params.webui = False
    # llama.cpp answers any origin (CORS *): without a key, a web page that found the port
    # could drive the model and its slot files. With one, all but /health and /v1/models
    # answer 401 unless the request carries it, and only the plugin knows it.
    key = os.environ.pop(KEY_ENV, "")
    if key:
        params.api_keys = [key]
    if slot_dir:  # the warm-up saves the read prompt there and loads it next time
        os.makedirs(slot_dir, exist_ok=True)
        prune_slot_files(slot_dir)
        params.slot_save_path = os.path.join(slot_dir, "")  # llama.cpp appends the file name as is
    # Two threads generating and reading, idle threads asleep (poll 0). One generating thread
    # made 4.3 tokens/s against 8.2 with two (a 5,600-token prompt; 11.7-12.4 with 1,300) on
    # this 2-core machine, and the prompt read already takes both cores for far longer.
    params.cpuparams.n_threads = 2
    params.cpuparams_batch.n_threads = 2
    params.cpuparams.poll = params.cpuparams_batch.poll = 0
    server = xllamacpp.Server(params)
    print(f"listening on {server.listening_address}", flush=True)
    if hasattr(signal, "sigwait"):
        signal.sigwait({signal.SIGTERM, signal.SIGINT})
        os._exit(0)  # the C++ server threads do not stop on their own
    while True:  # Windows: no sigwait; QProcess.kill() ends it
        time.sleep(3600)


if __name__ == "__main__":
    if hasattr(signal, "pthread_sigmask"):
        # Blocked before the server's threads start: they inherit the mask, so sigwait gets the signal.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT})
    die_with_parent()
    serve(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] if len(sys.argv) > 4 else "")
