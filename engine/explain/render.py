"""Renderings of a round's trace: plain text, JSON and a tree for the GUI (C.04.1.i).

Every function here only shows the engine's records (:mod:`engine.explain.trace`); none of them
pairs, evaluates or reorders anything. The text follows the rule book (C.04.3) so that an
arbiter can read it with the rules open: round facts, the players as the rules see them, then
bracket by bracket (A.3, B.1-B.8, D.1-D.3), the A.9 collapse, the PAB, and the colour rule
(E.1-E.5) of every board in publishing order. A round paired by the 2026 text cites that text's
articles (1.2, 3.1-3.8, 4.2-4.4, C1-C21, 5.2.1-5.2.5; :func:`engine.explain.articles.cite`).

>>> from engine.explain.events import RoundStarted, RoundPaired
>>> events = [RoundStarted(1, "FIDE (Dutch) System", "2017", (1, 2), (), "white", False, (),
...                        False), RoundPaired(((1, 2),), None)]
>>> print(render_text(events, {1: "Ann", 2: "Bob"}).splitlines()[0])
Round 1: FIDE (Dutch) System, C.04.3 (2017 rules)
"""

from __future__ import annotations

import json
import sys
import types
import typing
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, fields, is_dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from engine.explain import events as trace
from engine.explain.articles import cite
from engine.explain.events import (
    BracketPaired,
    BracketStarted,
    CandidateRejected,
    Collapsed,
    PlayerFacts,
    TraceEvent,
)
from engine.explain.events_lim import LIM_EVENT_TYPES
from engine.explain.records import (
    BracketRecord,
    Names,
    RoundRecord,
    collect,
    criterion_text,
    fold,
    numbers,
    pair_text,
    pairs_short,
    ref,
    refs,
)
from engine.explain.render_burstein import render_burstein_text, to_burstein_tree
from engine.explain.render_dubov import render_dubov_text, to_dubov_tree
from engine.explain.render_lim import render_lim_text, to_lim_tree
from engine.explain.tree import TreeNode, node
from engine.model import PairingSystem

JSON_FORMAT = "swiss-arbiter/explanation"
JSON_VERSION = 2
SCHEMA_PATH = Path(__file__).with_name("schema.json")
"""The JSON schema (draft 2020-12) of :func:`render_json` output."""

EVENT_TYPES: tuple[type[TraceEvent], ...] = (
    trace.RoundStarted,
    trace.PlayerFacts,
    trace.BracketStarted,
    trace.CandidateRejected,
    trace.BracketPaired,
    trace.Collapsed,
    trace.ByeAssigned,
    trace.ColourAllocated,
    trace.RoundPaired,
)
"""Every event type a renderer knows (the JSON ``type`` is the class name)."""

_BY_NAME: dict[str, type[TraceEvent]] = {t.__name__: t for t in EVENT_TYPES}


_BY_NAME.update({t.__name__: t for t in LIM_EVENT_TYPES})  # a system's own events


def _event_class(name: str) -> type[TraceEvent] | None:
    """The event type of a JSON ``type``: the shared ones, then a system's own (Lim)."""
    return _BY_NAME.get(name)


@dataclass(frozen=True, slots=True)
class Renderer:
    """How one system's explanation looks: plain text and the GUI's tree."""

    text: Callable[[Sequence[TraceEvent], Names | None], str]
    tree: Callable[[Sequence[TraceEvent], Names | None], list[TreeNode]]


_BURSTEIN = Renderer(render_burstein_text, to_burstein_tree)
_DUBOV = Renderer(render_dubov_text, to_dubov_tree)
_LIM = Renderer(render_lim_text, to_lim_tree)
RENDERERS: dict[PairingSystem, Renderer] = {
    PairingSystem.BURSTEIN: _BURSTEIN,
    PairingSystem.BURSTEIN_LEGACY: _BURSTEIN,
    PairingSystem.DUBOV: _DUBOV,
    PairingSystem.DUBOV_LEGACY: _DUBOV,
    PairingSystem.LIM: _LIM,
    PairingSystem.LIM_MAXI: _LIM,
}
"""The renderer of each system that has its own; the Dutch rules' (this module's) otherwise:
the Dutch editions and a Burstein seeding round, which the Dutch engine pairs (C.04.4.2 A.5)."""


