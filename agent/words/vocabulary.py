"""The words several tools share (shared vocabulary; a tool's own words live with it).

Word beginnings, in the plugin's languages, of what users ask for: a tool with
``offer_words`` is offered once a user message of the chat holds one
(agent/words/tool_offer.py); a tool's ``note_words`` give a small model's message
its note (agent/words/short_prompt.py). Here because more than one tool uses each
list, and tool modules never import each other (tests/services/test_registry.py):
``map_image`` is offered on the words of ``style`` and ``map_export``, the Processing
lookups on those of ``processing``, ``count_features`` and ``query`` are both
described for a count, and ``selection`` picks up the words of ``selected_features``.
"""

from __future__ import annotations

# When a chat is offered ``style``: what users ask a style for.
STYLE_WORDS: tuple[str, ...] = (
    # English ("label" alone would catch a field called label: "which labels are most common?")
    "style", "styl", "colour", "color", "symbol", "label the", "label it", "label them", "labels on", "add label",
    "show label", "labeling", "labelling", "categoriz", "categoris", "graduat", "classif", "choropleth", "ramp",
    "opacity", "transparen", "legend", "renderer", "hide", "thematic",
    # Spanish and Portuguese
    "estilo", "simbolo", "simbolog", "etiquet", "rotul", "gradua", "clasific", "opacidad", "leyenda", "rampa",
    "ocult", "tematic", "cor ", "cores", "legenda", "opacidade",
    # Spanish "apagar una capa" turns it off (Portuguese "apaga os países" deletes: no Spanish article)
    "apaga la$", "apaga las$", "apaga el$", "apaga los$", "apague la$", "apague las$", "apague el$", "apague los$",
    # French
    "couleur", "symbole", "catégoris", "gradu", "opacité", "légende", "masquer", "thématique",
    # German
    "farbe", "färb", "einfärb", "beschrift", "kategorisier", "abgestuft", "klassifi", "deckkraft", "legende",
    "ausblend", "thematisch",
    # Italian
    "stile", "colore", "colora", "simbol", "etichett", "categorizz", "opacità", "trasparen", "nascond",
)


# When a chat is offered ``map_export``.
EXPORT_WORDS: tuple[str, ...] = (
    # Not "print" alone: "Print the names of the countries..." asks for words, not the map (issue 40).
    "print the map", "print this map", "print my map", "print a map", "print the view", "print it$", "print to",
    "printing", "printable", "printer",
    "pdf", "png", "export", "layout", "map image", "image of the map", "picture of the map",
    "exporta", "imprim", "diseño de impres", "mise en page", "exporter", "druck", "exportier", "karte als",
    "esporta", "stampa", "layout di stampa",
)

# When a chat is offered ``selected_features``: what users call the features they selected.
SELECTION_WORDS: tuple[str, ...] = (
    # Whole words ("$"), accents folded: "Selecciona..." and "Sélectionne..." ask to select.
    "selected$", "selection$", "selections$",
    "seleccionado$", "seleccionados$", "seleccionada$", "seleccionadas$", "seleccion$",
    "selectionnes$", "selectionnee$", "selectionnees$",  # not "selectionne": the imperative folds to it
    "ausgewahlt$", "ausgewahlten$", "ausgewahlte$", "auswahl$", "markiert$", "markierten$",
    "selezionato$", "selezionati$", "selezionata$", "selezionate$", "selezione$",
    "selecionado$", "selecionados$", "selecionada$", "selecionadas$", "selecao$",
)

# What users ask a count for (count_features, query).
COUNT_WORDS: tuple[str, ...] = (
    "how many", "count$", "counts$", "counting$", "number of", "cuant", "cuent", "numero de", "combien", "compt", "nombre de",
    "wie viel", "anzahl", "zahl", "zähl", "quant", "conta", "numero di",
)

# When a chat is offered the Processing tools (processing and its two lookups): what
# users ask Processing for. A request that names none of them is answered with SQL,
# selections and zooms, and a small model is not shown three more tools to choose from.
PROCESSING_WORDS: tuple[str, ...] = (
    # English
    "processing", "algorithm", "geoprocess", "toolbox", "buffer", "clip", "dissolve", "intersection",
    # Not "union" alone: the European Union (Unión Europea, Union européenne, Unione Europea) is none.
    "union of", "union the", "union these", "union both", "union with", "union layer", "union tool",
    "union algorithm", "a union", "merge", "centroid", "convex hull", "voronoi", "simplif", "reproject", "heatmap", "grid",
    "spatial join", "join by location", "join attributes", "points in polygon", "count points",
    "distance matrix", "new layer", "create a layer", "save as", "export the layer", "temporary layer",
    # Spanish
    "algoritmo", "geoproceso", "herramienta", "búfer", "zona de influencia", "recort", "disolver", "unir",
    "fusionar", "centroide", "reproyect", "capa nueva", "nueva capa", "crear una capa",
    # French
    "algorithme", "traitement", "outil", "tampon", "découp", "regroup", "fusionn", "centroïde",
    "reprojet", "nouvelle couche", "créer une couche", "jointure",
    # German
    "algorithmus", "verarbeitung", "werkzeug", "puffer", "zuschneid", "verschneid", "auflös",
    "vereinig", "zentroid", "schwerpunkt", "reprojizier", "neue ebene", "neuen layer", "neue layer",
    # Portuguese
    "ferramenta", "processamento", "recortar", "dissolv", "centróide", "reprojet", "nova camada",
    # Italian
    "strumento", "elaborazion", "ritagli", "dissolv", "unisci", "centroide", "riproiett", "nuovo layer",
    "nuovo strato",
)

# What users ask a measure with: an area, a length, a distance (the proactive note on measuring a
# layer in degrees, services/suggestions/measuring_in_degrees.py; not offered to a model).
MEASURE_WORDS: tuple[str, ...] = (
    "area$", "areas$", "length", "distance", "perimeter", "how far", "how long is", "how big", "km2", "km²",
    "square k", "square m", "hectare", "acre", "kilomet", "meters", "metres", "miles",
    "superficie", "longitud", "distancia", "perimetro", "que tan lejos", "a que distancia", "hectarea",
    "aire$", "longueur", "perimetre", "a quelle distance",
    "flache", "lange", "entfernung", "abstand", "umfang", "wie weit", "wie gross",
    "lunghezza", "distanza", "quanto dista",
    "comprimento", "distancia", "a que distancia",
)
