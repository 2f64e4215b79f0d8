"""When a chat is offered the Processing tools (agent/tool_offer.py): word beginnings,
in the plugin's languages, of what users ask Processing for. A request that names
none of them is answered with SQL, selections and zooms, and a small model is not
shown three more tools to choose from."""

PROCESSING_WORDS: tuple[str, ...] = (
    # English
    "processing", "algorithm", "geoprocess", "toolbox", "buffer", "clip", "dissolve", "intersection",
    "union", "merge", "centroid", "convex hull", "voronoi", "simplif", "reproject", "heatmap", "grid",
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
