"""The explanation of a Burstein round in the Burstein texts' own vocabulary (C.04.4.2).

The Burstein engines (``engine/pairing/burstein``) emit the shared event types; what each
field holds for Burstein is listed in ``engine/pairing/burstein/tracing.py``: the opposition
index in ``PlayerFacts.floats``, the incoming floaters in ``mdps``, the first pairing of the
order of pairings (D.1 / older 6.2) in ``s1``/``s2``, the outgoing floaters in
``downfloaters`` and the articles that decided in ``deciding``. Nothing is recomputed here.

Two texts: the 2017-2025 text (A.5-A.8, B.0-B.2, C.1-C.8, D.1, E.0-E.4; edition
``"2017-2025"``) and the older text (articles 1-6; edition ``"pre-2017"``). A seeding round of
the 2017-2025 text (A.5) is paired and explained by the Dutch engine, not here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.explain.events import TraceEvent
from engine.explain.events_burstein import BursteinBracket
from engine.explain.records import (
    BracketRecord,
    Names,
    RoundRecord,
    collect,
    fold,
    pair_text,
    ref,
    refs,
)
from engine.explain.tree import TreeNode, node
from engine.model import PairingSystem

_node = node


@dataclass(frozen=True, slots=True)
class _Articles:
    """Where each step is in one of the two texts."""

    text: str
    order: str
    index_note: str
    preference: str
    initial: str
    bye: str
    bracket: str
    incoming: str
    outgoing: str
    first: str
    colours: str
    bsn: str
    group: str
    pab: str


_NEW = _Articles(
    text="C.04.4.2 (2017-2025 text)",
    order="scoregroup, then the opposition index (A.7: Buchholz, Sonneborn-Berger, A.6), "
    "then the pairing number (A.7.b)",
    index_note="BH: Buchholz, SB: Sonneborn-Berger (A.6.a; a round without a game counts as one "
    "against himself, A.6.b.1; virtual points left out, A.6.b.2)",
    preference="A.4",
    initial="E.0",
    bye="B.0, assigned first: A.8",
    bracket="A.2",
    incoming="Incoming floaters (A.2)",
    outgoing="Outgoing floaters (B.1)",
    first="First pairing in the order of D.1 (BSN 1 against the highest BSN, ...)",
    colours="E.0-E.4",
    bsn="In-bracket sequence numbers (D, in A.7 order)",
    group="scoregroup",
    pab="C.2: no earlier PAB, no forfeit win",
)
_OLD = _Articles(
    text="C.04.4.2 (older text)",
    order="score group, then Sonneborn-Berger, Buchholz, Median, then the pairing number (3.2)",
    index_note="SB: Sonneborn-Berger, BH: Buchholz, Med: Median (2, 3.2)",
    preference="1.3",
    initial="5.1",
    bye="4.1-4.3",
    bracket="6.1",
    incoming="Floater from the score group above (6.3)",
    outgoing="Floater to the score group below (6.3, 6.6)",
    first="Combination No. 1 (6.2: No. 1 against the last, ...)",
    colours="5.1-5.4",
    bsn="Bracket order (3.2)",
    group="score group",
    pab="4.1: no earlier point without playing",
)


def _texts(rec: RoundRecord) -> _Articles:
    """The older text's articles or the 2017-2025 text's."""
    legacy = rec.started is not None and rec.started.pairing_system is PairingSystem.BURSTEIN_LEGACY
    return _OLD if legacy else _NEW


def render_burstein_text(events: Iterable[TraceEvent], names: Names | None = None) -> str:
    """The round's explanation as plain text, Burstein vocabulary."""
    rec = collect(events)
    art = _texts(rec)
    out = _header(rec, names, art)
    out += _players(rec, names, art)
    if rec.bye is not None:
        out.append("")
        articles = ", ".join(rec.bye.articles)
        out.append(f"Pairing-allocated bye ({articles}): {ref(rec.bye.player, names)}")
        out.append(f"  {rec.bye.detail}")
    for b in rec.brackets:
        out.append("")
        out += _bracket(b, names, art)
    out.append("")
    out += _boards(rec, names, art)
    return "\n".join(fold(out)).rstrip() + "\n"


