"""`swiss-pair SYSTEM IN.trf -p [OUT]` and `-c`: pair the next round, check a whole file."""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

from engine.cli import exitcodes
from engine.errors import ConfigError, NoValidPairing
from engine.explain.trace import NULL_TRACE, ListTrace
from engine.model import Tournament
from engine.model.system_codes import system_for_code
from engine.pairing import PairingSystem, RoundPairing, pair_round
from engine.trf import load_trf


def system_of(args: argparse.Namespace, t: Tournament | None = None) -> PairingSystem:
    """The pairing system the command line (or, failing that, the file) asks for."""
    name = args.system
    if name == "dutch" and getattr(args, "rules", None) == "2026":
        name = "dutch2026"
    if name is None:
        if getattr(args, "round_robin", None) is not None:
            return PairingSystem.ROUND_ROBIN  # the Berger table's rounds (C.05 Annex 1)
        # the file's 192/092 code, by the one table (engine.model.system_codes); none: Dutch 2017
        named = system_for_code(t.pairing_system) if t is not None else None
        return named or PairingSystem.DUTCH_2017
    try:
        return PairingSystem(name)
    except ValueError as exc:
        raise ConfigError(f"unknown pairing system {name!r}") from exc


def output_path(given: str, input_path: Path) -> Path:
    """A bare file name goes next to the input file (as the established engines do)."""
    p = Path(given)
    if p.parent == Path("."):
        return input_path.parent / p
    return p


def round_to_pair(t: Tournament) -> int:
    """The first round nobody has been paired in (announced byes do not count)."""
    r = t.next_round()
    if t.rounds_total is not None and r > t.rounds_total:
        raise ConfigError(f"all {t.rounds_total} rounds are paired (XXR {t.rounds_total})")
    return r


def _load(args: argparse.Namespace) -> Tournament:
    from engine.cli.roundrobin import as_round_robin

    return as_round_robin(args, load_trf(args.input))


def run_pair(args: argparse.Namespace) -> int:
    """Pair the next round and write the engine output format (and the explanation, if asked)."""
    t = _load(args)
    system = system_of(args, t)
    r = round_to_pair(t)
    if t.rounds_total is None:
        print(
            f"swiss-pair: note: no XXR line; round {r} is not treated as the last round",
            file=sys.stderr,
        )
        t = replace(t, rounds_total=r + 1)
    explain: str | None = getattr(args, "explain", None)
    trace = ListTrace()
    try:
        pairing = pair_round(t, r, system, trace=trace if explain else NULL_TRACE)
    except NoValidPairing:
        if explain:  # what the engine did before it stopped (C.04.3 A.9: the arbiter decides)
            _write_explanation(args, explain, trace, t)
        raise
    text = "\n".join(pairing.as_lines()) + "\n"
    if args.pair == "-":
        sys.stdout.write(text)
    else:
        output_path(args.pair, args.input).write_text(text, encoding="utf-8")
    if explain:
        _write_explanation(args, explain, trace, t)
    return exitcodes.OK


def _write_explanation(
    args: argparse.Namespace, target: str, trace: ListTrace, t: Tournament
) -> None:
    """`--explain FILE` (``-``: stdout) in `--explain-format` text or json."""
    # each operation imports what it needs: a plain -p loads no renderer, checker or
    # why-not (a third of a 150-player run's time went to imports)
    from engine.explain.render import render_json, render_text

    names = {int(p.id): p.name for p in t.players}
    if getattr(args, "explain_format", "text") == "json":
        doc = render_json(trace.events, names)
    else:
        doc = render_text(trace.events, names)
    if target == "-":
        sys.stdout.write(doc)
    else:
        output_path(target, args.input).write_text(doc, encoding="utf-8")


def _format_pairs(p: RoundPairing) -> str:
    items = [f"{b.white}-{b.black}" for b in p.boards]
    if p.bye is not None:
        items.append(f"{p.bye}-bye")
    return " ".join(items)


def run_check(args: argparse.Namespace) -> int:
    """The checker: re-pair every round and report each round that differs (a round-robin's
    rounds against the Berger table for their pairing numbers)."""
    from engine.checker import check_tournament

    t = _load(args)
    system = system_of(args, t)
    start = time.perf_counter()
    report = check_tournament(t, system)
    name = args.input.name
    for d in report.discrepancies:
        print(f"{name}: round {d.round_no}: discrepancy")
        if d.error:
            print(f"  engine: {d.error}")
        else:
            file_side = " ".join(f"{b.white}-{b.black}" for b in d.file_pairs)
            engine_side = " ".join(f"{b.white}-{b.black}" for b in d.engine_pairs)
            if d.file_bye != d.engine_bye:
                file_side += f" bye {d.file_bye}"
                engine_side += f" bye {d.engine_bye}"
            print(f"  file:   {file_side}")
            print(f"  engine: {engine_side}")
    # issue 21 (checklist Q21): the standings too, by the file's own 212/202 list
    from engine.checker.standings import check_standings

    standing = check_standings(t)
    names = {p.id: p.name for p in t.players}
    if standing.skipped:
        print(f"{name}: standings not checked: {standing.skipped}")
    elif standing.findings:
        print(
            f"{name}: standings after round {standing.after_round} ({standing.order}): "
            f"{len(standing.findings)} place(s) break the tie-break list"
        )
        for finding in standing.findings:
            print(f"  {finding.render(names)}")
    elapsed = time.perf_counter() - start
    checked = "" if standing.skipped else f", standings after round {standing.after_round}"
    print(
        f"{report.rounds_checked} rounds checked{checked}, {len(report.discrepancies)} "
        f"discrepancies, {len(standing.findings)} standings findings ({elapsed:.1f} s)"
    )
    if report.discrepancies or standing.findings:
        return exitcodes.NO_VALID_PAIRING
    return exitcodes.OK


def run_why_not(args: argparse.Namespace) -> int:
    """`--why-not A B`: why the engine does not pair A against B in the next round."""
    from engine.query.why_not import why_not
    from engine.query.why_not_lim import lim_why_not, render_lim_why_not
    from engine.query.why_not_text import names_of, render_why_not

    t = load_trf(args.input)
    system = system_of(args, t)
    r = round_to_pair(t)
    if t.rounds_total is None:
        print(
            f"swiss-pair: note: no XXR line; round {r} is not treated as the last round",
            file=sys.stderr,
        )
        t = replace(t, rounds_total=r + 1)
    a, b = args.why_not
    if system in (PairingSystem.LIM, PairingSystem.LIM_MAXI):  # the Lim text's vocabulary
        sys.stdout.write(render_lim_why_not(lim_why_not(t, r, a, b, system), names_of(t)))
        return exitcodes.OK
    answer = why_not(t, r, a, b, system)
    sys.stdout.write(render_why_not(answer, names_of(t)))
    return exitcodes.OK


__all__ = ["NoValidPairing", "run_check", "run_pair", "run_why_not"]
