"""A tree node with many children is filled a chunk per turn of the event loop (issue 26: the
boards of a 3,000-player round are 1,500 items), and a path into it is followed at once."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtWidgets import QTreeWidgetItem

from arbiter_gui.rounds.explain import FILL_CHUNK, ExplanationPanel


def _node(label, children=(), players=()):
    return SimpleNamespace(
        label=label, detail="", article="", players=players, children=list(children)
    )


def _boards(n):
    return _node(
        "Boards",
        [_node(f"Board {i}", players=(2 * i - 1, 2 * i)) for i in range(1, n + 1)],
    )


def test_the_boards_come_a_chunk_at_a_time(qtbot):
    panel = ExplanationPanel()
    qtbot.addWidget(panel)
    n = 2 * FILL_CHUNK + 50
    panel.set_events((), {}, [_boards(n)])
    top = panel.tree.topLevelItem(0)
    assert top is not None
    assert top.isExpanded()
    assert top.childCount() == FILL_CHUNK
    qtbot.waitUntil(lambda: top.childCount() == n)
    assert [_text(top.child(i)) for i in (0, n - 1)] == ["Board 1", f"Board {n}"]


def test_a_path_into_a_half_filled_node_is_followed_at_once(qtbot):
    panel = ExplanationPanel()
    qtbot.addWidget(panel)
    n = 3 * FILL_CHUNK
    panel.set_events((), {}, [_boards(n)])
    item = panel.item_at((0, n - 1))
    assert item is not None and item.text(0) == f"Board {n}"
    assert _top(panel).childCount() == n
    hits = panel.highlight_players([2 * n - 1, 2 * n])
    assert [h.text(0) for h in hits] == [f"Board {n}"]
    qtbot.wait(50)  # the chunks still queued add nothing twice
    assert _top(panel).childCount() == n


def test_another_tree_stops_the_filling_of_the_old_one(qtbot):
    panel = ExplanationPanel()
    qtbot.addWidget(panel)
    panel.set_events((), {}, [_boards(3 * FILL_CHUNK)])
    panel.set_events((), {}, [_boards(3)])
    qtbot.wait(50)
    assert panel.tree.topLevelItemCount() == 1
    assert _top(panel).childCount() == 3


def _top(panel: ExplanationPanel) -> QTreeWidgetItem:
    item = panel.tree.topLevelItem(0)
    assert item is not None
    return item


def _text(item: QTreeWidgetItem | None) -> str:
    assert item is not None
    return item.text(0)


def test_the_index_made_with_the_tree_is_the_panels_own(qtbot):
    from arbiter_gui.jobs import ExplanationTree, explained_pairing
    from arbiter_gui.loading import sample_path
    from engine.pairing import PairingSystem
    from engine.trf import load_trf

    t = load_trf(sample_path())
    r = t.next_round()
    names = {int(p.id): p.name for p in t.players}
    from arbiter_gui.rounds.logic import pairing_input

    _result, (events, nodes) = explained_pairing(
        None, pairing_input(t, r), r, PairingSystem.DUTCH_2017, names
    )
    assert isinstance(nodes, ExplanationTree)
    tree = nodes
    own: dict[frozenset[int], list[tuple[int, ...]]] = {}
    panel = ExplanationPanel()
    qtbot.addWidget(panel)
    for i, node in enumerate(tree):
        panel._index(node, (i,), own)
    assert tree.involved == own
    # and a highlight finds the same nodes either way
    panel.set_events(events, names, tree)
    pair = next(k for k in own if len(k) == 2)
    with_index = [h.text(0) for h in panel.highlight_players(sorted(pair))]
    panel.set_events(events, names, list(tree))  # a plain list: the panel indexes it
    assert [h.text(0) for h in panel.highlight_players(sorted(pair))] == with_index
    assert with_index
