"""Qt translation sources (.ts) as Linguist and pylupdate5 write them, and what is wrong
with one: an entry left to translate, one the code no longer has, a translation that
lost a field of its source (``{layer}``, ``%n``), a plural without a form per case of
its language, or a catalogue out of step with what the code extracts now.

The extraction is the real one (scripts/i18n.py: pylupdate5), into a temporary file.
"""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
FIELD = re.compile(r"\{(\w+)[^{}]*\}")
COUNT = re.compile(r"%L?n")
# Plural forms per language, as Qt counts them (Linguist shows one box per form).
PLURAL_FORMS = {"es": 2, "fr": 2, "de": 2, "it": 2, "pt_BR": 2}
STALE = ("unfinished", "obsolete", "vanished")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    status: str  # "" when finished, else unfinished / obsolete / vanished
    translations: tuple[str, ...]  # one; one per plural form for a numerus message

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return self.context, self.source, self.comment, self.numerus


def i18n_script():
    spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read(path: Path) -> tuple[str, list[Message]]:
    """(the file's language, its messages)."""
    root = ET.parse(path).getroot()
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = translation.findall("numerusform") if translation is not None else []
            texts = tuple(form.text or "" for form in forms) if forms else ((translation.text or "",)
                                                                             if translation is not None else ("",))
            messages.append(Message(name, message.findtext("source") or "", message.findtext("comment") or "",
                                    message.get("numerus") == "yes",
                                    translation.get("type", "") if translation is not None else "unfinished", texts))
    return root.get("language", ""), messages


def extracted(folder: Path) -> set[tuple[str, str, str, bool]]:
    """What the code holds now, as pylupdate5 extracts it (into ``folder``)."""
    script = i18n_script()
    target = folder / "map_assistant_xx.ts"
    target.unlink(missing_ok=True)
    script.pylupdate(script.sources(), [target])
    return {message.key for message in read(target)[1]}


def problems(path: Path, expected: set[tuple[str, str, str, bool]] | None = None) -> list[str]:
    """Everything that keeps ``path`` from being a finished catalogue of the code now."""
    language, messages = read(path)
    found = [f"{message.status}: {message.source!r}" for message in messages if message.status in STALE]
    for message in messages:
        if message.status not in STALE:
            found += _translation_problems(message, PLURAL_FORMS.get(language, 2))
    if expected is not None:
        keys = {message.key for message in messages}
        found += [f"missing (make i18n-update): {key[1]!r}" for key in sorted(expected - keys)]
        found += [f"no longer in the code (make i18n-update): {key[1]!r}" for key in sorted(keys - expected)]
    return found


def _translation_problems(message: Message, forms: int) -> list[str]:
    if message.numerus and len(message.translations) != forms:
        return [f"{len(message.translations)} plural forms, not {forms}: {message.source!r}"]
    if not all(text.strip() for text in message.translations):
        return [f"empty translation: {message.source!r}"]
    wanted = sorted(FIELD.findall(message.source))
    found = []
    for text in message.translations:
        if sorted(FIELD.findall(text)) != wanted:
            found.append(f"fields {sorted(FIELD.findall(text))} instead of {wanted}: {message.source!r} -> {text!r}")
    if COUNT.search(message.source) and not COUNT.search(message.translations[-1]):
        found.append(f"the count (%n) is lost: {message.source!r} -> {message.translations[-1]!r}")
    return found


def translated_copy(source: Path, target: Path, translate) -> None:
    """``source`` with its entries finished as ``translate(source text)``: a text (every plural
    form alike), a tuple (one per plural form), or None to leave the entry as it is."""
    tree = ET.parse(source)
    language = tree.getroot().get("language", "")
    for message in tree.getroot().iter("message"):
        text = translate(message.findtext("source") or "")
        if text is None:
            continue
        translation = message.find("translation")
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            translation.text = None
            forms = text if isinstance(text, tuple) else (text,) * PLURAL_FORMS.get(language, 2)
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = text
        translation.attrib.pop("type", None)
    tree.write(target, encoding="utf-8", xml_declaration=True)
