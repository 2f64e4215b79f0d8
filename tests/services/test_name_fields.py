"""The one rule for a layer's name field (services/reading/name_fields.py), on real QgsFields."""

import pytest
from map_assistant.services.reading.name_fields import is_name_like, name_field
from map_assistant.toolbelt.qgis_compat import field_type
from qgis.core import QgsField, QgsFields


def _fields(*names: str, numeric: tuple[str, ...] = ()) -> QgsFields:
    fields = QgsFields()
    for name in names:
        fields.append(QgsField(name, field_type("QString")))
    for name in numeric:
        fields.append(QgsField(name, field_type("Int")))
    return fields


@pytest.mark.parametrize(("names", "numeric", "chosen"), [
    (("iso_a3", "NAME_EN", "NAME"), (), "NAME"),  # "name" itself wins over one that holds it
    (("iso_a3", "adm_name", "name_long"), (), "adm_name"),  # else the first that holds "name"
    (("code", "nom_commune"), (), "nom_commune"),  # else another language's or kind's name
    (("code", "kind"), ("name",), None),  # a number is no name, and no text field looks like one
])
def test_the_name_field(names, numeric, chosen):
    assert name_field(_fields(*names, numeric=numeric)) == chosen


def test_name_like_field_names():
    assert [is_name_like(n) for n in ("NAME", "nombre", "Label", "city_code", "pop_est", "iso_a2")] == [
        True, True, True, True, False, False]
