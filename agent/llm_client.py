"""The provider-neutral contract between the chat session and an LLM.

Pure Python: the session codes against these types, so a provider (today the
Anthropic SDK) can be swapped or faked without touching the conversation logic.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Union

from .cancel import CancelToken
from .providers.models import ModelInfo


@dataclass(frozen=True)
class ToolSpec:
    """A tool the model may call."""

    name: str
    description: str
    input_schema: dict  # JSON schema (pydantic model_json_schema())


def content_blocks(content) -> list[dict]:
    """A message's content as a list of blocks (the API also takes a bare string)."""
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    return [block for block in content or [] if isinstance(block, dict)]


@dataclass
class LLMRequest:
    system: str  # stable part: sent with cache_control so it is cached
    context: str  # per-turn live map context (second system block, not cached)
    messages: list[dict]  # Anthropic-format messages (role/content)
    tools: list[ToolSpec]
    model: str
    max_tokens: int
    temperature: float | None = None  # None: the server's own default
    # The one call an answer in the JSON form may hold (agent/answer_schema.py): a server
    # that offers constrained decoding holds the answer to it; others ignore it.
    answer_schema: dict | None = None


@dataclass
class TextDelta:
    text: str


@dataclass
class StreamDone:
    content: list[dict]  # assistant content blocks in API form (text / tool_use)
    stop_reason: str | None
    usage: dict = field(default_factory=dict)  # input_tokens, output_tokens, cache_*


@dataclass
class PromptProgress:
    """How far the server has read the request's prompt, before any answer: ``read``
    of ``total`` tokens, ``cached`` of them found already read (llama.cpp's
    ``return_progress``). A small local model takes minutes over a cold prompt."""

    read: int
    total: int
    cached: int = 0

    @property
    def percent(self) -> int:
        return 100 if self.total <= 0 else max(0, min(100, round(100 * self.read / self.total)))


# Union, not |: QGIS 3.22 may run Python 3.9, where | fails at runtime here.
StreamEvent = Union[TextDelta, StreamDone, PromptProgress]  # noqa: UP007


class LLMClient(ABC):
    # The JSON body of the last Messages request this client sent, exactly as it
    # went out (headers, so the key, are not part of it); "" before the first.
    last_request_body: str = ""

    @abstractmethod
    def stream(self, request: LLMRequest, cancel: CancelToken) -> Iterator[StreamEvent]:
        """Yield PromptProgress while a local server reads the prompt (when it says),
        TextDelta as text arrives, then exactly one StreamDone.

        Raises LLMError only (never a raw SDK or HTTP exception); after
        ``cancel.cancel()`` raises LLMError(ErrorKind.CANCELLED).
        """

    @abstractmethod
    def list_models(self) -> list[ModelInfo]:
        """The models the server serves to this key, as it lists them; raises LLMError."""

    @property
    def server_key(self) -> str:
        """Names the server and key this client talks to (never the key itself), so a
        cached model list is reused only for the same pair."""
        return type(self).__name__

    def retirement_date(self, model: str) -> str:
        """The date the provider announced for retiring ``model``; "" when none."""
        return ""

    def fallback_model(self, family: str) -> str | None:
        """A model of ``family`` to try when the server cannot list its models."""
        return None

    def uses_tools(self, model: str) -> bool:
        """Whether requests for ``model`` carry native tools (else the JSON-in-text form)."""
        return True

    def small_model(self, model: str) -> bool | None:
        """Whether ``model`` is small enough for the short prompt (agent/words/short_prompt.py); None
        while the server does not say. May ask the server (a worker thread's call)."""
        return False

    def accepts_images(self, model: str) -> bool:
        """Whether ``model`` on this server takes pictures in a request. May ask the
        server (a worker thread's call); the answer is kept for the QGIS session."""
        return False
