"""Why a round-robin round is paired as it is: the table's round, the lots, each board.

A round-robin has no pairing decisions to trace (C.05 7.5: the Berger tables give every round);
its explanation says which round of the table a round plays and where its numbers came from.
"""

from __future__ import annotations

from PySide6.QtWidgets import QTreeWidgetItem

from arbiter_gui.roundrobin.lots import lots_sentence
from arbiter_gui.rounds.explain import ExplanationPanel
from engine.journal import State
from engine.roundrobin import RoundRobinError, rounds_per_cycle, schedule


def round_robin_explanation(
    state: State, round_no: int
) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """(step, detail, children) lines explaining round ``round_no`` of a round-robin."""
    t = state.tournament
    s = state.settings
    n = len(t.players)
    try:
        rounds = schedule(n, s.cycles, s.swap_cycle_end)
    except RoundRobinError as exc:
        return [("Round-robin", str(exc), [])]
    if not 1 <= round_no <= len(rounds):
        return []
    rnd = rounds[round_no - 1]
    kind = "single" if s.cycles == 1 else "double"
    lines: list[tuple[str, str, list[tuple[str, str]]]] = [
        (
            "Round-robin",
            f"{kind} round-robin of {n} players: {len(rounds)} rounds by the Berger tables "
            "(C.05 Annex 1); every round is known from the start",
            [],
        )
    ]
    detail = f"round {rnd.table_round} of the table"
    if rnd.cycle == 2:
        detail += ", second cycle: the colours of the first cycle reversed"
    elif s.cycles == 2 and s.swap_cycle_end and rnd.table_round != rnd.round_no:
        last = rounds_per_cycle(n)
        detail += (
            f" (rounds {last - 1} and {last} of the first cycle are played in reverse order, "
            "C.05 Annex 1)"
        )
    lines.append((f"Round {round_no}", detail, []))
    lines.append(("Pairing numbers", lots_sentence(state), []))
    by_id = {int(p.id): p for p in t.players}
    boards = []
    for board, (white, black) in enumerate(rnd.boards, start=1):
        note = f"{by_id[white].name} (No. {white}) has White"
        gone = [x for x in (white, black) if (by_id[x].withdrawn_from or round_no + 1) <= round_no]
        if gone:
            who = " and ".join(f"No. {x}" for x in gone)
            note += f"; {who} withdrew: the game is a forfeit (C.05)"
        boards.append((f"Board {board}: {white}-{black}", note))
    if rnd.free is not None:
        boards.append(
            (f"Free: {rnd.free}", f"{by_id[rnd.free].name} meets the bye number {n + 1}: no game")
        )
    lines.append(("Boards", "in the table's order", boards))
    return lines


def show_round_robin_explanation(panel: ExplanationPanel, state: State, round_no: int) -> None:
    """Fill the page's explanation panel for a round-robin round."""
    panel.tree.clear()
    for step, detail, children in round_robin_explanation(state, round_no):
        item = QTreeWidgetItem([step, detail])
        item.setToolTip(1, detail)
        for child_step, child_detail in children:
            child = QTreeWidgetItem([child_step, child_detail])
            child.setToolTip(1, child_detail)
            item.addChild(child)
        panel.tree.addTopLevelItem(item)
        item.setExpanded(True)
    panel.tree.resizeColumnToContents(0)
    panel.placeholder.setVisible(panel.tree.topLevelItemCount() == 0)


def round_robin_why_not(state: State, round_no: int, a: int, b: int) -> str:
    """Why two players do not meet in ``round_no``: the table says when they do."""
    t = state.tournament
    s = state.settings
    names = {int(p.id): p.name for p in t.players}
    head = f"Why not {names.get(a, a)} ({a}) against {names.get(b, b)} ({b}) in round {round_no}?"
    try:
        rounds = schedule(len(t.players), s.cycles, s.swap_cycle_end)
    except RoundRobinError as exc:
        return f"{head}\n{exc}"
    meet = [r.round_no for r in rounds for pair in r.boards if set(pair) == {a, b}]
    when = " and ".join(f"round {r}" for r in meet) or "no round"
    return (
        f"{head}\nC.05 7.5: a round-robin is paired by the Berger tables (Annex 1) for the "
        f"pairing numbers drawn before round 1; the table pairs them in {when}."
    )


__all__ = ["round_robin_explanation", "round_robin_why_not", "show_round_robin_explanation"]
