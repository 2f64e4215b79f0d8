#!/usr/bin/env bash
# Start QGIS with Map Assistant in an isolated profile (never the user's own),
# a sample project open and the dock showing. Under Xvfb when there is no display.
# (The guide's pictures: `make screenshots`, scripts/screenshots.py.)
set -euo pipefail
cd "$(dirname "$0")/.."
# No Anthropic key in the environment: the local model server of `make test`
# (scripts/llm_server.py: llama.cpp's server with Qwen2.5-Coder 1.5B, fetched once
# into ~/.cache) answers instead, so the first question works with no key. This
# script runs again under `llm_server.py run`, which stops that server when QGIS
# closes. LOCAL_MODEL=0 opens QGIS without it; LOCAL_MODEL=1 starts it even with a key.
if [ -z "${MAP_ASSISTANT_LLM_URL:-}" ] &&
   { [ "${LOCAL_MODEL:-}" = 1 ] || { [ -z "${ANTHROPIC_API_KEY:-}" ] && [ "${LOCAL_MODEL:-}" != 0 ]; }; }; then
    exec .venv/bin/python scripts/llm_server.py run bash scripts/run_qgis.sh
fi
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

/usr/bin/python3 scripts/prepare_profile.py "$PROFILE" "$SAMPLE" ${MAP_ASSISTANT_LLM_URL:+--local-model "$MAP_ASSISTANT_LLM_URL"}

unset QT_QPA_PLATFORM   # a real (X11 or Xvfb) window, not offscreen
args=(--profiles-path "$PROFILES" --noversioncheck --nologo --project "$SAMPLE/world.qgz")
if [ -z "${DISPLAY:-}" ]; then
    # No screen: say how to see QGIS, from inside xvfb-run, which alone knows the display it
    # took (-a) and the authority file that display asks for.
    # MAP_ASSISTANT_XVFB_FROM: the first display to try (the test-matrix legs share the
    # abstract X socket namespace but not /tmp, where -a looks for the displays taken).
    exec xvfb-run -a -n "${MAP_ASSISTANT_XVFB_FROM:-99}" -s "-screen 0 1440x900x24" bash -c '
        echo "run_qgis: no display, so QGIS runs under Xvfb on $DISPLAY, where nobody sees it: make run is meant"
        echo "for a desktop. To look at it from here, run a VNC server on that display (apt-get install x11vnc):"
        echo "    x11vnc -display $DISPLAY -auth $XAUTHORITY -localhost -nopw -forever"
        echo "then a VNC viewer on localhost:5900 (from another machine: ssh -L 5900:localhost:5900 this-machine)."
        exec qgis "$@"' run_qgis "${args[@]}"
fi
exec qgis "${args[@]}"
