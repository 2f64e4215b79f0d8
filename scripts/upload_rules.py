"""What plugins.qgis.org checks on an upload, as rules on the plugin zip (stdlib only).

Each rule returns the problems it found, one line each; none means it passes.

- ``repository_rules``: the upload validator that refuses a zip (qgis/QGIS-Plugins-Website,
  qgis-app/plugins/validator.py): size, paths, forbidden files and folders, one top folder
  named like a Python module with ``__init__.py``, ``metadata.txt`` with the required fields,
  homepage/tracker/repository given as URLs, a LICENSE, an icon that is in the zip. The site
  also asks each URL over the network; that cannot be done here (see ``person_fields``).
- ``file_analysis``: the scan's file checks (qgis-app/plugins/security_scanner.py): hidden
  files, executable Python files, file types that run outside Python.
- ``unexplained_nosec``: every ``# nosec`` names the Bandit rule it waives and says why.
- ``person_fields``: the fields only a person can fill, named on metadata.txt's
  ``; person-to-set:`` line.
"""

from __future__ import annotations

import configparser
import io
import re
import tokenize
import zipfile
from pathlib import Path, PurePosixPath
from urllib.parse import urlparse

MAX_UPLOAD_BYTES = 25_000_000
REQUIRED_METADATA = ("name", "description", "version", "qgisMinimumVersion", "author", "email", "about",
                     "tracker", "repository")
# The site refuses these as they are (its defaults for a new plugin) and anything that is not a URL.
URL_FIELDS = {"tracker": "http://bugs", "repository": "http://repo", "homepage": "http://homepage"}
FORBIDDEN_FOLDERS = ("__MACOSX", ".git", "__pycache__")
RUNS_OUTSIDE_PYTHON = (".exe", ".dll", ".so", ".dylib", ".bat", ".sh", ".ps1", ".cmd")
HIDDEN_ALLOWED = (".gitignore", ".gitattributes")
PERSON_FIELDS = {
    "email": "a contact address that reaches a maintainer",
    "homepage": "a public page about the plugin",
}
PERSON_MARKER = re.compile(r"^;\s*person-to-set:\s*(?P<fields>.*)$", re.MULTILINE)
PLACEHOLDER_DOMAINS = ("example.com", "example.org", "example.net", "localhost")  # RFC 2606: never real
NOSEC = re.compile(r"#\s*nosec\b(?P<rest>.*)")
NOSEC_EXPLAINED = re.compile(r"^\s+B\d{3}(?:\s*,\s*B\d{3}|\s+B\d{3})*\s+#\s*(?P<why>.+)$")
WORDS_IN_A_REASON = 3


