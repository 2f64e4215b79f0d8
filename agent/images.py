"""Pictures in the conversation: a lookup's image (``map_image``) as content blocks.

Pure Python. The session keeps blocks in the Anthropic form: a tool_result whose
content is a text block and an ``image`` block (base64 PNG); the OpenAI client
turns the image into an ``image_url`` part of a user message. A picture is sent
once: older ones become a short text in later requests (the model has said what it
saw by then, and each picture costs about as much as a page of text every request).
Sizes are estimated without the base64, which would count ~30x too many tokens.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

IMAGE_TOKENS = 1_600  # about what a 1024-pixel picture costs (Anthropic: width x height / 750)
SENT_EARLIER = "[The picture of the map sent here earlier is left out of later requests.]"


@dataclass(frozen=True)
class ImageAnswer:
    """A lookup's answer with a picture: its JSON text, and the PNG as base64."""

    text: str
    png_base64: str

    def blocks(self) -> list[dict]:
        return [{"type": "text", "text": self.text}, image_block(self.png_base64)]


def image_block(png_base64: str) -> dict:
    return {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": png_base64}}


def is_image(block: Any) -> bool:
    return isinstance(block, dict) and block.get("type") == "image"


def count_images(value: Any) -> int:
    if is_image(value):
        return 1
    if isinstance(value, dict):
        return sum(count_images(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return sum(count_images(v) for v in value)
    return 0


def without_image_data(value: Any) -> Any:
    """``value`` with each image's base64 left out (for size estimates and logs)."""
    if is_image(value):
        return {"type": "image"}
    if isinstance(value, dict):
        return {k: without_image_data(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [without_image_data(v) for v in value]
    return value


def estimated_chars(value: Any) -> int:
    """Characters of ``value``'s JSON, a picture counted as IMAGE_TOKENS tokens (x4)."""
    text = value if isinstance(value, str) else json.dumps(without_image_data(value), ensure_ascii=False)
    return len(text) + count_images(value) * IMAGE_TOKENS * 4


def only_newest_images(messages: Sequence[dict]) -> list[dict]:
    """The messages with pictures kept in the newest message only; older ones become
    SENT_EARLIER. Messages without pictures are returned as they are (same objects)."""
    last = len(messages) - 1
    return [message if i == last or not count_images(message) else pictures_left_out(message)
            for i, message in enumerate(messages)]


def pictures_left_out(value: Any) -> Any:
    """``value`` with each picture replaced by SENT_EARLIER (a saved chat keeps none)."""
    if is_image(value):
        return {"type": "text", "text": SENT_EARLIER}
    if isinstance(value, dict):
        return {k: pictures_left_out(v) for k, v in value.items()}
    if isinstance(value, list):
        return [pictures_left_out(v) for v in value]
    return value


def result_text(content: Any) -> str:
    """The text of a tool_result's content (a string, or blocks of which pictures are skipped)."""
    if isinstance(content, str):
        return content
    return "\n".join(b.get("text", "") for b in content or [] if isinstance(b, dict) and b.get("type") == "text")
