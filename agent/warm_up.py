"""Read the prompt ahead on a local model server, so the first question does not wait for it.

Pure Python. A local server (llama.cpp, Ollama...) keeps what it read of its last
prompt and reads only the new part of the next one. The plugin's prompt (system
text, tools, map context) is thousands of tokens, and a small CPU reads a few
dozen a second: minutes before the first answer. Sent when the chat opens, a
request with the same beginning as the first question's and one token of answer
makes the server read it while the user types. Only for a server on this
machine (providers/presets.py ``is_local``): elsewhere it would cost money or another machine's time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .cancel import CancelToken
from .errors import LLMError
from .llm_client import LLMClient, LLMRequest, PromptProgress, StreamDone
from .providers import prompt_slots

# The question's stand-in: a word in no language the prompt depends on; the answer is cut at one token.
PLACEHOLDER_QUESTION = "Hello"


def warm_up(client: LLMClient, request: LLMRequest, cancel: CancelToken, base_url: str = "",
            on_progress: Callable[[PromptProgress], None] | None = None) -> bool:
    """Send ``request`` for one token of answer and drop the answer. True when the
    server answered; a failure is silent here (the question will report it). With
    ``base_url``, a llama.cpp server first loads what an earlier session read of this
    prompt and afterwards keeps what it read now (agent/providers/prompt_slots.py); only
    for a new chat: mid-chat, loading the file would replace the conversation the
    server holds with the bare prompt, and the rest would be read again.
    ``on_progress``: told how far the server has read (from this thread)."""
    name = prompt_slots.slot_file(request)
    api_key = getattr(client, "api_key", None)  # the slot requests go to the same server as the client's
    base_url = base_url if len(request.messages) <= 1 else ""  # the stand-in question alone: a new chat
    if base_url:
        prompt_slots.restore(base_url, name, api_key)
    events = client.stream(replace(request, max_tokens=1), cancel)
    try:
        answered = False
        for event in events:
            if isinstance(event, PromptProgress) and on_progress is not None:
                on_progress(event)
            answered = answered or isinstance(event, StreamDone)
    except LLMError:
        return False
    finally:
        getattr(events, "close", lambda: None)()
    if answered and base_url and not cancel.cancelled:
        prompt_slots.save(base_url, name, api_key)
    return answered
