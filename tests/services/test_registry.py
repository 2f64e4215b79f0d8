"""The service catalogue: one entry per action type, each a complete tool for the model."""

import json

import pytest
from map_assistant.services import registry
from map_assistant.services.base import ServiceResponse
from pydantic import BaseModel


def test_the_catalogue_has_the_four_action_types_and_the_lookups_once():
    names = [service.name for service in registry.SERVICES]
    actions = [s.name for s in registry.SERVICES if not hasattr(s, "run")]
    assert sorted(actions) == ["selection", "sql", "text", "viewport"]
    assert [s.name for s in registry.SERVICES if hasattr(s, "run")] == ["layer_schema"]
    assert len(set(names)) == len(names)


@pytest.mark.parametrize("service", registry.create_services(), ids=lambda s: s.name)
def test_every_service_is_a_complete_tool(service):
    # What the agent turns into an Anthropic tool definition.
    assert issubclass(service.input_model, BaseModel)
    schema = service.input_model.model_json_schema()
    assert schema["type"] == "object" and schema["properties"]
    json.dumps(schema)  # must be plain JSON
    for name, prop in schema["properties"].items():
        assert prop.get("description"), f"{service.name}.{name} has no description for the model"
    # The description teaches the model: it shows an example with the type.
    assert f'"type": "{service.name}"' in service.description
    # An action becomes a button (process); a lookup is answered to the model (run).
    assert callable(getattr(service, "process", None)) != callable(getattr(service, "run", None))


def test_by_name_returns_a_new_service_or_none():
    sql = registry.by_name("sql")
    assert sql is not None and sql.name == "sql"
    assert registry.by_name("sql") is not sql
    assert registry.by_name("buffer") is None


def test_the_text_service_from_the_registry_answers():
    service = registry.by_name("text")
    response = service.process(None, service.input_model.model_validate({"text": "Hello"}))
    assert isinstance(response, ServiceResponse) and response.text == "Hello"