def read_metadata(text: str) -> dict[str, str]:
    """metadata.txt's [general] section, read as the site reads it (configparser, names as written)."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read_string(text)
    return dict(parser["general"])


def repository_rules(zip_path: Path) -> list[str]:
    problems = []
    if zip_path.stat().st_size > MAX_UPLOAD_BYTES:
        problems.append(f"{zip_path.name} is over {MAX_UPLOAD_BYTES:,} bytes")
    try:
        archive = zipfile.ZipFile(zip_path)
    except zipfile.BadZipFile:
        return problems + [f"{zip_path.name} is not a zip file"]
    with archive:
        names = archive.namelist()
        problems += _path_problems(names)
        damaged = archive.testzip()
        if damaged is not None:
            problems.append(f"{damaged}: bad CRC")
        package, layout = _package_folder(names)
        problems += layout
        if package is None:
            return problems
        try:
            metadata = read_metadata(archive.read(f"{package}/metadata.txt").decode("utf-8"))
        except (KeyError, configparser.Error, UnicodeDecodeError) as error:
            return problems + [f"{package}/metadata.txt cannot be read: {error}"]
        problems += _metadata_problems(metadata, package, names)
    return problems


def _path_problems(names: list[str]) -> list[str]:
    problems = []
    for name in names:
        parts = name.split("/")
        if ".." in name or name.startswith("/"):
            problems.append(f"{name}: a path outside the plugin folder")
        if ".pyc" in name:
            problems.append(f"{name}: compiled Python")
        problems += [f"{name}: a {folder} folder" for folder in FORBIDDEN_FOLDERS if folder in parts]
    return problems


def _package_folder(names: list[str]) -> tuple[str | None, list[str]]:
    tops = sorted({name.split("/")[0] for name in names})
    if not names or "/" not in names[0]:
        return None, ["no folder at the top of the zip"]
    package = tops[0]
    problems = [] if len(tops) == 1 else [f"more than one top folder: {', '.join(tops)}"]
    if not re.match(r"^[A-Za-z][A-Za-z0-9-_]+$", package) or not package.isidentifier():
        problems.append(f"top folder {package!r} is not a Python module name")
    for required in ("__init__.py", "metadata.txt", "LICENSE"):
        if f"{package}/{required}" not in names:
            problems.append(f"no {package}/{required}")
    return package, problems


def _metadata_problems(metadata: dict[str, str], package: str, names: list[str]) -> list[str]:
    problems = [f"metadata.txt has no {field}" for field in REQUIRED_METADATA if not metadata.get(field, "").strip()]
    for field, site_default in URL_FIELDS.items():
        value = metadata.get(field, "").strip()
        parsed = urlparse(value)
        if value == site_default or not (parsed.scheme in ("http", "https") and parsed.netloc):
            problems.append(f"metadata.txt {field}={value!r} is not a URL")
    if "/" in metadata.get("author", ""):
        problems.append("metadata.txt author has a slash")
    icon = metadata.get("icon", "").strip()
    if not icon or f"{package}/{icon.removeprefix('./')}" not in names:
        problems.append(f"metadata.txt icon={icon!r} is not in the zip")
    return problems


def file_analysis(zip_path: Path) -> list[str]:
    problems = []
    with zipfile.ZipFile(zip_path) as archive:
        for info in archive.infolist():
            name = PurePosixPath(info.filename).name
            if name.startswith(".") and name not in HIDDEN_ALLOWED:
                problems.append(f"{info.filename}: a hidden file")
            if info.filename.lower().endswith(RUNS_OUTSIDE_PYTHON):
                problems.append(f"{info.filename}: a file type that runs outside Python")
            if info.filename.endswith(".py") and (info.external_attr >> 16) & 0o111:
                problems.append(f"{info.filename}: executable")
    return problems


def unexplained_nosec(folder: Path) -> list[str]:
    """Each ``# nosec`` comment must read ``# nosec B608 # why, in words``."""
    problems = []
    for path in sorted(folder.rglob("*.py")):
        tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
        for token in tokens:
            if token.type != tokenize.COMMENT or not (waiver := NOSEC.search(token.string)):
                continue
            explained = NOSEC_EXPLAINED.match(waiver.group("rest"))
            if not explained or len(explained.group("why").split()) < WORDS_IN_A_REASON:
                problems.append(f"{path.relative_to(folder)}:{token.start[0]}: {token.string.strip()}")
    return problems


def person_fields(metadata_text: str) -> tuple[list[str], list[str]]:
    """(what a person still has to set, problems). Fields named on the ``; person-to-set:``
    line are still to be set; with the line gone, a placeholder left in them is a problem."""
    marker = PERSON_MARKER.search(metadata_text)
    named = marker.group("fields").split() if marker else []
    to_set = [f"{field} ({PERSON_FIELDS.get(field, 'see metadata.txt')})" for field in named]
    metadata = read_metadata(metadata_text)
    problems = [f"metadata.txt {field}={metadata.get(field, '')!r} is a placeholder, yet not on the person-to-set line"
                for field in PERSON_FIELDS if field not in named and _is_placeholder(metadata.get(field, ""))]
    return to_set, problems


def _is_placeholder(value: str) -> bool:
    host = value.rsplit("@", 1)[-1] if "@" in value and "://" not in value else urlparse(value.strip()).hostname
    host = (host or "").lower()
    return not host or any(host == domain or host.endswith("." + domain) for domain in PLACEHOLDER_DOMAINS)
