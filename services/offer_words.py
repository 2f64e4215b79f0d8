"""The words that offer the map-making tools to a chat (agent/tool_offer.py).

Word beginnings, in the plugin's languages, of what users ask for: a tool with
``offer_words`` is offered once a user message of the chat holds one. Here, not in
each tool's module, because ``map_image`` is offered on the words of the others
(tool modules never import each other: tests/services/test_registry.py).
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
    "pdf", "png", "export", "print", "layout", "map image", "image of the map", "picture of the map",
    "exporta", "imprim", "diseño de impres", "mise en page", "exporter", "druck", "exportier", "karte als",
    "esporta", "stampa", "layout di stampa",
)

# ``map_image`` is also offered when a user asks what the map shows.
LOOK_WORDS: tuple[str, ...] = (
    # Not "what is on the map": the map context answers that, and a first question that
    # offers one more tool reads the warmed-up prompt afresh from the tools on.
    "look", "see the map", "what am i looking", "screenshot",
    "mira", "qué se ve", "que se ve", "regarde", "qu'est-ce qu", "schau", "was sehe", "guarda", "cosa vedo",
    "olha", "o que vejo",
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


# The notes a small model is shown (agent/short_prompt.py): word beginnings, in the plugin's
# languages, of what a typed message asks for. The tool whose words a message holds is
# described in that message; a message that holds none gets the tools marked
# ``note_by_default``. A wrong pick costs a note the model did not need, never an action:
# every tool stays callable.
COUNT_WORDS: tuple[str, ...] = (
    "how many", "count$", "counts$", "counting$", "number of", "cuant", "cuent", "numero de", "combien", "compt", "nombre de",
    "wie viel", "anzahl", "zahl", "zähl", "quant", "conta", "numero di",
)
PLACE_WORDS: tuple[str, ...] = (
    "zoom", "show me", "go to", "where", "pan ", "center", "centre", "move the map", "fit",
    "acerca", "muestra", "ve a", "ir a", "donde", "centra", "montre", "va à", "aller à", "où", "centre",
    "zeig", "geh zu", "wo ", "zentrier", "mostra", "vai a", "vai para", "onde", "dove",
)
PICK_WORDS: tuple[str, ...] = (
    "select", "highlight", "pick", "selecc", "resalt", "sélection", "selection", "surlign", "wähl", "auswähl",
    "markier", "hervorheb", "selezion", "evidenz", "selecion", "destaq",
) + SELECTION_WORDS
LIST_WORDS: tuple[str, ...] = (
    "list", "names", "which", "what are", "lista", "nombres", "cuales", "cuáles", "liste", "noms", "quels",
    "quelles", "welche", "namen", "elenc", "nomi", "quali", "quais", "nomes",
)
FIGURE_WORDS: tuple[str, ...] = (
    "sum", "total", "average", "mean", "median", "maxim", "minim", "largest", "biggest", "smallest", "most",
    "least", "top ", "rank", "media", "promedio", "suma", "mayor", "menor", "más", "moyenne", "somme", "plus grand",
    "plus petit", "le plus", "durchschnitt", "summe", "größt", "grösst", "kleinst", "meist", "média", "soma",
    "maior", "menor", "somma", "più",
)
VALUE_WORDS: tuple[str, ...] = (
    "value", "kind", "types", "categor", "distinct", "unique", "valor", "tipos", "valeur", "sortes", "wert", "arten",
    "valori", "tipi",
)
FIELD_WORDS: tuple[str, ...] = (
    "field", "column", "attribute", "schema", "campo", "columna", "atribut", "champ", "colonne", "feld", "felder",
    "spalte", "colonna", "coluna",
)
TABLE_WORDS: tuple[str, ...] = (
    "sql", "table", "query", "tabla", "consulta", "tableau", "requête", "requete", "tabelle", "abfrage", "tabela",
    "tabella", "chart", "graph", "plot", "gráfic", "graphique", "diagramm", "grafic",
)
