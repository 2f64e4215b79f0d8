"""What differs between the QGIS versions the plugin runs on (3.22 to 4.x), in one place.

The rest of the code never asks which QGIS or Qt it runs on; it uses these.
``make test-matrix`` runs the suite on 3.22, 3.40 and 3.44; docs/QT6.md lists
what only QGIS 4 (Qt6) can prove.
"""

from __future__ import annotations

from qgis.core import Qgis
from qgis.PyQt.QtCore import QMetaType

try:  # Qt6 (QGIS 4), and QGIS 3 builds whose qgis.PyQt.QtGui re-exports it
    from qgis.PyQt.QtGui import QAction
except ImportError:  # Qt5
    from qgis.PyQt.QtWidgets import QAction

__all__ = ["QAction", "field_type", "field_type_name", "is_text_field", "type_id"]

# QGIS 3.38 moved field types from QVariant.Type to QMetaType.Type (Qt6 has no QVariant.Type).
_FIELD_TYPES_ARE_METATYPES = Qgis.versionInt() >= 33800


def type_id(value) -> int:
    """The number of a field or value type, whichever enum carries it: QVariant.Type
    (QGIS < 3.38), QMetaType.Type (3.38+, a Python enum on Qt6). Qt5 gives the
    built-in types the same numbers in both, so one table keyed by it serves all."""
    return int(getattr(value, "value", value))


def field_type_name(field) -> str:
    """A field's type as the context shows it: the provider's name ("varchar", "Integer64"),
    else Qt's for its type ("QString"): a virtual layer's fields have no provider name, and
    QgsField.friendlyTypeString (3.24+) is not there on 3.22."""
    name = field.typeName()
    if name:
        return name
    return QMetaType.typeName(type_id(field.type())) or ""


def is_text_field(field) -> bool:
    """A QgsField holding text (QString: the same number in QVariant.Type on Qt5)."""
    return type_id(field.type()) == type_id(QMetaType.Type.QString)


def field_type(name: str):
    """What ``QgsField(name, type)`` takes on this QGIS, for a ``QMetaType.Type`` name
    ("Int", "Double", "QString", "QDate"...)."""
    meta = getattr(QMetaType.Type, name)
    if _FIELD_TYPES_ARE_METATYPES:
        return meta
    from qgis.PyQt.QtCore import QVariant

    # QGIS < 3.38 only (Qt5), where fields take QVariant.Type. Spelled with getattr because
    # qgis-pyqt5to6 (0.0.0.dev0) stops on "QVariant.Type" that is not followed by a member.
    return getattr(QVariant, "Type")(type_id(meta))  # noqa: B009


def read_only_layer_options():
    """``QgsVectorLayer.LayerOptions`` that open the provider read-only where QGIS has that
    (``forceReadOnly``: in 3.40, not in 3.22): a wall under the layer's own read-only mark,
    which only stops edits that go through the layer."""
    from qgis.core import QgsVectorLayer

    options = QgsVectorLayer.LayerOptions()
    if hasattr(options, "forceReadOnly"):
        options.forceReadOnly = True
    return options
