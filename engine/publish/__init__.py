"""The event's web site: static pages from the tournament, for a folder or the live page.

Pure Python (Jinja2 templates, no Qt): the command line (``swiss-pair --publish IN.trf OUTDIR``),
the GUI's Reports > Publish and its live page on the local network build the same site.

>>> from engine.model import Tournament
>>> site = build_site(site_input_from_trf(Tournament(name="Open")))
>>> site.pages
('404.html', 'index.html', 'players.html')
"""

from engine.publish.errors import PublishError
from engine.publish.pages import Page, SitePlan, is_complete, plan_site
from engine.publish.render import live_script, script_hash
from engine.publish.server import LiveServer, Served, ServerError, site_name
from engine.publish.site import MANIFEST, NOT_FOUND, VERSION_FILE, Site, build_site, write_site
from engine.publish.source import (
    PublishedRound,
    SiteInput,
    cut_to_rounds,
    site_input_from_state,
    site_input_from_trf,
)

__all__ = [
    "MANIFEST",
    "NOT_FOUND",
    "VERSION_FILE",
    "LiveServer",
    "Page",
    "PublishError",
    "PublishedRound",
    "Served",
    "ServerError",
    "Site",
    "SiteInput",
    "SitePlan",
    "build_site",
    "cut_to_rounds",
    "is_complete",
    "live_script",
    "plan_site",
    "script_hash",
    "site_input_from_state",
    "site_input_from_trf",
    "site_name",
    "write_site",
]
