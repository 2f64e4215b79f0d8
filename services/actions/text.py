"""The ``text`` service: a plain Markdown answer, no button."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...agent.tools import ACTION, METADATA
from ..acting.action_tool import ActionTool
from ..base import ActionEnvironment, ActionReply

_OTHER_NAMES = ("message", "answer", "content", "response", "reply")


class TextInput(BaseModel):
    model_config = ConfigDict(
        extra="ignore",
        json_schema_extra={"examples": [{"text": "The **LAYER_NAME** layer has a `FIELD` field."}]},
    )

    text: str = Field(description="The answer for the user.")

    @model_validator(mode="before")
    @classmethod
    def _text_by_another_name(cls, data: object) -> object:
        """``{"type": "text", "message": "..."}``: the one answer under another usual name is the
        text (make eval-live at e1a9f7d: a small model wrote "message", twice)."""
        if isinstance(data, dict) and "text" not in data:
            given = [data[name] for name in _OTHER_NAMES if isinstance(data.get(name), str)]
            if len(given) == 1:
                return {**data, "text": given[0]}
        return data

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text is empty; write the answer for the user")
        return value


class TextTool(ActionTool):
    name: ClassVar[str] = "text"
    description: ClassVar[str] = (
        "Answer in plain Markdown when no map action is needed: explanations, "
        "advice, or a question back to the user. To count or measure, use the `sql` action."
    )
    input_model: ClassVar[type[BaseModel]] = TextInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA

    def process(self, environment: ActionEnvironment, call: TextInput) -> ActionReply:
        return ActionReply(text=call.text, status="shown to the user as text")
