"""The explanation of a Dubov round in the Dubov text's own vocabulary (C.04.1.i).

The Dubov engines (``engine/pairing/dubov``) emit the shared event types; what each field holds
for Dubov is listed in ``engine/pairing/dubov/tracing.py``: the upfloaters (B.1, B.2) in
``mdps``, S1 and G2 in ``s1``/``s2``, the shifters (B.4, B.5) in ``exchange_out``/``exchange_in``,
T2 (B.6) in ``s2_order``, every step with its article in ``deciding`` and the quality criteria
C.5-C.12 in ``values``. Nothing is recomputed here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.explain.events import TraceEvent
from engine.explain.records import (
    BracketRecord,
    Names,
    RoundRecord,
    collect,
    fold,
    numbers,
    pair_text,
    ref,
    refs,
)
from engine.explain.tree import TreeNode, node
from engine.model import PairingSystem

CRITERIA = {
    "C.5": "upfloaters",
    "C.6": "scores of the upfloaters",
    "C.7": "remaining players of the following scoregroup that can be paired",
    "C.8": "players who do not get their colour preference",
    "C.9": "players who do not get their strong colour preference",
    "C.10": "upfloaters who upfloated in the previous round",
    "C.11": "maximum upfloaters (A.7)",
    "C.12": "upfloats of the maximum upfloaters",
}
"""What each recorded quality criterion counts (revised text)."""


def _legacy(rec: RoundRecord) -> bool:
    """The 1997 text (else the revised one)."""
    return rec.started is not None and rec.started.pairing_system is PairingSystem.DUBOV_LEGACY


def render_dubov_text(events: Iterable[TraceEvent], names: Names | None = None) -> str:
    """The round's explanation as plain text, Dubov vocabulary."""
    rec = collect(events)
    legacy = _legacy(rec)
    out = _header(rec, names, legacy)
    out += _players(rec, names)
    if rec.bye is not None:
        out.append("")
        articles = ", ".join(rec.bye.articles)
        out.append(f"Pairing-allocated bye ({articles}): {ref(rec.bye.player, names)}")
        out.append(f"  {rec.bye.detail}")
    for b in rec.brackets:
        out.append("")
        out += _bracket(b, names, legacy)
    out.append("")
    out += _boards(rec, names, legacy)
    return "\n".join(fold(out)).rstrip() + "\n"


def _header(rec: RoundRecord, names: Names | None, legacy: bool) -> list[str]:
    s = rec.started
    if s is None:
        return ["Round (no RoundStarted record)"]
    lines = [
        f"Round {s.round_no}: {s.system}, C.04.4.1 ({s.edition})",
        f"Players to pair: {len(s.present)}"
        + ("" if not s.absent else f"; not paired: {len(s.absent)}"),
    ]
    lines += [f"  {ref(p, names)}: {why}" for p, why in s.absent]
    lines.append(f"Initial colour ({'5' if legacy else 'E.0'}): {s.initial_colour}")
    if not legacy:
        lines.append(
            "Last round: C.10-C.12 do not apply"
            if s.final_round
            else "Not the last round: C.10-C.12 apply"
        )
    if s.pab_needed:
        lines.append(
            "Odd number of players: one receives the pairing-allocated bye "
            + ("(4)" if legacy else "(B.0, assigned first: A.8)")
        )
    return lines


def _players(rec: RoundRecord, names: Names | None) -> list[str]:
    if not rec.players:
        return []
    width = max(len("Player"), *(len(ref(p.player, names)) for p in rec.players))
    lines = [
        "",
        "Players by score, then initial ranking (A.2)",
        f"  {'Player':<{width}}  Score  Colours      CD  Preference  ARO and upfloats       PAB",
    ]
    for p in rec.players:
        score = p.score if p.score == p.points else f"{p.score}*"
        lines.append(
            f"  {ref(p.player, names):<{width}}  {score:<5}  {p.colours or '-':<11}"
            f"  {p.colour_difference:>+3d}  {p.preference:<10}  {p.floats:<21}"
            f"  {'yes' if p.pab_eligible else 'no'}"
        )
    lines.append(
        "  CD: colour difference; Preference (A.5; no game: mild B, A.5.d); ARO of the games "
        "played (A.6); upfloats so far (A.7); PAB: may receive it (C.2)"
    )
    if any(p.score != p.points for p in rec.players):
        lines.append("  *: pairing score including acceleration points (XXA)")
    return lines


