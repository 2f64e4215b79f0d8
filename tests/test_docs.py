"""The guide's pictures: every picture it shows exists, every picture in docs/images/ is shown,
and each is one `make screenshots` takes (scripts/screenshots.py RUNS), so none is drawn by hand
or left over from an older guide."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "images"
PAGES = [ROOT / "docs" / "guide.md", ROOT / "README.md"]
# ![alt](target) in Markdown, and <img src="target"> should a page ever use HTML.
IMAGE_LINK = re.compile(r'!\[[^\]]*\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)|<img\s[^>]*src="([^"]+)"')


def shown_images(page: Path) -> list[Path]:
    """The local pictures a Markdown page shows, as paths (web addresses left out)."""
    targets = [a or b for a, b in IMAGE_LINK.findall(page.read_text(encoding="utf-8"))]
    return [(page.parent / t).resolve() for t in targets if not re.match(r"[a-z]+:", t)]


def screenshots_taken(script: Path = ROOT / "scripts" / "screenshots.py") -> set[str]:
    """The picture names in the RUNS table of the screenshots script, read without running it."""
    for node in ast.parse(script.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "RUNS" for t in node.targets):
            runs = ast.literal_eval(node.value)
            return {name for _locale, pictures in runs.values() for name in pictures}
    raise AssertionError(f"no RUNS table in {script}")


def test_every_picture_the_pages_show_exists():
    missing = [f"{page.name}: {image}" for page in PAGES for image in shown_images(page) if not image.is_file()]
    assert missing == []


def test_every_picture_in_docs_images_is_shown_by_the_guide():
    shown = set(shown_images(ROOT / "docs" / "guide.md"))
    unshown = sorted(p.name for p in IMAGES.iterdir() if p.resolve() not in shown)
    assert IMAGES.is_dir() and unshown == []


def test_the_pictures_are_those_make_screenshots_takes():
    assert {p.name for p in IMAGES.iterdir()} == screenshots_taken()


def test_the_readme_shows_a_picture_of_the_guide():
    assert {p.parent for p in shown_images(ROOT / "README.md")} == {IMAGES}


def test_the_checks_see_links_and_refuse_what_they_must(tmp_path):
    page = tmp_path / "page.md"
    page.write_text('![a](images/one.png) ![b](images/two.png) ![c](images/three.png "t")\n'
                    '<img alt="d" src="images/four.png"> ![web](https://example.org/x.png) [not a picture](x.png)\n',
                    encoding="utf-8")
    assert [p.name for p in shown_images(page)] == ["one.png", "two.png", "three.png", "four.png"]
    script = tmp_path / "screenshots.py"
    script.write_text('RUNS = {"en": ("en_US", ["a.png", "b.png"]), "es": ("es", ["c.png"])}\n', encoding="utf-8")
    assert screenshots_taken(script) == {"a.png", "b.png", "c.png"}
