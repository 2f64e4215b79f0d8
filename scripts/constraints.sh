#!/usr/bin/env bash
# Pin every package the system Python already ships (numpy above all), so pip
# never upgrades what QGIS's GDAL/SciPy bindings were built against.
set -euo pipefail
python="${1:-/usr/bin/python3}"
"$python" - <<'PY'
import importlib.metadata as md
for name in ("numpy", "scipy", "GDAL", "psycopg2", "PyYAML", "requests", "urllib3", "certifi", "idna", "six", "packaging", "typing_extensions", "Pygments", "Jinja2", "MarkupSafe", "python-dateutil"):
    try:
        print(f"{name}=={md.version(name)}")
    except md.PackageNotFoundError:
        pass
PY
