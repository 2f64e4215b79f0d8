"""``find_place``: where a named place is (issue 42): in the map's layers first (their text
fields holding the name, as ``zoom_to_place`` finds it), then in the offline gazetteer
(GeoNames' cities of 15,000 people or more and its countries, with their alternate names),
then, when the user turned it on, QGIS's online geocoder (services/reading/online_places.py).

It answers metadata only: a layer's name, field and count for the user's own text, and the
gazetteer's public data; no attribute value read from the user's layers. Online, the place's
name goes to the server and nothing of the map does."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ...agent.tools import LOOKUP, METADATA
from ..reading import gazetteer, online_places
from ..reading.capture import vector_layers
from ..reading.lookup_tool import LookupTool
from ..reading.value_search import find_value


class FindPlaceInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"place": "PLACE_NAME"}]})

    place: str = Field(description="A city's or a country's name, in any language GeoNames knows ('Lisboa').")

    @field_validator("place")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value.strip()


class FindPlaceTool(LookupTool):
    name: ClassVar[str] = "find_place"
    description: ClassVar[str] = (
        "Lookup: where a place is, by name. The map's layers first (`in_layers`: layer, field, features), "
        "then an offline gazetteer of cities of 15,000 people or more and countries (`places`: name, "
        "country, kind, population, lon/lat in EPSG:4326), largest first; when the user allows it, an online "
        "search for what that gazetteer lacks (`source`). To show one, use viewport with `place`."
    )
    input_model: ClassVar[type[BaseModel]] = FindPlaceInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = METADATA  # layer names and counts, and public gazetteer data
    list_key: ClassVar[str] = "places"

    def compute(self, request: FindPlaceInput, environment, clock) -> dict:
        names = environment.on_main_thread(
            lambda: [layer.name() for layer in vector_layers(environment.project) if layer.isSpatial()], clock)
        hits = find_value(environment, names, request.place) or find_value(environment, names, request.place,
                                                                           any_case=True)
        in_layers = [{"layer": hit.layer, "field": hit.field, "features": hit.rows} for hit in hits]
        places, source = gazetteer.places(request.place), gazetteer.SOURCE
        if not places and environment.places_server is not None:
            places = online_places.search(request.place, environment.places_server, clock=clock)
            if clock.cancelled():  # the turn's Stop ended the search: the lookup says so as any other does
                clock.check()
            source = online_places.SOURCE
        described = [{"name": place.name, "country": place.country, "kind": place.kind,
                      **({"population": place.population} if place.population else {}),
                      "lon": round(place.lon, 5), "lat": round(place.lat, 5)} for place in places]
        return {"place": request.place, "in_layers": in_layers, "places": described, "source": source,
                "crs": gazetteer.GAZETTEER_CRS}
