"""The plain-text and tree rendering of a Lim round (C.04.4.3); the events are in
:mod:`engine.explain.events_lim`.

The Lim engine also emits the shared :class:`~engine.explain.trace.RoundStarted`,
:class:`~engine.explain.trace.PlayerFacts`, :class:`~engine.explain.trace.ByeAssigned`,
:class:`~engine.explain.trace.ColourAllocated` and :class:`~engine.explain.trace.RoundPaired`;
the events below carry what only the Lim text has: the order of the score-groups (2.2),
floaters (2.3, 3), the scrutiny of proposed pairings with its exchanges (2.4, 2.5, 3.8, 4) and
the extension of a blocked median score-group (2.6). Articles are the Lim text's numbers.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.explain.events import (
    ByeAssigned,
    ColourAllocated,
    PlayerFacts,
    RoundPaired,
    RoundStarted,
    TraceEvent,
)
from engine.explain.events_lim import (
    LimFloated,
    LimGroupPaired,
    LimGroupStarted,
    LimMedianExtended,
    LimPlan,
    LimScrutinised,
    Pair,
)
from engine.explain.records import Names, fold, ref, refs
from engine.explain.tree import TreeNode, node


def render_lim_text(events: Iterable[TraceEvent], names: Names | None = None) -> str:
    """The explanation of a Lim round as plain text, in the Lim text's vocabulary."""
    out: list[str] = []
    for e in events:
        out += _lines(e, names)
    return "\n".join(fold(out)).rstrip() + "\n"


def _lines(e: TraceEvent, names: Names | None) -> list[str]:
    if isinstance(e, RoundStarted):
        lines = [f"Round {e.round_no}: {e.system} ({e.edition})"]
        lines.append(f"Players to pair: {len(e.present)}")
        lines += [f"  not paired: {ref(p, names)}: {why}" for p, why in e.absent]
        lines.append(f"Colour drawn for No. 1 (7.2): {e.initial_colour}")
        if e.final_round:
            lines.append("Last round: 6.1 puts equal scores before colours")
        return lines
    if isinstance(e, PlayerFacts):
        return [
            f"  {ref(e.player, names)}: score {e.score}, colours {e.colours or '-'}, "
            f"due {e.preference}, met {', '.join(map(str, e.opponents)) or '-'}"
        ]
    if isinstance(e, LimPlan):
        where = "" if e.median_present else " (no player has it: only floaters meet there)"
        return [
            "",
            f"2.2: median score {e.median}{where}; downward: {', '.join(e.above) or '-'}; "
            f"then upward: {', '.join(e.below) or '-'}; the median score-group last",
        ]
    if isinstance(e, ByeAssigned):
        return ["", f"Bye ({', '.join(e.articles)}): {ref(e.player, names)}: {e.detail}"]
    if isinstance(e, LimGroupStarted):
        again = f", attempt {e.attempt} (2.6)" if e.attempt > 1 else ""
        lines = [
            "",
            f"Score-group {e.index}: score {e.score}, {e.position}, paired {e.direction}{again}",
            f"  residents: {refs(e.residents, names)}",
        ]
        if e.down_floaters:
            lines.append(
                "  down-floaters (3.6): "
                + ", ".join(f"{ref(p, names)} ({s})" for p, s in e.down_floaters)
            )
        if e.up_floaters:
            lines.append(
                "  up-floaters (3.7): "
                + ", ".join(f"{ref(p, names)} ({s})" for p, s in e.up_floaters)
            )
        return lines
    if isinstance(e, LimFloated):
        return [f"  floats ({e.article}, type {e.kind} of 3.9): {ref(e.player, names)}: {e.detail}"]
    if isinstance(e, LimScrutinised):
        tried = "; ".join(f"{o}: {why}" for o, why in e.rejected)
        text = f"  {e.article}: {e.player} v {e.proposed} proposed, {e.player} v {e.accepted} "
        text += f"accepted after exchanges ({tried})" if tried else "accepted"
        if e.reference:
            text += (
                f"; Maxi-tournament: his opponent without regard to colours is {e.reference}, "
                "exchanges within 100 points of him (5.7)"
            )
        return [text]
    if isinstance(e, LimGroupPaired):
        lines = [
            "  proposed pairings (2.4): " + (", ".join(f"{a}-{b}" for a, b in e.proposed) or "-"),
            "  pairs: " + (", ".join(f"{a}-{b}" for a, b in e.pairs) or "-"),
        ]
        if e.floaters:
            lines.append(f"  floaters: {', '.join(map(str, e.floaters))}")
        if e.colour_conflicts:
            lines.append(f"  5.2: {e.colour_conflicts} pair(s) due the same colour")
        if e.bounded:
            lines.append(
                "  L15: the Maxi search reached its work bound: from there each player took the "
                "first opponent within his 100 points that the best pairing of the others, "
                "without their limits, admits (the reasons say 'L15 search bound')"
            )
        return lines
    if isinstance(e, LimMedianExtended):
        a, b = e.cracked
        return [
            "",
            f"2.6: the median score-group cannot be paired ({e.down_floaters} floaters from "
            f"higher, {e.up_floaters} from lower score-groups): the pairing {a}-{b} of the "
            f"{e.side} score-group is cracked; its players float into the median score-group",
        ]
    if isinstance(e, ColourAllocated):
        return [f"  colours {e.white}-{e.black}: {e.rule}: {e.detail}"]
    if isinstance(e, RoundPaired):
        lines = ["", "Boards (C.04.2 D.9):"]
        lines += [
            f"  {n:>3}. {ref(w, names)} - {ref(b, names)}" for n, (w, b) in enumerate(e.boards, 1)
        ]
        if e.bye is not None:
            lines.append(f"  bye: {ref(e.bye, names)}")
        return lines
    return []


