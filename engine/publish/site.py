"""Build a site in memory and write it to a folder (a USB stick, a synced folder).

:func:`build_site` gives every file as bytes, keyed by its name; the live server serves those
bytes and nothing else, and :func:`write_site` writes them. Writing keeps a list of the files
it wrote (``MANIFEST``) so that the next publication removes the pages that are gone (a round
unpublished) and never touches a file it did not write: publishing into a folder that holds
other files of the same names is refused.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from engine.i18n import load_catalogue
from engine.publish.errors import PublishError
from engine.publish.pages import plan_site
from engine.publish.render import VERSION_MARK, Renderer
from engine.publish.source import SiteInput

MANIFEST = ".swiss-arbiter-site"
"""The list of files the last publication wrote into the folder, one name per line."""
VERSION_FILE = "version.txt"
"""A live site's version: its pages reload when it changes."""
NOT_FOUND = "404.html"


@dataclass(frozen=True, slots=True)
class Site:
    """The files of a site (name -> bytes) and its version (a hash of them)."""

    files: Mapping[str, bytes]
    version: str

    def get(self, name: str) -> bytes | None:
        """The file ``name`` of the site (``index.html``), None when the site has no such file."""
        return self.files.get(name)

    @property
    def pages(self) -> tuple[str, ...]:
        """The HTML pages, in name order."""
        return tuple(sorted(n for n in self.files if n.endswith(".html")))


def build_site(inp: SiteInput) -> Site:
    """Every page of the site of ``inp``, rendered (same input, same bytes)."""
    cat = load_catalogue(inp.language)
    plan = plan_site(inp, cat)
    renderer = Renderer(
        plan, cat, frozenset(int(p.id) for p in inp.tournament.players), live=inp.live
    )
    texts = {page.path: renderer.render(page) for page in plan.pages}
    texts[NOT_FOUND] = renderer.not_found()
    digest = hashlib.sha256()
    for name in sorted(texts):
        digest.update(name.encode("utf-8") + b"\0" + texts[name].encode("utf-8") + b"\0")
    version = digest.hexdigest()[:16]
    files = {
        name: text.replace(VERSION_MARK, version).encode("utf-8") for name, text in texts.items()
    }
    if inp.live:
        files[VERSION_FILE] = version.encode("ascii")
    return Site(MappingProxyType(files), version)


def _previous(folder: Path) -> set[str]:
    path = folder / MANIFEST
    if not path.is_file():
        return set()
    names = path.read_text(encoding="utf-8").splitlines()
    # only plain names of this folder: a manifest never sends a deletion elsewhere
    return {n for n in names if n and "/" not in n and "\\" not in n and n not in (".", "..")}


def write_site(site: Site, folder: Path) -> tuple[Path, ...]:
    """Write ``site`` into ``folder`` (made if missing); returns the files written.

    Each file is written beside its place and renamed over it, so a reader (a browser on the
    synced copy) never sees half a page. Pages of the previous publication that the site no
    longer has are removed; a file of the same name that Swiss Arbiter did not write is never
    overwritten (PublishError, nothing written).
    """
    folder.mkdir(parents=True, exist_ok=True)
    if not folder.is_dir():
        raise PublishError(f"{folder} is not a folder")
    ours = _previous(folder)
    clashes = sorted(name for name in site.files if name not in ours and (folder / name).exists())
    if clashes:
        shown = ", ".join(clashes[:5]) + (" …" if len(clashes) > 5 else "")
        raise PublishError(
            f"{folder} already holds {shown}, not written by Swiss Arbiter: choose an empty "
            "folder (or one Swiss Arbiter published to before)"
        )
    written: list[Path] = []
    for name in sorted(site.files):
        target = folder / name
        tmp = folder / f".{name}.tmp"
        tmp.write_bytes(site.files[name])
        os.replace(tmp, target)
        written.append(target)
    for name in sorted(ours - set(site.files)):
        (folder / name).unlink(missing_ok=True)
    manifest = folder / f".{MANIFEST}.tmp"
    manifest.write_text("".join(f"{n}\n" for n in sorted(site.files)), encoding="utf-8")
    os.replace(manifest, folder / MANIFEST)
    return tuple(written)
