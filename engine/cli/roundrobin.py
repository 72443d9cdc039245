"""`swiss-pair --round-robin N [--double] [--no-swap]`: print the Berger table of N players."""

from __future__ import annotations

import argparse
from dataclasses import replace

from engine.cli import exitcodes
from engine.model import Tournament
from engine.roundrobin import (
    is_round_robin_code,
    round_robin_code,
    rounds_per_cycle,
    schedule,
)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The round-robin options of `swiss-pair`."""
    p.add_argument(
        "--round-robin",
        dest="round_robin",
        nargs="?",
        const=0,
        type=int,
        metavar="N",
        help="print the Berger table of N players (C.05 Annex 1); with a TRF and -c or -p, "
        "treat the file as a round-robin",
    )
    p.add_argument("--double", action="store_true", help="double round-robin (two cycles)")
    p.add_argument(
        "--no-swap",
        dest="no_swap",
        action="store_true",
        help="double round-robin without reversing the last two rounds of the first cycle",
    )


def table_text(players: int, cycles: int = 1, swap: bool = True) -> str:
    """The table as lines of text: ``Round 1: 1-10 2-9 ...``, the free player of odd fields.

    >>> print(table_text(3), end="")
    Berger table, 3 players, single round-robin (FIDE Handbook C.05 Annex 1)
    Round 1: 2-3  free 1
    Round 2: 1-2  free 3
    Round 3: 3-1  free 2
    """
    kind = "single round-robin" if cycles == 1 else "double round-robin"
    lines = [f"Berger table, {players} players, {kind} (FIDE Handbook C.05 Annex 1)"]
    if cycles == 2:
        last = rounds_per_cycle(players)
        lines.append(
            f"Second cycle: colours reversed; first cycle rounds {last - 1} and {last} "
            + ("played in reverse order" if swap else "in the table's order")
        )
    for r in schedule(players, cycles, swap):
        cycle = f" (cycle {r.cycle}, table round {r.table_round})" if cycles == 2 else ""
        pairs = " ".join(f"{w}-{b}" for w, b in r.boards)
        free = f"  free {r.free}" if r.free is not None else ""
        lines.append(f"Round {r.round_no}{cycle}: {pairs}{free}")
    return "\n".join(lines) + "\n"


def run_table(args: argparse.Namespace) -> int:
    """Print the table the options ask for."""
    print(table_text(args.round_robin, 2 if args.double else 1, not args.no_swap), end="")
    return exitcodes.OK


def as_round_robin(args: argparse.Namespace, t: Tournament) -> Tournament:
    """``t`` with a round-robin 192 code when ``--round-robin`` asks for one and it has none.

    The cycles come from ``--double``, else from the number of rounds (XXR / 142).
    """
    if getattr(args, "round_robin", None) is None or is_round_robin_code(t.pairing_system):
        return t
    n = len(t.players)
    double = args.double or (n >= 3 and t.rounds_total == 2 * rounds_per_cycle(n))
    return replace(t, pairing_system=round_robin_code(2 if double else 1, not args.no_swap))


__all__ = ["add_arguments", "as_round_robin", "run_table", "table_text"]
