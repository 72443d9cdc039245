"""The tournament as a TRF file shows it: what the journal knows, in the TRF's own terms.

The journal keeps facts the TRF writes differently or not at all; :func:`trf_tournament`
translates them (spec/trf.md §5 and §7.2):

- a player not paired in a round already paired (absent, withdrawn) is written ``0000 - Z``
  rather than left blank (TRF16 reads both as a zero-point absence; the explicit form is what
  a reader of the crosstable sees);
- a player who has withdrawn (C.04.2 D.3) by the round to be paired next gets ``0000 - Z`` in
  that round: the one way TRF16/TRF(x) tell a pairing engine that a player is not to be paired
  (JaVaFo and bbpPairings both read bye-only entries after the last paired round as the
  announced absences of the round to pair);
- requested byes for rounds after that one are left out: a TRF has no place for them (a
  bye-only block there would make a reader take that later round for the one to pair);
- the tie-break order goes to a TRF-2026 ``202`` record and the pairing system to ``192``;
- a round-robin (issue 23) announces no absences for the next round: its free rounds are
  ``0000 - Z`` entries of paired rounds, and a withdrawn player's games are forfeits;
- Baku acceleration (C.04.5.1), when the settings ask for it, becomes the ``XXA`` lines of the
  engine export (group A from the initial order, late entrants as C.04.5.1 says), unless the
  tournament already has acceleration values (an imported file's own).

A late entrant's missed rounds need nothing here: :class:`~engine.journal.AddPlayer` already
gave him the tournament's ``Z`` or ``H`` entries (C.04.2 C.2).
"""

from __future__ import annotations

import dataclasses

from engine.journal.state import State
from engine.model import NOT_PAIRED_ENTRY, Player, ResultCode, RoundEntry, Tournament
from engine.pairing.baku import baku_acceleration

ABSENT_ENTRY = RoundEntry(None, None, ResultCode.ZERO_BYE)
"""``0000 - Z``: not paired, zero points."""


def trf_tournament(state: State) -> Tournament:
    """The tournament to hand to the TRF writer for ``state`` (see the module docstring).

    >>> from engine.model import Player, PlayerId, Tournament
    >>> t = Tournament(rounds_total=5, players=(Player(PlayerId(1), "Ann", withdrawn_from=1),))
    >>> trf_tournament(State(t)).players[0].rounds
    (RoundEntry(opponent=None, colour=None, result=<ResultCode.ZERO_BYE: 'Z'>),)
    """
    t = state.tournament
    paired = state.rounds_paired
    next_round = paired + 1
    if t.rounds_total is not None and next_round > t.rounds_total:
        next_round = 0  # the tournament is over: no round to announce
    if state.settings.round_robin:
        # a round-robin announces nothing: its rounds are the table's, and a withdrawn
        # player's games become forfeits when they are paired (C.05), not absences
        next_round = 0
    players = tuple(_player(p, paired, next_round) for p in t.players)
    extra = t.extra_records
    if state.settings.tiebreaks:
        # TRF-2026 202: the tie-break order (ours replaces one the imported file had)
        extra = (
            *(line for line in extra if not line.startswith("202")),
            f"202 {state.settings.tiebreaks}",
        )
    acceleration = t.acceleration
    if state.settings.baku and not acceleration:
        late = tuple(pid for pid, _first in state.late_entries)
        acceleration = baku_acceleration(t, late_entries=late)
    return dataclasses.replace(t, players=players, extra_records=extra, acceleration=acceleration)


def _player(p: Player, paired: int, next_round: int) -> Player:
    # C.04.2 D.3/D.4: not paired in a paired round = absent, zero points, written explicitly
    rounds = [p.entry(r) for r in range(1, paired + 1)]
    rounds = [ABSENT_ENTRY if e == NOT_PAIRED_ENTRY else e for e in rounds]
    if next_round:
        announced = p.entry(next_round)
        if p.withdrawn_from is not None and p.withdrawn_from <= next_round:
            announced = ABSENT_ENTRY  # C.04.2 D.3: withdrawn players are no longer paired
        if announced != NOT_PAIRED_ENTRY:
            rounds.append(announced)
    return dataclasses.replace(p, rounds=tuple(rounds))


__all__ = ["ABSENT_ENTRY", "trf_tournament"]
