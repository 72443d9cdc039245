"""`swiss-pair --ratings IN.trf` and `--norms IN.trf`: rating changes and title norms.

Text by default (one line per player, one line per player and title), ``--json`` for the full
calculation: every game, every check. Exit 0, or 3 when the file or an option is invalid.
"""

from __future__ import annotations

import argparse
import json
import sys
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.cli import exitcodes
from engine.errors import ConfigError
from engine.model import PlayerId, Tournament
from engine.ratings import (
    GameRating,
    PlayerRatingChange,
    RatingKind,
    RatingSettings,
    rating_changes,
)
from engine.trf import load_trf

if TYPE_CHECKING:  # the norms and the reports are imported by the operations that use them:
    # every swiss-pair run builds the parser with this module's options
    from engine.norms import Check, NormVerdict

_MINIMUM = {"1": "win", "=": "draw", "0": "any"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of --ratings and --norms (the flags themselves are in main's group)."""
    p.add_argument("--json", action="store_true", help="with --ratings/--norms: JSON output")
    p.add_argument(
        "--rating-type",
        choices=[k.value for k in RatingKind],
        default=RatingKind.STANDARD.value,
        help="with --ratings/--norms: the list the event is rated for",
    )
    p.add_argument(
        "--k",
        action="append",
        default=[],
        metavar="NO=K",
        help="with --ratings: K factor of a player from the rating list (repeatable)",
    )
    p.add_argument(
        "--exemption",
        choices=["a", "b", "c"],
        help="with --norms: the event is a 1.4.3a/b/c event (national championship, ...)",
    )
    p.add_argument("--after-round", type=int, metavar="N", help="with --ratings: rounds 1..N only")


def settings_of(args: argparse.Namespace, t: Tournament) -> RatingSettings:
    """Rating type and K factors from the command line (ConfigError on a bad ``--k``)."""
    settings = RatingSettings(RatingKind(args.rating_type))
    ids = {int(p.id) for p in t.players}
    for item in args.k:
        no, sep, k = item.partition("=")
        if not sep or not no.strip().isdigit() or not k.strip().isdigit():
            raise ConfigError(f"--k {item}: write the pairing number and K, e.g. --k 12=40")
        if int(no) not in ids:
            raise ConfigError(f"--k {item}: there is no player No. {no}")
        try:
            settings = settings.with_k(PlayerId(int(no)), int(k))
        except ValueError as exc:
            raise ConfigError(f"--k {item}: {exc}") from exc
    return settings


def _num(x: Fraction | None) -> float | int | None:
    if x is None:
        return None
    return int(x) if x.denominator == 1 else float(x)


def _game_json(g: GameRating) -> dict[str, object]:
    return {
        "round": g.round,
        "opponent": g.opponent,
        "opponent_rating": g.opponent_rating or None,
        "result": g.result.value.strip() or None,
        "score": _num(g.score),
        "rated": g.rated,
        "not_rated": g.not_rated.value if g.not_rated is not None else None,
        "difference": g.difference,
        "counted_difference": g.counted,
        "expected": _num(g.expected),
        "delta": _num(g.delta),
        "change": _num(g.change),
    }


def change_json(c: PlayerRatingChange) -> dict[str, object]:
    """One player's rating change as JSON-ready data."""
    out: dict[str, object] = {
        "player": c.player,
        "name": c.name,
        "rating": c.rating or None,
        "k": c.k.value if c.k else None,
        "k_reason": c.k.reason if c.k else None,
        "rated_games": len(c.rated_games),
        "score": _num(c.score),
        "expected": _num(c.expected),
        "sum_delta": _num(c.sum_delta),
        "change_exact": _num(c.change_exact),
        "change": c.change,
        "new_rating": c.new_rating,
        "performance": c.performance,
        "games": [_game_json(g) for g in c.games],
    }
    if c.initial is not None:
        ru = c.initial
        out["initial_rating"] = {
            "games": ru.games,
            "score": _num(ru.score),
            "ra": _num(ru.ra_exact),
            "p_percent": ru.p_percent,
            "dp": ru.dp,
            "rating": ru.ru,
            "publishable": ru.publishable,
            "notes": list(ru.notes),
        }
    return out


def run_ratings(args: argparse.Namespace) -> int:
    """Print every player's rating change and performance."""
    from engine.reports.ratings import SUMMARY_COLUMNS, summary_row
    from engine.reports.table import Align

    t = load_trf(args.input)
    settings = settings_of(args, t)
    last = args.after_round
    if last is not None and not 0 <= last <= t.rounds_in_file:
        raise ConfigError(f"--after-round {last}: the file has rounds 1..{t.rounds_in_file}")
    changes = rating_changes(t, after_round=last, settings=settings)
    if args.json:
        doc = {
            "event": t.name,
            "after_round": last if last is not None else t.rounds_in_file,
            "rating_type": settings.kind.value,
            "players": [change_json(c) for c in changes],
        }
        print(json.dumps(doc, ensure_ascii=False, indent=1))
        return exitcodes.OK
    rows = [tuple(c.header for c in SUMMARY_COLUMNS), *(summary_row(c) for c in changes)]
    widths = [max(len(r[i]) for r in rows) for i in range(len(SUMMARY_COLUMNS))]
    for row in rows:
        cells = [
            cell.rjust(w) if col.align is not Align.LEFT else cell.ljust(w)
            for cell, w, col in zip(row, widths, SUMMARY_COLUMNS, strict=True)
        ]
        print("  ".join(cells).rstrip())
    print(
        "K: typed (--k) or computed from rating and year of birth; Change: K × ΣΔR rounded "
        "half away from zero (B.02 §8.3.4); New for an unrated player: first rating from this "
        "event (* publishable).",
        file=sys.stderr,
    )
    return exitcodes.OK


def _check_json(c: Check) -> dict[str, object]:
    return {
        "id": c.id.value,
        "name": c.id.label,
        "article": c.id.article,
        "passed": c.passed,
        "actual": c.actual,
        "required": c.required,
        "shortfall": c.shortfall or None,
        "detail": c.detail or None,
        "waived": c.waived or None,
    }


def verdict_json(v: NormVerdict) -> dict[str, object]:
    """One verdict as JSON-ready data."""
    r = v.result
    perf = r.performance if r is not None else None
    f = v.forecast
    return {
        "player": v.player,
        "name": v.name,
        "title": v.title.value,
        "status": v.status.name.lower(),
        "summary": v.summary,
        "games": r.mix.counted if r else None,
        "score": _num(r.mix.score) if r else None,
        "last_round": r.mix.last_round if r else None,
        "dropped_rounds": list(r.mix.dropped) if r else [],
        "nine_round_rule_round": r.mix.bye_round if r else None,
        "ra": perf.ra if perf else None,
        "ra_exact": _num(perf.ra_exact) if perf else None,
        "rp": perf.rp if perf else None,
        "score_required": _num(r.score_required) if r else None,
        "exceeding_by": _num(r.excess) if r else None,
        "waiver": v.waiver or None,
        "remarks": list(v.remarks),
        "forecast": None
        if f is None
        else {
            "round": f.round,
            "opponent": f.opponent,
            "minimum_result": _MINIMUM[f.minimum.value] if f.minimum is not None else None,
            "play_required": f.play_required,
        },
        "checks": [_check_json(c) for c in v.checks],
    }


def run_norms(args: argparse.Namespace) -> int:
    """Print every player's norm verdict for GM, IM, WGM and WIM."""
    from engine.norms import Exemption, NormFields, NormStatus, norm_context, norm_verdicts

    t = load_trf(args.input)
    fields = NormFields(exemption=Exemption(args.exemption or ""))
    kind = RatingKind(args.rating_type)
    ctx = norm_context(t, kind=kind, fields=fields)
    verdicts = norm_verdicts(t, kind=kind, fields=fields)
    if args.json:
        doc = {
            "event": t.name,
            "host_federation": ctx.host or None,
            "rounds_in_file": ctx.rounds_in_file,
            "rounds_total": ctx.rounds_total,
            "waiver": ctx.waiver or None,
            "exemption_143d": {
                "holds": ctx.exemption_d.holds,
                "rounds": [
                    {
                        "round": r.round,
                        "foreign_rated": r.foreign_rated,
                        "federations": r.federations,
                        "titled": r.titled,
                    }
                    for r in ctx.exemption_d.rounds
                ],
            },
            "verdicts": [verdict_json(v) for v in verdicts],
        }
        print(json.dumps(doc, ensure_ascii=False, indent=1))
        return exitcodes.OK
    by_player: dict[PlayerId, list[NormVerdict]] = {}
    for v in verdicts:
        by_player.setdefault(v.player, []).append(v)
    for p in sorted(t.players, key=lambda q: q.id):
        facts = " ".join(x for x in (p.title, str(p.rating or "unrated"), p.federation) if x)
        print(f"{int(p.id):4}  {p.name} ({facts})")
        for v in by_player.get(p.id, []):
            print(f"      {v.title.value:<4} {_status(v)}")
    waiver = f"; federation mix waived ({ctx.waiver})" if ctx.waiver else ""
    achieved = sum(1 for v in verdicts if v.status is NormStatus.ACHIEVED)
    print(f"{t.name or 'tournament'}: {achieved} norm(s){waiver}", file=sys.stderr)
    return exitcodes.OK


def _status(v: NormVerdict) -> str:
    from engine.norms import NormStatus

    if v.status in (
        NormStatus.ACHIEVED,
        NormStatus.POSSIBLE,
        NormStatus.FAILED,
        NormStatus.OPEN,
    ):
        return v.summary
    return f"{v.status.value}: {v.summary}"
