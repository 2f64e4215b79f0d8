"""`make check-upload` (scripts/check_upload.py, scripts/upload_rules.py): the zip
`make package` builds passes plugins.qgis.org's upload rules and scans, and each rule
and scanner finds what it must on a zip or a file made to break it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import check_upload  # noqa: E402
import package  # noqa: E402
import upload_rules  # noqa: E402

GOOD_METADATA = {
    "name": "Demo", "description": "A demo.", "about": "It demonstrates.", "version": "1.0.0",
    "qgisMinimumVersion": "3.22", "author": "Someone", "email": "someone@qgis.invalid.test",
    "homepage": "https://demo.test/", "tracker": "https://demo.test/issues", "repository": "https://demo.test/code",
    "icon": "icon.svg",
}


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("dist")
    package.build(folder, url="https://example.org/releases/")
    return folder


def test_the_packaged_zip_passes_and_the_last_line_is_for_a_person(dist):
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "check_upload.py"), str(dist)],
                          capture_output=True, text=True)
    lines = done.stdout.splitlines()
    assert done.returncode == 0, done.stdout + done.stderr
    failed = [line for line in lines if line.lstrip().startswith("FAIL")]
    assert failed == []
    assert any(line.startswith("  ok  bandit") for line in lines)
    assert any(line.startswith("  ok  detect-secrets") for line in lines)
    assert lines[-1].startswith("before uploading, a person must set")
    assert "email (" in lines[-1] and "homepage (" in lines[-1]


def test_plugins_xml_must_offer_the_zip_beside_it(dist, tmp_path):
    copy = shutil.copytree(dist, tmp_path / "dist")
    listing = copy / "plugins.xml"
    archive = next(copy.glob("map_assistant.*.zip"))
    listing.write_text(listing.read_text(encoding="utf-8").replace(archive.name, "map_assistant.9.9.9.zip"))
    metadata = upload_rules.read_metadata(zipfile.ZipFile(archive).read("map_assistant/metadata.txt").decode())
    problems = check_upload.release_problems(archive, metadata)
    assert any("plugins.xml offers map_assistant.9.9.9.zip" in problem for problem in problems)
    assert check_upload.release_problems(archive, {**metadata, "version": "0.0.1"})[0].startswith("the zip's version")


# ---------------------------------------------------------------- the repository's upload rules


def make_zip(path: Path, files: dict[str, str], metadata: dict[str, str] | None = GOOD_METADATA) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        if metadata is not None:
            archive.writestr("demo/metadata.txt", "[general]\n" + "".join(f"{k}={v}\n" for k, v in metadata.items()))
        for name, text in files.items():
            archive.writestr(name, text)
    return path


GOOD_FILES = {"demo/__init__.py": "def classFactory(iface):\n    pass\n", "demo/LICENSE": "GPL", "demo/icon.svg": "<svg/>"}


def test_a_well_formed_zip_passes(tmp_path):
    good = make_zip(tmp_path / "demo.zip", GOOD_FILES)
    assert upload_rules.repository_rules(good) == []
    assert upload_rules.file_analysis(good) == []


@pytest.mark.parametrize(("files", "metadata", "problem"), [
    ({"demo/x.pyc": ""}, GOOD_METADATA, "demo/x.pyc: compiled Python"),
    ({"demo/__pycache__/x.py": ""}, GOOD_METADATA, "a __pycache__ folder"),
    ({"demo/../evil.py": ""}, GOOD_METADATA, "a path outside the plugin folder"),
    ({"other/readme.txt": ""}, GOOD_METADATA, "more than one top folder: demo, other"),
    ({"demo/LICENSE": None}, GOOD_METADATA, "no demo/LICENSE"),
    ({}, {k: v for k, v in GOOD_METADATA.items() if k != "email"}, "metadata.txt has no email"),
    ({}, {**GOOD_METADATA, "tracker": "http://bugs"}, "tracker='http://bugs' is not a URL"),
    ({}, {**GOOD_METADATA, "homepage": "demo.test"}, "homepage='demo.test' is not a URL"),
    ({}, {k: v for k, v in GOOD_METADATA.items() if k != "homepage"}, "homepage='' is not a URL"),
    ({}, {**GOOD_METADATA, "author": "A/B"}, "author has a slash"),
    ({"demo/icon.svg": None}, GOOD_METADATA, "icon='icon.svg' is not in the zip"),
    ({"demo/__init__.py": None}, GOOD_METADATA, "no demo/__init__.py"),
    ({}, None, "demo/metadata.txt cannot be read"),
])
def test_each_upload_rule_refuses_what_the_repository_refuses(tmp_path, files, metadata, problem):
    contents = {**GOOD_FILES, **files}
    broken = make_zip(tmp_path / "demo.zip", {k: v for k, v in contents.items() if v is not None}, metadata)
    found = upload_rules.repository_rules(broken)
    assert any(problem in line for line in found), found


def test_the_top_folder_must_be_a_module_name(tmp_path):
    with zipfile.ZipFile(tmp_path / "bad.zip", "w") as archive:
        archive.writestr("1-demo/__init__.py", "")
    assert "top folder '1-demo' is not a Python module name" in upload_rules.repository_rules(tmp_path / "bad.zip")


def test_the_scans_file_checks(tmp_path):
    path = make_zip(tmp_path / "demo.zip", {**GOOD_FILES, "demo/.DS_Store": "", "demo/run.sh": "", "demo/.gitignore": ""})
    with zipfile.ZipFile(path, "a") as archive:
        executable = zipfile.ZipInfo("demo/tool.py")
        executable.external_attr = 0o100755 << 16
        archive.writestr(executable, "")
    assert upload_rules.file_analysis(path) == [
        "demo/.DS_Store: a hidden file", "demo/run.sh: a file type that runs outside Python", "demo/tool.py: executable"]


# ---------------------------------------------------------------- waivers, person fields, scanners


def test_a_nosec_names_its_rule_and_says_why(tmp_path):
    (tmp_path / "probe.py").write_text(
        'a = 1  # nosec\n'
        'b = 2  # nosec B608\n'
        'c = 3  # nosec B608 # fine\n'
        'd = 4  # nosec B608 # values are bound parameters, never formatted in\n'
        'e = 5  # nosec B404, B603 # git runs with a fixed argument list\n'
        'f = "# nosec is text here, not a comment"\n')
    assert upload_rules.unexplained_nosec(tmp_path) == [
        "probe.py:1: # nosec", "probe.py:2: # nosec B608", "probe.py:3: # nosec B608 # fine"]


def test_person_fields_come_from_the_marker_and_placeholders_are_caught_without_it():
    marked = "[general]\n; person-to-set: email homepage\nemail=a@example.org\nhomepage=https://example.org/\n"
    to_set, problems = upload_rules.person_fields(marked)
    assert [field.split(" ")[0] for field in to_set] == ["email", "homepage"] and problems == []
    _, problems = upload_rules.person_fields(marked.replace("; person-to-set: email homepage\n", ""))
    assert [problem.split("=")[0] for problem in problems] == ["metadata.txt email", "metadata.txt homepage"]
    assert upload_rules.person_fields("[general]\nemail=maintainer@qgis.org\nhomepage=https://qgis.org/\n") == ([], [])


def test_bandit_and_detect_secrets_find_what_the_repository_would_refuse(tmp_path):
    plugin = tmp_path / "demo"
    plugin.mkdir()
    (plugin / "risky.py").write_text("def run(text):\n    return eval(text)\n")
    (plugin / "waived.py").write_text("def run(text):\n    return eval(text)  # nosec B307 # a probe: the waiver is honoured\n")
    key = "AKIA" + "IOSFODNN7EXAMPLE"  # AWS's documented example key, assembled so this file holds none
    (plugin / "keys.py").write_text(f'ACCESS_KEY_ID = "{key}"\n')
    assert [line.split(": ", 1)[1].split(" ")[0] for line in check_upload.bandit_findings(tmp_path)] == ["B307"]
    assert "AWS Access Key" in " ".join(check_upload.secret_findings(tmp_path))
    (plugin / "keys.py").unlink()
    assert check_upload.secret_findings(tmp_path) == []
    (plugin / "long.py").write_text("x = '" + "a" * 130 + "'\n")
    assert any("E501" in line for line in check_upload.flake8_findings(tmp_path))
