"""The explanation as a tree for the GUI: one node type every system's renderer builds."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TreeNode:
    """One node of the explanation tree: a short label, its detail, children, players involved."""

    label: str
    detail: str = ""
    children: tuple[TreeNode, ...] = ()
    players: tuple[int, ...] = ()
    article: str = ""  # the article the node is about, "" when none


def node(
    label: str,
    detail: str = "",
    children: Sequence[TreeNode] | Iterable[TreeNode] = (),
    players: Iterable[int] = (),
    article: str = "",
) -> TreeNode:
    """A :class:`TreeNode` from any iterables.

    >>> node("Round 3", players=[4, 7]).players
    (4, 7)
    """
    return TreeNode(label, detail, tuple(children), tuple(players), article)


__all__ = ["TreeNode", "node"]
