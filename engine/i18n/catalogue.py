"""Message catalogues in Qt's TS format, read without Qt (the engine's reports and web site).

The GUI's strings go through Qt's own tools (``lupdate``, Linguist, ``lrelease``); the report
headings and the site's words are kept in the same format, one file per language
(``engine/i18n/reports_de.ts``), so a translator uses one tool for both. English is the source
language and needs no file (FIDE requires English; it stays the default).

A source may hold placeholders in braces: ``After round {round} of {total}``. A text is
translated when it is a source (context and text), or when it matches a source with
placeholders; the placeholders' text is carried over as it is, so player names, dates and rule
articles ("C.07 8.1") are never translated. Only a placeholder named ``tr_...`` is itself
looked up (a tie-break's title inside the legend).

>>> cat = Catalogue.from_messages("de", {("Reports", "Standings"): "Rangliste",
...     ("Reports", "After round {round} of {total}"): "Nach Runde {round} von {total}"})
>>> cat.tr("Standings"), cat.tr("After round 3 of 9"), cat.tr("Müller, Hans")
('Rangliste', 'Nach Runde 3 von 9', 'Müller, Hans')
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import EngineError
from engine.languages import LANGUAGES as LANGUAGES  # re-exported by engine.i18n

REPORTS = "Reports"
"""The context of report headings, column headers, captions, notes and fixed cell words."""
SITE = "Site"
"""The context of the published web site's own words (navigation, index, page titles)."""


CATALOGUE_DIR = Path(__file__).resolve().parent
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_CODE = re.compile(r"[A-Z0-9][A-Z0-9 ./:+\-]*")
"""A part of a list that is a code, kept in every language: a federation, ``K 20``."""


class CatalogueError(EngineError):
    """A catalogue file that cannot be read, or a language that is not shipped."""


@dataclass(frozen=True, slots=True)
class _Pattern:
    regex: re.Pattern[str]
    translation: str
    literal: int  # characters outside the placeholders: the more, the more specific


def _compile(source: str) -> re.Pattern[str]:
    parts: list[str] = []
    pos = 0
    for m in _PLACEHOLDER.finditer(source):
        parts.append(re.escape(source[pos : m.start()]))
        parts.append(f"(?P<{m.group(1)}>[^·]+?)")  # a value never spans a " · " list
        pos = m.end()
    parts.append(re.escape(source[pos:]))
    return re.compile("".join(parts) + r"\Z", re.DOTALL)


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The translations of one language: (context, source) -> translation.

    An empty catalogue (English) returns every text as it is.
    """

    language: str = "en"
    messages: Mapping[tuple[str, str], str] = field(default_factory=dict)
    _patterns: Mapping[str, tuple[_Pattern, ...]] = field(default_factory=dict)

    @classmethod
    def from_messages(cls, language: str, messages: Mapping[tuple[str, str], str]) -> Catalogue:
        """A catalogue from a mapping (the sources with placeholders become patterns)."""
        patterns: dict[str, list[_Pattern]] = {}
        for (context, source), translation in messages.items():
            if _PLACEHOLDER.search(source):
                literal = len(_PLACEHOLDER.sub("", source))
                patterns.setdefault(context, []).append(
                    _Pattern(_compile(source), translation, literal)
                )
        # the most specific source first: "Round {r} of {n}" before "Round {r}"
        ordered = {c: tuple(sorted(ps, key=lambda p: -p.literal)) for c, ps in patterns.items()}
        return cls(language, dict(messages), ordered)

    def lookup(self, text: str, context: str = REPORTS) -> str | None:
        """The translation of ``text``, or None when the catalogue does not cover it.

        Tried in turn: the text itself; a source with placeholders it matches; the text's
        parts, when it is a list joined by `` · `` or ``; `` (a player's facts, the reasons of
        a K factor), each part translated or a code (``POL``, ``K 20``) kept as it is.
        """
        exact = self.messages.get((context, text))
        if exact is not None:
            return exact
        for pattern in self._patterns.get(context, ()):
            m = pattern.regex.match(text)
            if m is None:
                continue
            values: dict[str, str] = {}
            for name, value in m.groupdict().items():
                if name.startswith("tr_"):
                    found = self.lookup(value, context)
                    if found is None:
                        break
                    values[name] = found
                else:
                    values[name] = value
            else:
                return _substitute(pattern.translation, values)
        for sep in (" · ", "; "):
            if sep in text:
                parts = [self._part(p, context) for p in text.split(sep)]
                if all(p is not None for p in parts):
                    return sep.join(p for p in parts if p is not None)
        return None

    def _part(self, text: str, context: str) -> str | None:
        if _CODE.fullmatch(text):
            return text
        return self.lookup(text, context)

    def covers(self, text: str, context: str = REPORTS) -> bool:
        """True when ``text`` has a translation (English covers everything)."""
        return self.language == "en" or not text or self.lookup(text, context) is not None

    def tr(self, text: str, context: str = REPORTS) -> str:
        """``text`` translated, or as it is when the catalogue does not cover it."""
        if not text or self.language == "en":
            return text
        found = self.lookup(text, context)
        return text if found is None else found

    def fmt(self, source: str, context: str = SITE, **values: object) -> str:
        """``source`` translated, then its placeholders filled in (a site's own sentence).

        >>> Catalogue().fmt("Round {r}", r=3)
        'Round 3'
        """
        text = self.messages.get((context, source), source) if self.language != "en" else source
        return _substitute(text, {k: str(v) for k, v in values.items()})


def _substitute(template: str, values: Mapping[str, str]) -> str:
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    """The finished messages of a Qt TS file: (context, source) -> translation.

    Messages marked unfinished, vanished or obsolete, or with an empty translation, are left
    out (the text then stays in English).
    """
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as exc:
        raise CatalogueError(f"{path}: cannot read the catalogue: {exc}") from exc
    messages: dict[tuple[str, str], str] = {}
    for ctx in root.iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            source = msg.findtext("source")
            tr = msg.find("translation")
            if source is None or tr is None:
                continue
            if tr.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            text = tr.text or ""
            if text:
                messages[(name, source)] = text
    return messages


def catalogue_path(language: str, folder: Path = CATALOGUE_DIR) -> Path:
    """The TS file of ``language``'s report and site words."""
    return folder / f"reports_{language}.ts"


def load_catalogue(language: str = "en", folder: Path = CATALOGUE_DIR) -> Catalogue:
    """The catalogue of ``language`` (``en``: the empty one); CatalogueError when the language
    is not shipped.
    """
    code = language.split("_")[0].lower()
    if code == "en":
        return Catalogue()
    if code not in LANGUAGES:
        raise CatalogueError(
            f"no translation for {language!r}; the languages are {', '.join(LANGUAGES)}"
        )
    return Catalogue.from_messages(code, read_ts(catalogue_path(code, folder)))
