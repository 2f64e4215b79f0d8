"""Texts the user reads, made where no translator can be reached (agent/ has no Qt).

``for_user("The model {model} is not available.", model=name)`` returns a ``UserText``:
a ``str`` whose value is the English text, so the model, the log and every
``str`` operation see English, and which also carries its template and named
fields, so the chat translates the template and fills the fields in when it
shows the text (``toolbelt/i18n.py`` ``translated``). pylupdate5 extracts
``for_user("...")`` like ``tr("...")`` (``make i18n-update``).

Rules (tests/test_code_rules.py checks them):

- the template is one string literal, never an f-string or a ``+``;
- fields are named (``{layer}``) and passed as keywords; they are filled in after
  translation, so a translation may reorder them; a field may itself be a
  ``UserText`` (then it is translated too);
- a count the wording depends on is the third positional argument and ``%n`` in
  the template (Qt's plural forms): ``for_user("%n layer(s) added.", "", count)``;
  ``%Ln`` writes it with the language's thousands separator. English needs no
  catalogue: "(s)" reads "s" unless the count is 1 (``english``), so a counted word is
  written "row(s)", and an irregular plural is worded around;
- the second positional argument, when not empty, tells translators apart two
  same English words (Qt's disambiguation).

A ``str`` operation on a ``UserText`` (``+``, an f-string, ``.replace``) gives plain
English ``str``: build a longer text with a template, or with ``joined``.
"""

from __future__ import annotations

from collections.abc import Mapping


class UserText(str):
    """English text, plus what translating it takes: template, fields, count; or parts."""

    template: str
    disambiguation: str
    n: int
    fields: Mapping[str, object]
    parts: tuple[str, ...]  # a joined text: these, each translated, with ``separator``
    separator: str
    capital: bool  # its first letter upper case, once translated

    def __new__(cls, english: str = "", template: str = "", disambiguation: str = "", n: int = -1,
                fields: Mapping[str, object] | None = None, parts: tuple[str, ...] = (), separator: str = "",
                capital: bool = False):
        text = super().__new__(cls, english)
        text.template, text.disambiguation, text.n = template, disambiguation, n
        text.fields, text.parts, text.separator = dict(fields or {}), tuple(parts), separator
        text.capital = capital
        return text

    def render(self, translate) -> str:
        """The text in another language: ``translate(template, disambiguation, n)`` gives the
        template (``%n`` replaced), then the fields, each rendered alike, are filled in."""
        text = self._render(translate)
        return text[:1].upper() + text[1:] if self.capital else text

    def _render(self, translate) -> str:
        if self.parts:
            return self.separator.join(render(part, translate) for part in self.parts)
        template = translate(self.template, self.disambiguation, self.n)
        if not self.fields:
            return template
        try:
            return template.format_map({name: render(value, translate) for name, value in self.fields.items()})
        except (KeyError, IndexError, ValueError):  # a translation that broke a field: English, whole
            return self.render(english)


def render(text: object, translate) -> object:
    """``text`` translated if it is a ``UserText``; anything else as it is."""
    return text.render(translate) if isinstance(text, UserText) else text


def english(template: str, disambiguation: str = "", n: int = -1) -> str:
    """The untranslated template: ``%n`` (``%Ln``: with thousands separators) replaced as
    Qt does, "(s)" as English plurals read."""
    if n < 0:
        return template
    counted = template.replace("%Ln", f"{n:,}").replace("%n", str(n))
    return counted.replace("(s)", "" if n == 1 else "s")


def for_user(template: str, disambiguation: str = "", n: int = -1, **fields: object) -> UserText:
    """Mark a text the user reads; its value is the English text (see the module's rules)."""
    text = UserText("", template, disambiguation, n, fields)
    return UserText(text.render(english), template, disambiguation, n, fields)


def sentence(text: str) -> str:
    """``text`` with its first letter upper case (a clause shown on its own)."""
    capital = text[:1].upper() + text[1:]
    return UserText(capital, parts=(text,), capital=True) if isinstance(text, UserText) else capital


def joined(parts, separator: str = " ", end: str = "") -> UserText:
    """Texts one after the other (sentences, clauses, lines), each translated on its own;
    ``end`` (punctuation) after the last."""
    parts = [part for part in parts if part]
    if end and parts:
        parts[-1] = UserText(parts[-1] + end, parts=(parts[-1], end))
    return UserText(separator.join(parts), parts=tuple(parts), separator=separator)
