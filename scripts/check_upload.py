"""`make check-upload`: would plugins.qgis.org take the zip `make package` built?

    python scripts/check_upload.py [DIST]

Checks the one ``map_assistant.<version>.zip`` in DIST (default ``dist``):

1. the repository's upload rules and its file checks (scripts/upload_rules.py);
2. the release: the zip's version is CHANGELOG.md's newest, its notes are in metadata.txt,
   and plugins.xml offers that zip;
3. every ``# nosec`` names its rule and says why; Bandit and detect-secrets run as the
   repository's scan runs them, with its rule sets: any finding fails;
4. flake8 as the scan runs it, for information only.

Exits 1 if anything but the flake8 count is wrong. Its last line names what only a person
can still do before uploading (the ``; person-to-set:`` line of metadata.txt).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import upload_rules

ROOT = Path(__file__).resolve().parent.parent
PLUGIN_FOLDER = "map_assistant"

# The repository scan's rule sets (qgis/QGIS-Plugins-Website, qgis-app/plugins/management/
# commands/data/*.json and security_scanner.py). Bandit runs the enabled rules only (`-t`),
# at every severity; a rule the installed Bandit does not know is skipped with a warning.
BANDIT_RULES = (
    "B101 B102 B103 B104 B105 B106 B107 B108 B110 B111 B112 B113 B201 B202 "
    "B301 B302 B303 B304 B305 B306 B307 B308 B310 B311 B312 B313 B314 B315 B316 B317 B318 B319 B320 B321 "
    "B323 B324 B401 B402 B403 B405 B406 B407 B408 B409 B412 B413 "
    "B501 B502 B503 B504 B505 B506 B507 B508 B509 "
    "B601 B602 B603 B604 B605 B606 B607 B608 B609 B610 B611 B612 B613 B614 B615 B701 B702 B703 B704"
).split()
SECRETS_DISABLED = ("IPPublicDetector",)  # the one detector the repository leaves off
SECRETS_EXCLUDED = r"metadata\.txt"  # qgis-plugin-ci's commitSha1 there would look like a secret
FLAKE8_ARGS = ("--max-line-length=120",)


def tool(module: str, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", module, *args], cwd=cwd, capture_output=True, text=True)


def bandit_findings(folder: Path) -> list[str]:
    done = tool("bandit", "-r", str(folder), "-f", "json", "-q", "-t", ",".join(BANDIT_RULES))
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        return [f"bandit did not run (exit {done.returncode}): {done.stderr.strip()[-500:]}"]
    found = [f"{Path(r['filename']).relative_to(folder)}:{r['line_number']}: {r['test_id']} {r['issue_text']}"
             for r in report["results"]]
    return found + [f"{Path(e['filename']).relative_to(folder)}: not scanned: {e['reason']}" for e in report["errors"]]


def secret_findings(folder: Path) -> list[str]:
    disabled = [arg for plugin in SECRETS_DISABLED for arg in ("--disable-plugin", plugin)]
    done = tool("detect_secrets", "scan", "--all-files", "--exclude-files", SECRETS_EXCLUDED, *disabled, ".",
                cwd=folder)
    try:
        results = json.loads(done.stdout)["results"]
    except (json.JSONDecodeError, KeyError):
        return [f"detect-secrets did not run (exit {done.returncode}): {done.stderr.strip()[-500:]}"]
    return [f"{path}:{secret['line_number']}: {secret['type']}" for path, secrets in sorted(results.items())
            for secret in secrets]


def flake8_findings(folder: Path) -> list[str]:
    done = tool("flake8", *FLAKE8_ARGS, ".", cwd=folder)
    return [line for line in done.stdout.splitlines() if line.strip()]


def release_problems(archive: Path, metadata: dict[str, str], root: Path = ROOT) -> list[str]:
    from qgispluginci.changelog import ChangelogParser  # the same reading as `make package`

    newest = ChangelogParser(parent_folder=root).latest_version()
    source = upload_rules.read_metadata((root / "metadata.txt").read_text(encoding="utf-8"))
    problems = [f"{where} version is {version}, CHANGELOG.md's newest is {newest}"
                for where, version in (("the zip's", metadata.get("version")), ("metadata.txt's", source["version"]))
                if version != newest]
    if f"Version {newest}:" not in metadata.get("changelog", ""):
        problems.append(f"the zip's metadata.txt changelog lacks the notes of {newest}")
    listing = archive.parent / "plugins.xml"
    if not listing.is_file():
        return problems + [f"no plugins.xml beside {archive.name}"]
    plugin = ElementTree.parse(listing).getroot().find("pyqgis_plugin")  # our own file, just written
    offered = {"version": plugin.get("version"), "file": plugin.findtext("file_name"),
               "url": plugin.findtext("download_url", "")}
    if offered["version"] != metadata.get("version") or offered["file"] != archive.name:
        problems.append(f"plugins.xml offers {offered['file']} {offered['version']}, not {archive.name}")
    if not offered["url"].endswith("/" + archive.name):
        problems.append(f"plugins.xml download_url {offered['url']} does not end with /{archive.name}")
    return problems


def the_zip(dist: Path) -> Path:
    found = sorted(dist.glob(f"{PLUGIN_FOLDER}.*.zip"))
    if len(found) != 1:
        raise SystemExit(f"check-upload: expected one {PLUGIN_FOLDER}.<version>.zip in {dist}, found {len(found)}: "
                         "run make package")
    return found[0]


def report(title: str, problems: list[str], blocking: bool = True) -> bool:
    verdict = "ok" if not problems else ("FAIL" if blocking else "info")
    print(f"{verdict:>4}  {title}" + (f": {len(problems)}" if problems else ""))
    shown = 40 if blocking else 10
    for line in problems[:shown]:
        print(f"        {line}")
    if len(problems) > shown:
        print(f"        ... and {len(problems) - shown} more")
    return not problems or not blocking


def main() -> int:
    archive = the_zip(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist")
    print(f"check-upload: {archive}")
    with zipfile.ZipFile(archive) as opened:
        metadata_text = opened.read(f"{PLUGIN_FOLDER}/metadata.txt").decode("utf-8")
    to_set, person_problems = upload_rules.person_fields(metadata_text)
    passed = [
        report("plugins.qgis.org upload rules", upload_rules.repository_rules(archive)),
        report("the scan's file checks", upload_rules.file_analysis(archive)),
        report("release: version, notes, plugins.xml",
               release_problems(archive, upload_rules.read_metadata(metadata_text))),
        report("fields only a person sets", person_problems),
    ]
    with tempfile.TemporaryDirectory(prefix="ma-upload-") as scratch:
        folder = Path(scratch)
        with zipfile.ZipFile(archive) as opened:
            opened.extractall(folder)
        passed += [
            report("every # nosec names its rule and why", upload_rules.unexplained_nosec(folder)),
            report(f"bandit, the repository's {len(BANDIT_RULES)} rules", bandit_findings(folder)),
            report("detect-secrets, the repository's detectors", secret_findings(folder)),
        ]
        report("flake8 " + " ".join(FLAKE8_ARGS) + " (information; the repository does not block on it)",
               flake8_findings(folder), blocking=False)
    print("homepage, tracker and repository have the form of URLs; plugins.qgis.org also asks each of them "
          "over the network, which this check cannot")
    if not all(passed):
        print("check-upload: FAILED")
        return 1
    if to_set:
        print("before uploading, a person must set: " + ", ".join(to_set)
              + " - in metadata.txt, then delete its '; person-to-set:' line")
    else:
        print("check-upload: ready to upload")
    return 0


if __name__ == "__main__":
    sys.exit(main())
