"""The text service: a Markdown answer without buttons."""

import pytest
from map_assistant.services.actions.text import TextInput, TextTool
from map_assistant.services.base import ActionEnvironment
from pydantic import ValidationError


def test_text_is_shown_as_it_is_without_buttons():
    answer = "The **roads** layer has a `kind` field.\n\n- regional\n- local"
    response = TextTool().process(ActionEnvironment(project=None, canvas=None), TextInput(text=answer))

    assert response.text == answer
    assert response.buttons == []
    assert "text" in response.status


def test_blank_text_is_rejected_by_validation():
    with pytest.raises(ValidationError) as error:
        TextInput.model_validate({"text": "  \n"})
    assert "empty" in str(error.value)


def test_extra_fields_such_as_type_are_ignored():
    assert TextInput.model_validate({"type": "text", "text": "hi"}).text == "hi"


def test_the_answer_under_another_usual_name_is_the_text():
    """make eval-live at e1a9f7d: {"type": "text", "message": "..."}, corrected twice."""
    assert TextInput.model_validate({"type": "text", "message": "I cannot delete data."}).text == "I cannot delete data."
    with pytest.raises(ValidationError):
        TextInput.model_validate({"type": "text", "message": "a", "answer": "b"})  # two answers: which one?
    with pytest.raises(ValidationError):
        TextInput.model_validate({"type": "text", "layer": "countries"})
