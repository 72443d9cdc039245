"""The engine's long jobs of the round screens, as plain functions of values (no Qt).

Each takes a progress sink first, then values, and returns values: the same function runs in a
worker thread (small events) or in an engine process (large ones, see
:mod:`arbiter_gui.engine_process`), chosen by :func:`in_process`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from arbiter_gui.engine_process import PROCESS_FROM_PLAYERS as PROCESS_FROM_PLAYERS
from arbiter_gui.engine_process import in_process as in_process
from engine.explain.trace import ListTrace, TraceEvent
from engine.pairing import PairingSystem, RoundPairing, pair_round
from engine.pairing.api import NO_PROGRESS, ProgressSink

if TYPE_CHECKING:
    from engine.journal import RoundState, State
    from engine.model import Tournament
    from engine.query.answers import WhyNot
    from engine.reports import Report


class ExplanationTree(list[object]):
    """The nodes of an explanation tree (top level), with ``involved``: the paths (child
    positions from the top) of the nodes about each set of players. Made with the tree, in
    the worker: a 3,000-player round's tree has some 6,000 nodes (issue 26)."""

    involved: dict[frozenset[int], list[tuple[int, ...]]]


def explanation_tree(events: tuple[TraceEvent, ...], names: Mapping[int, str]) -> ExplanationTree:
    """The explanation tree of ``events`` and who each of its nodes is about."""
    from engine.explain.render import to_tree

    tree = ExplanationTree(to_tree(events, names))
    involved: dict[frozenset[int], list[tuple[int, ...]]] = {}
    stack: list[tuple[object, tuple[int, ...]]] = [
        (node, (i,)) for i, node in reversed(list(enumerate(tree)))
    ]
    while stack:
        node, path = stack.pop()
        players = frozenset(int(p) for p in getattr(node, "players", ()))
        involved.setdefault(players, []).append(path)
        children = list(getattr(node, "children", ()))
        stack.extend((child, (*path, k)) for k, child in reversed(list(enumerate(children))))
    tree.involved = involved
    return tree


ExplainedRound = tuple[tuple[TraceEvent, ...], list[object]]
"""A round's trace and its explanation tree (an :class:`ExplanationTree` when made here)."""


def explained_pairing(
    progress: ProgressSink | None,
    t: Tournament,
    round_no: int,
    system: PairingSystem,
    names: Mapping[int, str],
) -> tuple[RoundPairing, ExplainedRound]:
    """Pair ``round_no`` with the trace on; the trace and its tree come with the pairing."""
    trace = ListTrace()
    result = pair_round(t, round_no, system, progress=progress or NO_PROGRESS, trace=trace)
    events = tuple(trace.events)
    return result, (events, explanation_tree(events, names))


def replayed_explanation(
    progress: ProgressSink | None,
    t: Tournament,
    round_no: int,
    system: PairingSystem,
    names: Mapping[int, str],
) -> ExplainedRound:
    """Replay the engine on ``round_no`` for its trace and tree (the pairing is not used)."""
    return explained_pairing(progress, t, round_no, system, names)[1]


def checked_correction(
    progress: ProgressSink | None, state: State, round_no: int, system: PairingSystem
) -> list[str]:
    """What a corrected result of ``round_no`` does to the later rounds, in words."""
    from arbiter_gui.rounds.logic import correction_outcome

    return correction_outcome(state, round_no, system)


def why_not_answer(
    progress: ProgressSink | None,
    t: Tournament,
    round_no: int,
    a: int,
    b: int,
    system: PairingSystem,
    shown: Tournament,
    date: str,
    rs: RoundState | None,
    since: list[str],
    has_basis: bool,
) -> tuple[WhyNot, Report]:
    """Why ``a`` and ``b`` are not paired in ``round_no``: the engine's answer and its report."""
    from arbiter_gui.rounds.logic import explanation_note
    from arbiter_gui.rounds.why_not import why_not_report
    from engine.query.why_not import why_not

    answer = why_not(t, round_no, a, b, system)
    note = explanation_note(round_no, rs, answer.engine_events, since, has_basis)
    return answer, why_not_report(answer, shown, date=date, note=note)