def _bracket(b: BracketRecord, names: Names | None, legacy: bool) -> list[str]:
    s, p = b.started, b.paired
    if s is None:
        return [f"Bracket {b.index}"]
    group = "score group" if legacy else "scoregroup"
    lines = [f"Bracket {b.index}: {group} {s.score}" + (" (the last)" if s.kind == "last" else "")]
    lines.append(f"  Residents: {refs(s.residents, names)}")
    if s.mdps:
        ups = ", ".join(f"{ref(m, names)} with {sc}" for m, sc in s.mdps)
        art = "7.1/7.2 transfers" if legacy else "upfloaters (B.1, B.2)"
        lines.append(f"  {art[0].upper()}{art[1:]}: {ups}")
    if p is None:
        return lines
    lines += [f"  {step}" for step in p.deciding]
    if legacy:
        lines.append(f"  Whites (6.2): {numbers(s.s1)}; blacks (6.2): {numbers(s.s2)}")
    else:
        lines.append(f"  S1 (B.6): {numbers(s.s1)}; G2 (D.3 order): {numbers(s.s2)}")
        lines.append(f"  T2 (B.6): {numbers(p.s2_order)}")
    lines += [f"    {pair_text(pair, names)}" for pair in p.pairs]
    if not legacy and p.values:
        shown = "; ".join(
            f"{v.article} {v.value} {CRITERIA.get(v.article, '')}".rstrip() for v in p.values
        )
        lines.append(f"  Quality criteria (non-zero): {shown}")
    return lines


def _boards(rec: RoundRecord, names: Names | None, legacy: bool) -> list[str]:
    rules = "3 (and 5 in the first round)" if legacy else "E.0-E.4"
    lines = [f"Boards in publishing order (C.04.2 D.9), colours by {rules}"]
    if rec.paired is None:
        return [*lines, "  (no RoundPaired record)"]
    for n, (w, bl) in enumerate(rec.paired.boards, start=1):
        c = rec.colour_of((w, bl))
        line = f"  {n:>3}. {ref(w, names)} - {ref(bl, names)}"
        if c is not None:
            line += f"   {c.rule}: {c.detail}"
        lines.append(line)
    if rec.paired.bye is not None:
        lines.append(f"  PAB: {ref(rec.paired.bye, names)}")
    return lines


_ARTICLE = re.compile(r"[A-E]\.\d+|\d\.\d")


def _article(line: str) -> str:
    """The article a line starts with ("B.5, D.2: ..." -> "B.5"), "" when none."""
    m = _ARTICLE.match(line.strip())
    return m.group(0) if m else ""


def to_dubov_tree(events: Iterable[TraceEvent], names: Names | None = None) -> list[TreeNode]:
    """The explanation tree of a Dubov round (the GUI's view of :func:`render_dubov_text`)."""
    rec = collect(events)
    legacy = _legacy(rec)
    top: list[TreeNode] = []
    s = rec.started
    if s is not None:
        facts = [node(line.strip()) for line in _header(rec, names, legacy)[1:]]
        top.append(
            node(
                f"Round {s.round_no}: {len(s.present)} players",
                f"{s.system}, C.04.4.1 ({s.edition})",
                facts,
                s.present,
            )
        )
    if rec.players:
        top.append(
            node(
                "Players (A.2 order)",
                "score, colours, preference (A.5), ARO (A.6), upfloats (A.7), PAB",
                [
                    node(
                        ref(p.player, names),
                        f"score {p.score}, colours {p.colours or '-'}, CD "
                        f"{p.colour_difference:+d}, preference {p.preference}, {p.floats}, PAB "
                        f"{'eligible' if p.pab_eligible else 'not eligible'}",
                        players=(p.player,),
                    )
                    for p in rec.players
                ],
                [p.player for p in rec.players],
            )
        )
    if rec.bye is not None:
        top.append(
            node(
                f"PAB: {ref(rec.bye.player, names)}",
                f"{', '.join(rec.bye.articles)}: {rec.bye.detail}",
                players=(rec.bye.player,),
                article=rec.bye.articles[0] if rec.bye.articles else "",
            )
        )
    for b in rec.brackets:
        lines = _bracket(b, names, legacy)
        involved = [x for pair in b.paired.pairs for x in pair] if b.paired is not None else []
        children = [node(x.strip(), article=_article(x)) for x in lines[1:]]
        top.append(node(lines[0], "", children, involved, article="A.3"))
    board_lines = _boards(rec, names, legacy)
    if rec.paired is not None:
        boards = [
            node(line.strip(), players=pair)
            for line, pair in zip(board_lines[1:], rec.paired.boards, strict=False)
        ]
        top.append(node("Boards (C.04.2 D.9)", board_lines[0], boards))
    return top


__all__ = ["CRITERIA", "render_dubov_text", "to_dubov_tree"]
