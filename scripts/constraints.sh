#!/usr/bin/env bash
# Pin the compiled packages the system Python already ships (numpy above all),
# never upgrades what QGIS's GDAL/SciPy bindings were built against.
set -euo pipefail
python="${1:-/usr/bin/python3}"
"$python" - <<'PY'
import importlib.metadata as md
for name in ("numpy", "scipy", "GDAL", "psycopg2", "matplotlib", "pandas"):
    try:
        print(f"{name}=={md.version(name)}")
    except md.PackageNotFoundError:
        pass
PY
