"""A user installs Map Assistant from its plugin repository, as the README tells them.

`make package` (qgis-plugin-ci) builds the zip and plugins.xml; a real HTTP server on
127.0.0.1 serves them as the published repository would; the real QGIS desktop
application (under Xvfb, a fresh profile) adds the plugins.xml URL in the Plugin
Manager's settings, fetches it and installs the plugin with the Plugin Manager's own
code (tests/release/install_driver.py); QGIS then loads it and shows its dock.

Nothing is simulated. The package is built from the repository's git index (scripts/
package.py): on a fresh clone that is every file; in a work tree, new files count once
committed. Building needs git; the test-matrix chroots need it installed.
"""

import json
import os
import shutil
import subprocess
import sys
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from support.fixtures.xvfb import first_display

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import package  # noqa: E402

QGIS = shutil.which("qgis")
XVFB = shutil.which("xvfb-run")
PLUGIN = package.PLUGIN_FOLDER


class RecordingFileHandler(SimpleHTTPRequestHandler):
    def do_GET(self):
        self.server.requested.append(urlsplit(self.path).path)  # the Plugin Manager adds ?qgis=<version>
        super().do_GET()

    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    """The release in a folder served over HTTP on 127.0.0.1, as the plugin's repository."""
    folder = tmp_path_factory.mktemp("repository")
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(RecordingFileHandler, directory=str(folder)))
    server.requested = []
    thread = threading.Thread(target=server.serve_forever, name="plugin-repository", daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        yield {"url": url, "zip": package.build(folder, url=url), "requested": server.requested}
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def run_plugin_manager(profiles: Path, home: Path, repository_url: str) -> dict:
    assert QGIS and XVFB, "needs the qgis binary and xvfb-run: run `make test`, which installs both"
    result = home / "installed.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "QT_QPA"))}
    env.update({"HOME": str(home), "MA_INSTALL_RESULT": str(result), "MA_PLUGIN_REPOSITORY": repository_url})
    command = [XVFB, "-a", "-n", first_display(), QGIS, "--profiles-path", str(profiles), "--nologo", "--noversioncheck",
               "--code", str(Path(__file__).with_name("install_driver.py"))]
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=150)  # a hang, not a verdict
    except subprocess.TimeoutExpired as hung:
        steps = Path(f"{result}.steps")
        pytest.fail(f"QGIS hung; the driver's steps: {steps.read_text() if steps.exists() else 'none'}\n"
                    f"{(hung.stdout or b'')[-3000:]!r}\n{(hung.stderr or b'')[-3000:]!r}")
    assert result.exists(), f"QGIS wrote no result (exit {done.returncode}):\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return json.loads(result.read_text(encoding="utf-8"))


def test_the_plugin_manager_installs_it_from_plugins_xml_and_qgis_loads_it(published, tmp_path):
    profiles = tmp_path / "profiles"  # a fresh profile: nothing installed, no settings
    seen = run_plugin_manager(profiles, tmp_path, published["url"] + "plugins.xml")
    assert seen["errors"] == [] and seen["dialogs"] == [], (seen["errors"], seen["dialogs"])

    version = package.newest_version()
    assert seen["repositories"] == {"Map Assistant (test)": {"state": 2, "error": ""}}  # 2: loaded
    assert seen["offered"] == {"name": "Map Assistant", "version_available": version, "experimental": True,
                               "download_url": published["url"] + published["zip"].name,
                               "status_exp": "not installed", "zip_repository": "Map Assistant (test)"}
    assert published["requested"] == ["/plugins.xml", f"/{published['zip'].name}"]

    installed = profiles / "profiles" / "default" / "python" / "plugins" / PLUGIN
    assert Path(seen["home_plugin_path"]) == installed.parent
    assert (installed / "metadata.txt").is_file() and (installed / "plugin.py").is_file()
    assert seen["version"] == version
    assert seen["active"] and seen["enabled_at_start"]
    assert Path(seen["module_file"]).resolve() == (installed / "__init__.py").resolve()  # the installed copy runs
    assert seen["dock"]