def _renderer(rec: RoundRecord) -> Renderer | None:
    system = rec.started.pairing_system if rec.started is not None else None
    return RENDERERS.get(system) if system is not None else None


# ---- plain text --------------------------------------------------------------------------------


def render_text(events: Iterable[TraceEvent], names: Names | None = None) -> str:
    """The round's explanation as plain text (players as pairing number and name)."""
    events = list(events)
    rec = collect(events)
    own = _renderer(rec)
    if own is not None:
        return own.text(events, names)
    out: list[str] = []
    out += _text_header(rec, names)
    out += _text_players(rec, names)
    for b in rec.brackets:
        out.append("")
        out += _text_bracket(b, rec, names)
    if rec.bye is not None:
        out.append("")
        arts = ", ".join(cite(a, _edition(rec)) for a in rec.bye.articles)
        out.append(f"Pairing-allocated bye ({arts}): {ref(rec.bye.player, names)}")
        out.append(f"  {rec.bye.detail}")
    out.append("")
    out += _text_boards(rec, names)
    return "\n".join(fold(out)).rstrip() + "\n"


def _edition(rec: RoundRecord) -> str:
    return rec.started.edition if rec.started is not None else "2017"


def _text_header(rec: RoundRecord, names: Names | None) -> list[str]:
    s = rec.started
    if s is None:
        return ["Round (no RoundStarted record)"]
    e = s.edition
    lines = [
        f"Round {s.round_no}: {s.system}, C.04.3 ({s.edition} rules)",
        f"Players to pair: {len(s.present)}"
        + ("" if not s.absent else f"; not paired: {len(s.absent)}"),
    ]
    for player, why in s.absent:
        lines.append(f"  {ref(player, names)}: {why}")
    lines.append(f"Initial colour ({cite('E', e) if e == '2026' else 'E.5'}): {s.initial_colour}")
    if s.final_round:
        lines.append(
            f"Final round: topscorers ({cite('A.7', e)}, over 50% of the maximum score): "
            + refs(s.topscorers, names)
        )
    else:
        lines.append(f"Not the final round: no topscorers ({cite('A.7', e)})")
    if s.pab_needed:
        lines.append(
            "Odd number of players: one receives the pairing-allocated bye "
            f"({cite('A.5', e)}, {cite('C.04.1.c', e)})"
        )
    return lines


def _text_players(rec: RoundRecord, names: Names | None) -> list[str]:
    if not rec.players:
        return []
    e = _edition(rec)
    width = max(len(ref(p.player, names)) for p in rec.players)
    width = max(width, len("Player"))
    head = f"  {'Player':<{width}}  Score  Colours      CD  Preference  Floats  PAB"
    number = "TPN" if e == "2026" else "pairing number"
    lines = [
        "",
        f"Players in pairing order ({cite('A.2', e)}: score, then {number})",
        head,
    ]
    for p in rec.players:
        score = p.score if p.score == p.points else f"{p.score}*"
        lines.append(
            f"  {ref(p.player, names):<{width}}  {score:<5}  {p.colours or '-':<11}"
            f"  {_signed(p.colour_difference):>3}  {p.preference:<10}  {p.floats:<6}"
            f"  {'yes' if p.pab_eligible else 'no'}"
        )
    lines.append(
        f"  CD: colour difference ({cite('A.6', e)}); Floats: two rounds before, previous round "
        f"({cite('A.4.b', e)}: D down, U up, - none); PAB: may receive the pairing-allocated bye "
        f"({cite('C.2', e)})"
    )
    if any(p.score != p.points for p in rec.players):
        lines.append("  *: pairing score including acceleration points (C.04.5)")
    return lines


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _kind_text(kind: str, edition: str = "2017") -> str:
    if edition == "2026" and kind.endswith(", C4"):
        # 2026 C4 (every bracket): chosen so that the round-pairing can be completed
        return f"{_kind_text(kind.removesuffix(', C4'), edition)}, completed by C4"
    return {
        "homogeneous": "homogeneous",
        "heterogeneous": "heterogeneous",
        "PPB": "the PPB (penultimate pairing bracket, A.9)",
        "CLB": "the CLB (collapsed last bracket, A.9)",
        "last, homogeneous": "last bracket, homogeneous",
        "last, heterogeneous": "last bracket, heterogeneous",
    }.get(kind, kind)


