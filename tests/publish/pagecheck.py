"""Reading published pages back: every tag, attribute and text, and what a page may not hold."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

URL_ATTRIBUTES = frozenset(
    {"href", "src", "action", "formaction", "srcset", "poster", "data", "background", "cite"}
)
FORBIDDEN_TAGS = frozenset(
    {
        "link",
        "img",
        "iframe",
        "object",
        "embed",
        "source",
        "video",
        "audio",
        "base",
        "form",
        "frame",
    }
)
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


@dataclass
class ParsedPage:
    tags: list[tuple[str, dict[str, str | None]]] = field(default_factory=list)
    text: list[str] = field(default_factory=list)
    styles: list[str] = field(default_factory=list)
    scripts: list[str] = field(default_factory=list)

    @property
    def plain(self) -> str:
        return " ".join(self.text)

    def links(self) -> list[str]:
        return [a["href"] or "" for t, a in self.tags if t == "a" and "href" in a]


class _Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = ParsedPage()
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.page.tags.append((tag, dict(attrs)))
        if tag in ("style", "script"):
            self._in = tag

    def handle_endtag(self, tag: str) -> None:
        if tag == self._in:
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "style":
            self.page.styles.append(data)
        elif self._in == "script":
            self.page.scripts.append(data)
        elif data.strip():
            self.page.text.append(data.strip())


def parse(html: str | bytes) -> ParsedPage:
    parser = _Parser()
    parser.feed(html.decode("utf-8") if isinstance(html, bytes) else html)
    parser.close()
    return parser.page


def external_references(page: ParsedPage) -> list[str]:
    """Everything in ``page`` that would make a browser fetch something not in the site."""
    found: list[str] = []
    for tag, attrs in page.tags:
        if tag in FORBIDDEN_TAGS:
            found.append(f"<{tag}>")
        if tag == "script" and "src" in attrs:
            found.append(f"<script src={attrs['src']}>")
        for name, value in attrs.items():
            if name in URL_ATTRIBUTES and value is not None:
                v = value.strip()
                if _SCHEME.match(v) or v.startswith(("/", "\\")):
                    found.append(f"{tag} {name}={v}")
            if name == "style" and value and ("url(" in value or "@import" in value):
                found.append(f"{tag} style={value}")
            if name.startswith("on"):
                found.append(f"{tag} {name} handler")
    if any("url(" in css or "@import" in css for css in page.styles):
        found.append("url() or @import in a style sheet")
    return found