def to_lim_tree(events: Iterable[TraceEvent], names: Names | None = None) -> list[TreeNode]:
    """The explanation tree of a Lim round (the GUI's view of :func:`render_lim_text`)."""
    top: list[TreeNode] = []
    players: list[TreeNode] = []
    groups: list[tuple[LimGroupStarted, list[TraceEvent]]] = []
    boards: list[TreeNode] = []
    colours: dict[Pair, ColourAllocated] = {}
    for e in events:
        if isinstance(e, RoundStarted):
            top.append(
                node(
                    f"Round {e.round_no}: {len(e.present)} players",
                    f"{e.system} ({e.edition}); colour drawn for No. 1: {e.initial_colour}",
                    players=e.present,
                    article="7.2",
                )
            )
        elif isinstance(e, PlayerFacts):
            players.append(
                node(
                    ref(e.player, names),
                    f"score {e.score}, colours {e.colours or '-'}, due {e.preference}",
                    players=(e.player,),
                )
            )
        elif isinstance(e, LimPlan):
            top.append(node("Players", "score, colours, due colour (5.1, 5.5, 5.6)", players))
            top.append(
                node(
                    f"Order of the score-groups: median score {e.median}",
                    f"downward {', '.join(e.above) or '-'}; upward {', '.join(e.below) or '-'}; "
                    "the median score-group last",
                    article="2.2",
                )
            )
        elif isinstance(e, ByeAssigned):
            top.append(
                node(
                    f"Bye: {ref(e.player, names)}",
                    e.detail,
                    players=(e.player,),
                    article=e.articles[0] if e.articles else "",
                )
            )
        elif isinstance(e, LimGroupStarted):
            groups.append((e, []))
        elif (
            isinstance(e, LimFloated | LimScrutinised | LimGroupPaired | LimMedianExtended)
            and groups
        ):
            groups[-1][1].append(e)
        elif isinstance(e, ColourAllocated):
            colours[(e.white, e.black)] = e
        elif isinstance(e, RoundPaired):
            for n, (w, b) in enumerate(e.boards, 1):
                c = colours.get((w, b))
                boards.append(
                    node(
                        f"{n}. {ref(w, names)} - {ref(b, names)}",
                        f"{c.rule}: {c.detail}" if c is not None else "",
                        players=(w, b),
                        article=c.rule if c is not None else "",
                    )
                )
    for g, inner in groups:
        children = [
            node(line.strip(), article=_article_of(line.strip()))
            for ev in inner
            for line in _lines(ev, names)
            if line.strip()
        ]
        involved = list(g.residents) + [p for p, _ in g.down_floaters + g.up_floaters]
        again = f", attempt {g.attempt} (2.6)" if g.attempt > 1 else ""
        top.append(
            node(
                f"Score-group {g.index}: score {g.score}{again}",
                f"{g.position}, paired {g.direction}",
                children,
                involved,
                "2.6" if g.attempt > 1 else "2.2",
            )
        )
    if boards:
        top.append(node("Boards (C.04.2 D.9)", "colours by section 5", boards))
    return top


def _article_of(line: str) -> str:
    """The article a rendered line starts with or names in parentheses, if any."""
    head = line.split(":")[0].split(" ")[0]
    if head[:1].isdigit():
        return head
    if "(" in line:
        inside = line.split("(", 1)[1].split(")")[0].split(",")[0].split(" ")[0]
        if inside[:1].isdigit():
            return inside
    return ""


__all__ = ["render_lim_text", "to_lim_tree"]