def _text_bracket(b: BracketRecord, rec: RoundRecord, names: Names | None) -> list[str]:
    lines: list[str] = []
    e = _edition(rec)
    if b.collapsed is not None:
        lines += _text_collapse(b.collapsed, names)
        lines.append("")
    s = b.started
    if s is None:
        return [*lines, f"Bracket {b.index}"]
    lines.append(f"Bracket {b.index}: score {s.score}, {_kind_text(s.kind, e)}")
    lines.append(f"  Residents: {refs(s.residents, names)}")
    if s.mdps:
        mdps = ", ".join(f"{ref(p, names)} with {score}" for p, score in s.mdps)
        lines.append(f"  MDPs (moved down from higher brackets, {cite('A.4.a', e)}): {mdps}")
    lines.append(f"  {cite('B.1', e)}: M0 = {s.m0}, MaxPairs = {s.max_pairs}, M1 = {s.m1}")
    b2 = f"  {cite('B.2', e)}: S1 = {numbers(s.s1)}; S2 = {numbers(s.s2)}"
    if s.mdps:
        b2 += f"; Limbo = {numbers(s.limbo)}"
    lines.append(b2)
    if s.limbo:
        lines.append(
            f"    the players in the Limbo cannot be paired in this bracket ({cite('B.2', e)})"
        )
    p = b.paired
    if p is not None and p.perfect_first:
        lines.append(
            f"  The first candidate ({cite('B.3', e)}) is accepted: no other candidate is "
            f"better ({cite('B.4', e)}, {cite('B.8', e)})."
        )
    elif b.rejected is not None:
        lines += _text_rejected(b.rejected, p, e)
    if p is not None:
        lines += _text_accepted(p, s, names, e)
    return lines


def _text_collapse(c: Collapsed, names: Names | None) -> list[str]:
    return [
        f"A.9: the downfloaters of bracket {c.bracket} ({refs(c.downfloaters, names)}), together "
        "with all the remaining players, do not allow the completion of the round-pairing.",
        f"  Bracket {c.bracket} is the PPB and is re-paired choosing its downfloaters so as to "
        "complete the round-pairing (C.4).",
        f"  The collapsed scoregroup: {numbers(c.collapsed)}; with the PPB's downfloaters it "
        "forms the CLB.",
    ]


def _text_rejected(r: CandidateRejected, p: BracketPaired | None, e: str = "2017") -> list[str]:
    head = f"  First candidate ({cite('B.3', e)}): {pairs_short(r.pairs)}"
    if r.downfloaters:
        head += f"; downfloaters {numbers(r.downfloaters)}"
    lines = [head]
    deciding = set(p.deciding) if p is not None else set()
    absolute = [x for x in r.reasons if x not in deciding]
    if absolute:
        lines.append(f"    not acceptable (absolute criteria, {cite('B.4', e)}):")
        lines += [f"      {x}" for x in absolute]
    if deciding:
        lines.append(
            f"    not perfect ({cite('B.4', e)}); {cite('B.8', e)} prefers the accepted candidate:"
        )
        lines += [f"      {x}" for x in r.reasons if x in deciding]
    if not r.reasons:
        lines.append(f"    not perfect ({cite('B.4', e)})")
    return lines


