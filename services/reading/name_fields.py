"""Which fields of a layer hold its features' names: one rule for the lookups that
read names (find_features, selected_features) and the corrections that quote them
(value_search.name_samples)."""

from __future__ import annotations

import re

from qgis.core import QgsFields

from ...toolbelt.qgis_compat import is_text_field

# Field names that usually hold a feature's name, in the languages of the plugin's users.
_NAME_LIKE = re.compile(r"name|nom|nombre|label|place|title|city|town", re.IGNORECASE)


def is_name_like(field_name: str) -> bool:
    return bool(_NAME_LIKE.search(field_name))


def name_field(fields: QgsFields) -> str | None:
    """The text field most likely to hold the name: "name" itself (any case), else one
    whose name holds "name" ("NAME_EN", "adm_name"), else another name-like one
    ("nom", "label"); None when no text field looks like one."""
    texts = [fields.at(i).name() for i in range(fields.count()) if is_text_field(fields.at(i))]
    for wanted in (lambda n: n.lower() == "name", lambda n: "name" in n.lower(), is_name_like):
        chosen = next((n for n in texts if wanted(n)), None)
        if chosen:
            return chosen
    return None
