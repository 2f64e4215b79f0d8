"""The catalogue's generic ``{{LAYER.selection}}``, copied as written, made the layer it means.

The placeholder catalogue writes LAYER where a layer's name goes; a small model
copies ``{{LAYER.selection}}`` verbatim, and the eval saw it do so again after a
correction named the right layer (issue 26). When exactly one layer has a
selection and the text names that layer as well (``FROM countries WHERE fid IN
({{LAYER.selection}})``), LAYER can only mean it: the text and the declared
placeholders are written with its name, with no round trip to the model. In any
other case they are left as they are, and the usual correction names the layers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..placeholders.fill import quoted_layer
from ..snapshot.map_snapshot import MapSnapshot

GENERIC = "LAYER."


def with_selected_layer(snapshot: MapSnapshot, text: str, declared: Sequence[str],
                        action_layer: str = "") -> tuple[str, list[str]]:
    """``text`` and ``declared`` with ``{{LAYER.`` written as the one selected layer (see above);
    ``action_layer``, the layer an action works on, counts as naming it."""
    if "{{" + GENERIC not in text or any(layer.name == GENERIC[:-1] for layer in snapshot.layers):
        return text, list(declared)
    selected = [layer.name for layer in snapshot.layers if layer.selection_count > 0]
    if len(selected) != 1:
        return text, list(declared)
    name = selected[0]
    named = action_layer.casefold() == name.casefold() or re.search(
        rf"(?<!\w){re.escape(name)}(?!\w)", text.replace("{{" + GENERIC, ""), re.IGNORECASE)
    if not named:
        return text, list(declared)
    written = quoted_layer(name) + "."
    return (text.replace("{{" + GENERIC, "{{" + written),
            [re.sub(r"^(\s*\{\{\s*)?" + re.escape(GENERIC), lambda m: (m.group(1) or "") + written, item)
             for item in declared])