def _header(rec: RoundRecord, names: Names | None, art: _Articles) -> list[str]:
    s = rec.started
    if s is None:
        return ["Round (no RoundStarted record)"]
    lines = [
        f"Round {s.round_no}: Burstein System, {art.text}",
        f"Players to pair: {len(s.present)}"
        + ("" if not s.absent else f"; not paired: {len(s.absent)}"),
    ]
    lines += [f"  {ref(p, names)}: {why}" for p, why in s.absent]
    if art is _NEW and s.rounds_total is not None:
        seeding = min(s.rounds_total // 2, 4)
        lines.append(
            f"Seeding rounds (A.5): rounds 1-{seeding} of {s.rounds_total}, paired by the Dutch "
            f"System; this round is paired by the Burstein rules"
            if seeding
            else f"Seeding rounds (A.5): none ({s.rounds_total} rounds)"
        )
    lines.append(f"Initial colour ({art.initial}): {s.initial_colour}")
    if s.pab_needed:
        lines.append(f"Odd number of players: one receives the pairing-allocated bye ({art.bye})")
    return lines


def _players(rec: RoundRecord, names: Names | None, art: _Articles) -> list[str]:
    if not rec.players:
        return []
    width = max(len("Player"), *(len(ref(p.player, names)) for p in rec.players))
    index_width = max(len("Opposition index"), *(len(p.floats) for p in rec.players))
    lines = [
        "",
        f"Players in ranking order: {art.order}",
        f"  {'Player':<{width}}  Score  {'Opposition index':<{index_width}}  Colours      CD"
        "  Preference  PAB",
    ]
    for p in rec.players:
        score = p.score if p.score == p.points else f"{p.score}*"
        lines.append(
            f"  {ref(p.player, names):<{width}}  {score:<5}  {p.floats:<{index_width}}"
            f"  {p.colours or '-':<11}  {p.colour_difference:>+3d}  {p.preference:<10}"
            f"  {'yes' if p.pab_eligible else 'no'}"
        )
    lines.append(
        f"  {art.index_note}; CD: colour difference and Preference ({art.preference}); PAB: may "
        f"receive it ({art.pab})"
    )
    if any(p.score != p.points for p in rec.players):
        lines.append("  *: pairing score including virtual points (XXA); the index leaves them out")
    return lines


def _bracket(b: BracketRecord, names: Names | None, art: _Articles) -> list[str]:
    s, p = b.started, b.paired
    if s is None:
        return [f"Bracket {b.index}"]
    kind = BursteinBracket(s.kind)
    title = f"Bracket {b.index}: {art.group} {s.score}" if s.score else f"Bracket {b.index}"
    extra = [kind.completion] if kind.completion else []
    if kind.last:
        extra.insert(0, "the last")
    if kind.merged:
        extra.insert(0, "merged score groups (6.6)")
    if extra:
        title += f" ({', '.join(extra)})"
    lines = [title, f"  Resident players ({art.bracket}): {refs(s.residents, names)}"]
    if s.mdps:
        ins = ", ".join(f"{ref(m, names)} with {sc}" for m, sc in s.mdps)
        lines.append(f"  {art.incoming}: {ins}")
    members = _bsn_order(s.s1, s.s2, [*s.residents, *(m for m, _ in s.mdps)])
    if members:
        bsn = ", ".join(f"{k} = {ref(m, names)}" for k, m in enumerate(members, start=1))
        lines.append(f"  {art.bsn}: {bsn}")
        first = [(a, c) for a, c in zip(s.s1, s.s2, strict=False)]
        if first:
            shown = ", ".join(pair_text(pr, names) for pr in first)
            lines.append(f"  {art.first}: {shown}")
    if p is None:
        return lines
    if p.pairs:
        lines.append("  Accepted pairing (B.1, B.2):" if art is _NEW else "  Accepted combination:")
        lines += [f"    {pair_text(pair, names)}" for pair in p.pairs]
    else:
        lines.append(
            "  No pair (B.1: no pair complies with C.1-C.5)" if art is _NEW else "  No pair"
        )
    if p.downfloaters:
        lines.append(f"  {art.outgoing}: {refs(p.downfloaters, names)}")
    if p.deciding:
        lines.append(f"  Why not the first pairing: {'; '.join(p.deciding)}")
    elif p.pairs:
        lines.append(
            "  The first pairing of the order is accepted: it complies best with C.1-C.8"
            if art is _NEW
            else "  The first combination is accepted"
        )
    return lines


def _bsn_order(s1: tuple[int, ...], s2: tuple[int, ...], everyone: list[int]) -> list[int]:
    """The bracket in ranking order: S1 holds BSN 1..h, S2 the last h read upwards (so that
    S1[i] meets S2[i] in the first pairing); an odd bracket's middle player is the one left."""
    middle = [m for m in everyone if m not in s1 and m not in s2]
    if len(middle) > 1:
        return []
    return [*s1, *middle, *reversed(s2)]


def _boards(rec: RoundRecord, names: Names | None, art: _Articles) -> list[str]:
    lines = [f"Boards in publishing order (C.04.2 D.9), colours by {art.colours}"]
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


def to_burstein_tree(events: Iterable[TraceEvent], names: Names | None = None) -> list[TreeNode]:
    """The explanation as a tree for the GUI (the same facts as the text, Burstein articles)."""
    rec = collect(events)
    art = _texts(rec)
    top: list[TreeNode] = []
    s = rec.started
    if s is not None:
        facts = [_node(line) for line in _header(rec, names, art)[1:] if not line.startswith("  ")]
        facts += [_node(f"Not paired: {ref(p, names)}", why, players=(p,)) for p, why in s.absent]
        top.append(
            _node(
                f"Round {s.round_no}: {len(s.present)} players",
                f"Burstein System, {art.text}",
                facts,
                s.present,
            )
        )
    if rec.players:
        top.append(
            _node(
                "Players in ranking order",
                art.order,
                [
                    _node(
                        ref(p.player, names),
                        f"score {p.score}, {p.floats}, colours {p.colours or '-'}, CD "
                        f"{p.colour_difference:+d}, preference {p.preference}, PAB "
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
            _node(
                f"PAB: {ref(rec.bye.player, names)}",
                f"{', '.join(rec.bye.articles)}: {rec.bye.detail}",
                players=(rec.bye.player,),
                article=rec.bye.articles[0] if rec.bye.articles else "",
            )
        )
    for b in rec.brackets:
        lines = _bracket(b, names, art)
        st = b.started
        involved = [*st.residents, *(m for m, _ in st.mdps)] if st is not None else []
        top.append(
            _node(
                lines[0],
                "",
                [_node(line.strip()) for line in lines[1:]],
                involved,
                article=art.bracket,
            )
        )
    if rec.paired is not None:
        boards = []
        for n, (w, bl) in enumerate(rec.paired.boards, start=1):
            c = rec.colour_of((w, bl))
            boards.append(
                _node(
                    f"Board {n}: {ref(w, names)} - {ref(bl, names)}",
                    f"{c.rule}: {c.detail}" if c is not None else "",
                    players=(w, bl),
                    article=c.rule if c is not None else "",
                )
            )
        top.append(
            _node(
                f"Boards (C.04.2 D.9), colours by {art.colours}",
                f"{len(rec.paired.boards)} boards"
                + (f", PAB {ref(rec.paired.bye, names)}" if rec.paired.bye is not None else ""),
                boards,
                [x for pair in rec.paired.boards for x in pair],
            )
        )
    return top


__all__ = ["render_burstein_text", "to_burstein_tree"]
