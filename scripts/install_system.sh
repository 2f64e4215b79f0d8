#!/usr/bin/env bash
# Install the Debian packages Map Assistant needs to run and test, if missing.
# Idempotent; needs root (or sudo) only when something is missing.
set -euo pipefail
# pyqt5-dev-tools, qttools5-dev-tools: pylupdate5, lupdate and lrelease (make i18n-update, make i18n-compile)
# poppler-utils: pdfinfo and pdftotext read the map exports back in the tests
packages=(qgis python3-qgis qgis-providers xvfb xauth postgresql-15 postgresql-15-postgis-3 python3-venv python3-pip
          pyqt5-dev-tools qttools5-dev-tools poppler-utils)
missing=()
for pkg in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]} == 0)); then
    exit 0
fi
echo "Installing Debian packages: ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Need root to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