def _text_accepted(
    p: BracketPaired, s: BracketStarted, names: Names | None, e: str = "2017"
) -> list[str]:
    lines = ["  Accepted candidate:"]
    if p.mdp_pairing:
        lines.append(f"    MDP-pairing ({cite('B.3', e)}): {pairs_short(p.mdp_pairing)}")
    how: list[str] = []
    if p.exchange_out or p.exchange_in:
        d2 = cite("D.2", e)
        art = d2 if not s.mdps else f"{d2} in the remainder ({cite('B.7', e)})"
        swap = (
            f"{art}: exchange: {numbers(p.exchange_out)} "
            f"{'moves' if len(p.exchange_out) == 1 else 'move'} to S2, "
            f"{numbers(p.exchange_in)} {'moves' if len(p.exchange_in) == 1 else 'move'} to S1"
        )
        if len(p.exchange_out) == 1 and len(p.exchange_in) == 1:
            swap += f" (swap {p.exchange_out[0]} with {p.exchange_in[0]})"
        how.append(swap)
    if p.s2_order and not p.perfect_first:
        where = "S2" if not s.mdps else "S2R (remainder)"
        how.append(f"{cite('D.1', e)}: {where} order {numbers(p.s2_order)}")
    lines += [f"    {h}" for h in how]
    for pair in p.pairs:
        lines.append(f"    {pair_text(pair, names)}")
    if p.downfloaters:
        lines.append(f"    Downfloaters ({cite('A.4.a', e)}): {refs(p.downfloaters, names)}")
    if p.bye is not None:
        lines.append(f"    Left for the pairing-allocated bye: {ref(p.bye, names)}")
    if p.deciding:
        lines.append(f"    Deciding ({cite('B.8', e)}): {'; '.join(p.deciding)}")
    if p.values:
        values = "; ".join(f"{v.article} {criterion_text(p, v.article, s)}" for v in p.values)
        lines.append(f"    Quality criteria with a non-zero value: {values}")
    return lines


def _text_boards(rec: RoundRecord, names: Names | None) -> list[str]:
    e = _edition(rec)
    rules = "5.2.1-5.2.5" if e == "2026" else "E.1-E.5"
    lines = [f"Boards in publishing order ({cite('C.04.2 D.9', e)}), colours by {rules}"]
    if rec.paired is None:
        return [*lines, "  (no RoundPaired record)"]
    for n, (w, bl) in enumerate(rec.paired.boards, start=1):
        c = rec.colour_of((w, bl))
        line = f"  {n:>3}. {ref(w, names)} - {ref(bl, names)}"
        if c is not None:
            line += f"   {cite(c.rule, e)}: {c.detail}"
        lines.append(line)
    if rec.paired.bye is not None:
        lines.append(f"  PAB: {ref(rec.paired.bye, names)}")
    return lines


# ---- JSON -----------------------------------------------------------------------------------


