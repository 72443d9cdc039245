"""Older Burstein text 6.3 and 6.6: which scoregroups are paired together, and who may float.

6.3: "If there is an uneven number of players in the SG, the same procedure is followed and the
remaining player is floated to the next SG (provided he is not a floater from another SG) and
is paired within this SG according to the same procedure."
6.6: "If the SG from which the floater has been dropped is such that a complete pairing of all
remaining teams in the SG cannot be made (or if the floater has already played every player in
the next SG), then the floater shall be moved back to its original SG, trying the next possible
combination according to the order of priority. If a complete pairing of all teams in two
adjacent SG's cannot be made, then these two SG's shall be considered as one SG, and rules
6.1-6.5 shall accordingly apply."

Reading L7 (tests/golden/burstein/READINGS.md): going down the list (the PAB receiver left
out), a bracket takes one scoregroup; exactly one player floats out of it when the players
above its bottom are odd in number, none otherwise; the floater may not float again. A bracket
that cannot be completed, given the floaters its upper neighbour can send, takes in the next
scoregroup (and the next, ...). If the last bracket cannot be completed, it merges with the one
above it, until it can.

Everything is decided with cardinality matchings on one bracket at a time: the floaters a
bracket can send are the players it can leave out alone (:mod:`.graph`), and one vertex stands
for "whichever floater comes in", joined to every resident that some possible floater may meet.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.pairing.common.cardinality import CardinalityMatcher
from engine.pairing.common.history import PlayerHistory

Compatible = Callable[[PlayerHistory, PlayerHistory], bool]


@dataclass(frozen=True, slots=True)
class Span:
    """A bracket: players ``start .. end-1`` of the ordered list."""

    start: int
    end: int

    @property
    def floats_out(self) -> bool:
        """An odd number of players above the bottom: one of them must float down."""
        return self.end % 2 == 1

    @property
    def takes_floater(self) -> bool:
        """An odd number of players above the top: a floater comes in."""
        return self.start % 2 == 1


class BracketPlanner:
    """Forms the brackets of one round and answers which players may float out of each."""

    def __init__(
        self,
        players: Sequence[PlayerHistory],
        groups: Sequence[Span],
        compatible: Compatible,
    ) -> None:
        self.players = list(players)
        self.groups = list(groups)
        self.compatible = compatible

    # ---- one bracket ----------------------------------------------------------------------

    def _graph(
        self, span: Span, incoming: frozenset[int] | None, outgoing: frozenset[int] | None
    ) -> list[list[int]]:
        """The bracket's graph: residents ``0..k-1``; then, if ``incoming`` is given, one vertex
        for "the floater who comes in", joined to every resident some player of ``incoming``
        may meet; then, if ``outgoing`` is given, one vertex for "the place below" joined to
        the residents of ``outgoing``."""
        k = span.end - span.start
        members = self.players[span.start : span.end]
        adj: list[list[int]] = [[] for _ in range(k)]
        for i in range(k):
            for j in range(i + 1, k):
                if self.compatible(members[i], members[j]):
                    adj[i].append(j)
                    adj[j].append(i)
        if incoming is not None:
            s = len(adj)
            adj.append([])
            floaters = [self.players[y] for y in sorted(incoming)]
            for i in range(k):
                if any(self.compatible(y, members[i]) for y in floaters):
                    adj[i].append(s)
                    adj[s].append(i)
        if outgoing is not None:
            t = len(adj)
            adj.append([])
            for i in range(k):
                if span.start + i in outgoing:
                    adj[i].append(t)
                    adj[t].append(i)
        return adj

    def check(self, span: Span, incoming: frozenset[int] | None) -> tuple[bool, frozenset[int]]:
        """Can the bracket be completed, whichever floater of ``incoming`` comes in, with any
        one resident floating out when one must? Returns (possible, the possible floaters)."""
        m = CardinalityMatcher(self._graph(span, incoming, None))
        if not span.floats_out:
            return m.perfect, frozenset()
        k = span.end - span.start
        out = frozenset(span.start + v for v in m.left_out_alone() if v < k)
        return bool(out), out

    # ---- the whole round --------------------------------------------------------------------

    def plan(self) -> tuple[list[Span], bool]:
        """The brackets, top to bottom, and whether the round can be completed with them."""
        n = len(self.players)
        spans: list[Span] = []
        outs: list[frozenset[int]] = []
        valid = True
        gi = 0
        while gi < len(self.groups):
            start, end = self.groups[gi].start, self.groups[gi].end
            gi += 1
            while True:
                span = Span(start, end)
                valid, out = self.check(span, outs[-1] if span.takes_floater else None)
                if valid or end == n:
                    break
                end = self.groups[gi].end  # 6.6: this SG takes in the next one
                gi += 1
            spans.append(span)
            outs.append(out)
        while not valid and len(spans) > 1:
            # 6.6: the last bracket cannot be completed; merge it with the one above
            span = Span(spans[-2].start, spans[-1].end)
            spans[-2:] = [span]
            outs[-2:] = []
            valid, out = self.check(span, outs[-1] if span.takes_floater else None)
            outs.append(out)
        return spans, valid

    def feasible_floaters(self, spans: Sequence[Span]) -> list[frozenset[int]]:
        """For each bracket, the residents who may float out of it so that every bracket
        below can still be completed (empty when nobody floats out)."""
        result: list[frozenset[int]] = [frozenset() for _ in spans]
        absorbable: frozenset[int] = frozenset()  # floaters the bracket below can take in
        for k in range(len(spans) - 1, -1, -1):
            span = spans[k]
            if span.floats_out:
                result[k] = absorbable
            absorbable = frozenset()
            if not span.takes_floater or k == 0:
                continue
            adj = self._graph(span, None, result[k] if span.floats_out else None)
            size = span.end - span.start
            # a floater who meets resident v fits exactly when the rest pairs without v
            fits = [v for v in CardinalityMatcher(adj).left_out_alone() if v < size]
            members = self.players[span.start : span.end]
            above = spans[k - 1]
            absorbable = frozenset(
                y
                for y in range(above.start, above.end)
                if any(self.compatible(self.players[y], members[v]) for v in fits)
            )
        return result
