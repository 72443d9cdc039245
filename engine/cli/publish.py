"""`swiss-pair --publish IN.trf OUTDIR`: the event's web site, written into OUTDIR.

Every round of the file is published (a TRF has no notion of a draft), boards in the C.04.2
D.9 order; a round-robin (record 192, or ``--round-robin``) in its table's order, with its
crosstable and schedule. ``--lang de`` writes the site in German (``en``, ``de``, ``fr``,
``es``); ``--tiebreaks BH/C1,BH,SB`` overrides the system's default tie-breaks (C.07).

Exit 0; 3 for an invalid file or option; 5 when OUTDIR cannot be written or already holds
files of the same names that Swiss Arbiter did not write.
"""

from __future__ import annotations

import argparse
import sys

from engine.cli import exitcodes
from engine.languages import LANGUAGES


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of --publish (the flag itself is in main's group of operations)."""
    p.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        default="en",
        help="with --publish: the language of the site (default English)",
    )
    p.add_argument(
        "--tiebreaks",
        metavar="CODES",
        help="with --publish: tie-break order as C.07 codes, e.g. BH/C1,BH,SB",
    )


def run_publish(args: argparse.Namespace) -> int:
    """Build the site of ``args.publish[0]`` and write it into ``args.publish[1]``."""
    from pathlib import Path

    # imported here, not at the top: every swiss-pair run builds the parser with this
    # module's options, and the site builder imports half the program
    from engine.cli.roundrobin import as_round_robin
    from engine.publish import PublishError, build_site, site_input_from_trf, write_site
    from engine.ratings import RatingKind, RatingSettings
    from engine.standings import parse_tiebreaks
    from engine.trf import load_trf

    source, outdir = (Path(x) for x in args.publish)
    t = as_round_robin(args, load_trf(source))
    specs = parse_tiebreaks(args.tiebreaks) if args.tiebreaks else None
    settings = RatingSettings(RatingKind(args.rating_type))
    inp = site_input_from_trf(t, tiebreaks=specs, ratings=settings, language=args.lang)
    site = build_site(inp)
    try:
        written = write_site(site, outdir)
    except PublishError as exc:
        print(f"swiss-pair: {exc}", file=sys.stderr)
        return exitcodes.FILE_ERROR
    print(
        f"{outdir}: {len(site.pages)} pages, {len(t.players)} players, "
        f"{inp.last_round} rounds ({len(written)} files written)",
        file=sys.stderr,
    )
    print(outdir / "index.html")
    return exitcodes.OK


__all__ = ["add_arguments", "run_publish"]
