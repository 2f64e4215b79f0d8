#!/usr/bin/env bash
# Start QGIS with Map Assistant in an isolated profile (never the user's own),
# a sample project open and the dock showing. Under Xvfb when there is no display.
# (The guide's pictures: `make screenshots`, scripts/screenshots.py.)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PROFILES=$ROOT/.profile
PROFILE=$PROFILES/profiles/default
SAMPLE=$PROFILES/sample
# QGIS's Python (Debian's python3) names the folder, as the plugin does (toolbelt/paths.py).
DEPS=$(/usr/bin/python3 toolbelt/paths.py "$PROFILE")

# make package leaves one zip in dist/: map_assistant.<version>.zip, beside its plugins.xml.
.venv/bin/python scripts/deploy.py dist/map_assistant.*.zip "$PROFILE" >/dev/null

# The plugin's own installer would put its dependencies here on first use; do
# it now, the same way (pinned to what QGIS ships), so the dock opens ready.
stamp=$DEPS/.requirements.sha
want=$(sha1sum requirements.txt constraints.txt | sha1sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    rm -rf "$DEPS"
    .venv/bin/python -m pip install -q --disable-pip-version-check --target "$DEPS" \
        -c constraints.txt -r requirements.txt
    echo "$want" > "$stamp"
fi

/usr/bin/python3 scripts/prepare_profile.py "$PROFILE" "$SAMPLE"

unset QT_QPA_PLATFORM   # a real (X11 or Xvfb) window, not offscreen
args=(--profiles-path "$PROFILES" --noversioncheck --nologo --project "$SAMPLE/world.qgz")
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1440x900x24" qgis "${args[@]}"
fi
exec qgis "${args[@]}"
