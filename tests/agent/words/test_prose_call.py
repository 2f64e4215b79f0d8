"""A lookup called in its section's layout (agent/words/prose_call.py): the call is read from
the values under "Fields:"; a copy of the section itself, or prose, is no call."""

from map_assistant.agent.tools import LOOKUP
from map_assistant.agent.words.prose_call import read_prose_call
from pydantic import BaseModel


class _Lookup:
    kind = LOOKUP
    input_model = BaseModel

    def __init__(self, name: str, description: str):
        self.name, self.description = name, description


TOOLS = {
    "field_values": _Lookup("field_values", "Lookup: the values of one field of a vector layer with their exact "
                                            "counts, most frequent first (null included)."),
    "layer_schema": _Lookup("layer_schema", "Lookup: the full description of one vector layer: storage, SQL engine."),
}

# make eval-live at fdd3e51, twice in a row for one question.
BRAZIL = ("Lookup: the values of one field of a vector layer with their exact counts, most frequent first (null "
          "included), and the number of distinct values.\nFields:\n- layer: states_provinces\n- field: name\n"
          "- limit: 20\nResult:\n- name: Brazil\n- count: 1")


def test_the_values_under_fields_are_the_call_and_the_made_up_result_is_not():
    assert read_prose_call(BRAZIL, TOOLS) == ("field_values", {"layer": "states_provinces", "field": "name",
                                                               "limit": "20"})


def test_a_copy_of_the_section_or_of_the_description_alone_is_no_call():
    section = ("Lookup: the full description of one vector layer: storage, SQL engine.\nFields:\n"
               "- layer (string, required): The vector layer's name.")
    assert read_prose_call(section, TOOLS) is None
    assert read_prose_call("Lookup: the values of one field of a vector layer with their exact counts.", TOOLS) is None


def test_a_description_no_lookup_has_or_plain_prose_is_no_call():
    assert read_prose_call("Lookup: the weather in Paris today.\nFields:\n- city: Paris", TOOLS) is None
    assert read_prose_call("There are 27 states.\nFields:\n- layer: states_provinces", TOOLS) is None