def _jsonable(value: object) -> object:
    if isinstance(value, Enum):
        return value.value
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _jsonable(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


def event_to_dict(event: TraceEvent) -> dict[str, Any]:
    """One event as a JSON object: ``type`` (the class name), then its fields in order."""
    out: dict[str, Any] = {"type": type(event).__name__}
    for f in fields(event):
        out[f.name] = _jsonable(getattr(event, f.name))
    return out


def render_json(events: Iterable[TraceEvent], names: Names | None = None) -> str:
    """The events as JSON (``engine/explain/schema.json``); same events, same bytes.

    Keys come in a fixed order: ``format``, ``version``, ``names`` (when given, pairing numbers
    as strings in ascending order), ``events``; each event's ``type`` then its fields in their
    declaration order in :mod:`engine.explain.trace`. One event per line, so that two
    explanations compare well with ``diff``.
    """

    def dump(value: object) -> str:
        return json.dumps(value, ensure_ascii=False)

    lines = ["{", f' "format": {dump(JSON_FORMAT)},', f' "version": {JSON_VERSION},']
    if names is not None:
        lines.append(f' "names": {dump({str(k): names[k] for k in sorted(names)})},')
    items = [f"  {dump(event_to_dict(e))}" for e in events]
    if items:
        lines.append(' "events": [')
        lines.append(",\n".join(items))
        lines.append(" ]")
    else:
        lines.append(' "events": []')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _from_json(tp: object, value: object) -> object:
    """Rebuild a field value of type ``tp`` from its JSON form (lists become tuples)."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(tp)
        if value is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _from_json(inner[0], value)
    if origin is tuple:
        args = typing.get_args(tp)
        if not isinstance(value, list):
            raise ValueError(f"expected a list, got {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_from_json(args[0], v) for v in value)
        return tuple(_from_json(a, v) for a, v in zip(args, value, strict=True))
    if isinstance(tp, type) and is_dataclass(tp):
        return _dataclass_from_json(tp, value)
    if isinstance(tp, type) and issubclass(tp, Enum):
        return tp(value)
    return value


def _dataclass_from_json(cls: type, value: object) -> object:
    if not isinstance(value, dict):
        raise ValueError(f"expected an object for {cls.__name__}, got {value!r}")
    # a system's own events (engine.explain.events_lim) resolve their hints in their own module
    hints = typing.get_type_hints(cls, vars(sys.modules[cls.__module__]))
    # a field added since version 1 (with a default) may be missing from an older document
    kwargs = {
        f.name: _from_json(hints[f.name], value[f.name]) for f in fields(cls) if f.name in value
    }
    return cls(**kwargs)


def load_json(text: str) -> list[TraceEvent]:
    """The events back from :func:`render_json` output (equal to the ones rendered)."""
    doc = json.loads(text)
    if not isinstance(doc, dict) or doc.get("format") != JSON_FORMAT:
        raise ValueError("not a Swiss Arbiter explanation document")
    out: list[TraceEvent] = []
    for item in doc["events"]:
        cls = _event_class(item["type"])
        if cls is None:
            raise ValueError(f"unknown event type {item['type']!r}")
        event = _dataclass_from_json(cls, item)
        assert isinstance(event, TraceEvent)
        out.append(event)
    return out


# ---- tree for the GUI -----------------------------------------------------------------------


_node = node  # the Dutch renderer's own name for it


def to_tree(events: Iterable[TraceEvent], names: Names | None = None) -> list[TreeNode]:
    """The explanation as a tree: round, players, brackets, PAB, boards (top-level nodes)."""
    events = list(events)
    rec = collect(events)
    own = _renderer(rec)
    if own is not None:
        return own.tree(events, names)
    top: list[TreeNode] = []
    s = rec.started
    e = _edition(rec)
    if s is not None:
        facts = [
            _node(f"Initial colour: {s.initial_colour}", article="5.1" if e == "2026" else "E.5"),
            _node(
                "Final round" if s.final_round else "Not the final round",
                "topscorers: " + refs(s.topscorers, names) if s.final_round else "",
                players=s.topscorers,
                article=cite("A.7", e),
            ),
        ]
        facts += [_node(f"Not paired: {ref(p, names)}", why, players=(p,)) for p, why in s.absent]
        if s.pab_needed:
            facts.append(_node("Odd number of players: a PAB is needed", article=cite("A.5", e)))
        top.append(
            _node(
                f"Round {s.round_no}: {len(s.present)} players",
                f"{s.system}, C.04.3 ({s.edition} rules)",
                facts,
                s.present,
            )
        )
    if rec.players:
        top.append(
            _node(
                f"Players ({cite('A.2', e)} order)",
                "score, colours, preference, floats, PAB eligibility",
                [_player_node(p, names) for p in rec.players],
                [p.player for p in rec.players],
            )
        )
    for b in rec.brackets:
        if b.collapsed is not None:
            col = b.collapsed
            top.append(
                _node(
                    f"A.9 collapse: bracket {col.bracket} is the PPB",
                    f"downfloaters {numbers(col.downfloaters)} cannot complete the "
                    f"round-pairing; collapsed scoregroup {numbers(col.collapsed)}",
                    players=(*col.downfloaters, *col.collapsed),
                    article="A.9",
                )
            )
        top.append(_bracket_node(b, names, e))
    if rec.bye is not None:
        top.append(
            _node(
                f"PAB: {ref(rec.bye.player, names)}",
                f"{', '.join(cite(a, e) for a in rec.bye.articles)}: {rec.bye.detail}",
                players=(rec.bye.player,),
                article=cite("C.2", e),
            )
        )
    if rec.paired is not None:
        boards = []
        for n, (w, bl) in enumerate(rec.paired.boards, start=1):
            c = rec.colour_of((w, bl))
            boards.append(
                _node(
                    f"Board {n}: {ref(w, names)} - {ref(bl, names)}",
                    f"{cite(c.rule, e)}: {c.detail}" if c is not None else "",
                    players=(w, bl),
                    article=cite(c.rule, e) if c is not None else "",
                )
            )
        top.append(
            _node(
                f"Boards ({cite('C.04.2 D.9', e)})",
                f"{len(rec.paired.boards)} boards"
                + (f", PAB {ref(rec.paired.bye, names)}" if rec.paired.bye is not None else ""),
                boards,
                [x for pair in rec.paired.boards for x in pair],
            )
        )
    return top


def _player_node(p: PlayerFacts, names: Names | None) -> TreeNode:
    detail = (
        f"score {p.score}"
        + (f" ({p.points} points)" if p.points != p.score else "")
        + f", colours {p.colours or '-'}, CD {p.colour_difference:+d}, preference {p.preference}, "
        f"floats {p.floats}, PAB {'eligible' if p.pab_eligible else 'not eligible'}"
    )
    return _node(ref(p.player, names), detail, players=(p.player,))


def _bracket_node(b: BracketRecord, names: Names | None, e: str = "2017") -> TreeNode:
    s, p = b.started, b.paired
    children: list[TreeNode] = []
    involved: list[int] = []
    if s is not None:
        involved = [*(m for m, _ in s.mdps), *s.residents]
        children.append(_node("Residents", refs(s.residents, names), players=s.residents))
        if s.mdps:
            children.append(
                _node(
                    "MDPs",
                    ", ".join(f"{ref(m, names)} with {sc}" for m, sc in s.mdps),
                    players=[m for m, _ in s.mdps],
                    article=cite("A.4.a", e),
                )
            )
        children.append(
            _node(f"M0 = {s.m0}, MaxPairs = {s.max_pairs}, M1 = {s.m1}", article=cite("B.1", e))
        )
        sub = f"S1 = {numbers(s.s1)}; S2 = {numbers(s.s2)}"
        if s.mdps:
            sub += f"; Limbo = {numbers(s.limbo)}"
        children.append(_node(sub, players=(*s.s1, *s.s2, *s.limbo), article=cite("B.2", e)))
    if b.rejected is not None and not (p is not None and p.perfect_first):
        r = b.rejected
        children.append(
            _node(
                f"First candidate: {pairs_short(r.pairs)}",
                "; ".join(r.reasons),
                [_node(x, article=x.split(":", 1)[0]) for x in r.reasons],
                [x for pair in r.pairs for x in pair] + list(r.downfloaters),
                article=cite("B.3", e),
            )
        )
    if p is not None:
        acc: list[TreeNode] = []
        if p.mdp_pairing:
            acc.append(_node(f"MDP-pairing: {pairs_short(p.mdp_pairing)}", article=cite("B.3", e)))
        if p.exchange_out or p.exchange_in:
            acc.append(
                _node(
                    f"Exchange: {numbers(p.exchange_out)} to S2, {numbers(p.exchange_in)} to S1",
                    players=(*p.exchange_out, *p.exchange_in),
                    article=cite("D.2", e),
                )
            )
        if p.s2_order and not p.perfect_first:
            acc.append(_node(f"S2 order: {numbers(p.s2_order)}", article=cite("D.1", e)))
        acc += [_node(pair_text(pair, names), players=pair) for pair in p.pairs]
        if p.downfloaters:
            acc.append(
                _node(
                    "Downfloaters",
                    refs(p.downfloaters, names),
                    players=p.downfloaters,
                    article=cite("A.4.a", e),
                )
            )
        if p.bye is not None:
            acc.append(_node("Left for the PAB", ref(p.bye, names), players=(p.bye,)))
        acc += [_node(d, article=d.split(":", 1)[0]) for d in p.deciding]
        acc += [_node(f"{v.article}: {v.value}", article=v.article) for v in p.values]
        label = "Accepted: the first candidate" if p.perfect_first else "Accepted candidate"
        children.append(
            _node(
                label,
                pairs_short(p.pairs),
                acc,
                [x for pair in p.pairs for x in pair] + list(p.downfloaters),
                article=cite("B.4" if p.perfect_first else "B.8", e),
            )
        )
    label = f"Bracket {b.index}"
    detail = ""
    if s is not None:
        label += f": score {s.score}, {s.kind}"
        detail = f"{len(s.residents)} residents, {len(s.mdps)} MDPs"
    return _node(label, detail, children, involved, article=cite("A.3", e))


__all__ = [
    "EVENT_TYPES",
    "JSON_FORMAT",
    "JSON_VERSION",
    "SCHEMA_PATH",
    "TreeNode",
    "event_to_dict",
    "load_json",
    "render_json",
    "render_text",
    "to_tree",
]
