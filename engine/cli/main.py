"""Entry point of `swiss-pair`: parse the command line and dispatch to one operation.

Compatible with the JaVaFo / bbpPairings conventions (see shared/spec/cli.md):
``swiss-pair --dutch IN.trf -p [OUT]``, ``-c``, ``-g [CONFIG] -o OUT [-s SEED]``, plus
``--validate FILE``, ``--explain FILE``, ``--why-not A B``, ``--ratings`` and ``--norms``,
``--round-robin N [--double]`` (the Berger table; with a TRF, ``-c``/``-p`` as a round-robin),
``--publish IN OUTDIR [--lang de]`` (the event's web site).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.cli import exitcodes
from engine.errors import EngineError

SYSTEM_FLAGS = {
    "--dutch": "dutch",
    "--dutch2026": "dutch2026",
    "--burstein": "burstein",
    "--burstein-legacy": "burstein-legacy",
    "--dubov": "dubov",
    "--dubov-legacy": "dubov-legacy",
    "--lim": "lim",
    "--lim-maxi": "lim-maxi",
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"swiss-pair: {message}", file=sys.stderr)
        raise SystemExit(exitcodes.INVALID_INPUT)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used by the tests)."""
    p = _Parser(prog="swiss-pair", description="Swiss Arbiter pairing engine")
    sysgrp = p.add_mutually_exclusive_group()
    for flag, value in SYSTEM_FLAGS.items():
        sysgrp.add_argument(flag, dest="system", action="store_const", const=value)
    p.add_argument("--rules", choices=["2017", "2026"], help="Dutch rules edition (with --dutch)")
    p.add_argument("input", nargs="?", type=Path, help="tournament file (TRF)")
    ops = p.add_mutually_exclusive_group()
    ops.add_argument("-p", dest="pair", nargs="?", const="-", metavar="OUT", help="pair next round")
    ops.add_argument("-c", "-check", dest="check", action="store_true", help="check every round")
    ops.add_argument("-g", dest="generate", nargs="?", const="", metavar="CONFIG")
    ops.add_argument("--validate", dest="validate", type=Path, metavar="FILE")
    ops.add_argument("--why-not", dest="why_not", nargs=2, type=int, metavar=("A", "B"))
    ops.add_argument(
        "--ratings", action="store_true", help="print every player's rating change (B.02)"
    )
    ops.add_argument(
        "--norms", action="store_true", help="print every player's title-norm verdict (B.01)"
    )
    ops.add_argument(
        "--publish",
        nargs=2,
        type=Path,
        metavar=("IN", "OUTDIR"),
        help="write the event's web site (pairings, results, standings, crosstable, cards)",
    )
    p.add_argument("-o", dest="output", type=Path, help="generator output file")
    p.add_argument("-s", dest="seed", type=int, help="generator seed")
    p.add_argument("-l", dest="checklist", nargs="?", const="", metavar="LIST")
    p.add_argument("--explain", dest="explain", metavar="FILE", help="write the explanation")
    p.add_argument("--explain-format", choices=["text", "json"], default="text")
    p.add_argument("-r", "--version", dest="version", action="store_true")
    from engine.cli.publish import add_arguments as add_publish
    from engine.cli.ratings import add_arguments
    from engine.cli.roundrobin import add_arguments as add_round_robin

    add_arguments(p)
    add_round_robin(p)
    add_publish(p)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run `swiss-pair` and return its exit code."""
    args = build_parser().parse_args(argv)
    try:
        return _dispatch(args)
    except EngineError as exc:
        print(f"swiss-pair: {exc}", file=sys.stderr)
        from engine.errors import NoValidPairing

        if isinstance(exc, NoValidPairing):
            return exitcodes.NO_VALID_PAIRING
        return exitcodes.INVALID_INPUT
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename is not None else ""
        print(f"swiss-pair: {where}{exc.strerror or exc}", file=sys.stderr)
        return exitcodes.FILE_ERROR
    except KeyboardInterrupt:
        return exitcodes.UNEXPECTED


def _dispatch(args: argparse.Namespace) -> int:
    if args.version:
        from engine.version import VERSION

        print(f"Swiss Arbiter swiss-pair {VERSION}")
        if args.input is None and args.validate is None and args.generate is None:
            return exitcodes.OK
    if args.validate is not None:
        from engine.cli.validate import run_validate

        return run_validate(args.validate)
    if args.generate is not None:
        from engine.cli.generate import run_generate

        return int(run_generate(args))
    if args.publish is not None:
        from engine.cli.publish import run_publish

        return run_publish(args)
    if args.round_robin and args.input is None:
        from engine.cli.roundrobin import run_table

        return run_table(args)
    if args.input is None:
        print("swiss-pair: no input file", file=sys.stderr)
        return exitcodes.INVALID_INPUT
    if args.ratings or args.norms:
        from engine.cli.ratings import run_norms, run_ratings

        return run_ratings(args) if args.ratings else run_norms(args)
    from engine.cli.pairing import run_check, run_pair, run_why_not

    if args.check:
        return run_check(args)
    if args.why_not is not None:
        return run_why_not(args)
    if args.pair is not None:
        return run_pair(args)
    print(
        "swiss-pair: nothing to do (give -p, -c, -g, --validate, --ratings, --norms or --publish)",
        file=sys.stderr,
    )
    return exitcodes.INVALID_INPUT


if __name__ == "__main__":
    raise SystemExit(main())
