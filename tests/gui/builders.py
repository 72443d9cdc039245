"""Build small tournaments in a test, without the TRF reader."""

from __future__ import annotations

from collections.abc import Sequence

from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry, Tournament

_OTHER = {
    "1": "0",
    "0": "1",
    "=": "=",
    "+": "-",
    "-": "+",
    "W": "L",
    "L": "W",
    "D": "D",
    " ": " ",
}

PEOPLE = [
    ("GM", "Kowalczyk, Łukasz", 2512, "POL"),
    ("IM", "Dvořák, Tomáš", 2468, "CZE"),
    ("IM", "Παπαδόπουλος, Γεώργιος", 2431, "GRE"),
    ("FM", "Сергеев, Алексей", 2397, "KAZ"),
    ("WGM", "Müller, Anna", 2356, "GER"),
    ("", "Østergaard, Mikkel", 2230, "DEN"),
    ("", "Rossi, Giulia", 0, "ITA"),
]


def make_tournament(
    rounds: Sequence[Sequence[tuple[int, int, str] | tuple[int, str]]],
    n_players: int = 7,
    **header: object,
) -> Tournament:
    """Players 1..n (from :data:`PEOPLE`), rounds as ``(white, black, white's result)``
    boards and ``(player, code)`` byes; a player not mentioned in a round is not paired.
    """
    entries: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n_players + 1)}
    for r, boards in enumerate(rounds, start=1):
        for item in boards:
            if len(item) == 3:
                w, b, res = item  # type: ignore[misc]
                entries[w].append(RoundEntry(PlayerId(b), Colour.WHITE, ResultCode(res)))
                entries[b].append(RoundEntry(PlayerId(w), Colour.BLACK, ResultCode(_OTHER[res])))
            else:
                pid, code = item  # type: ignore[misc]
                entries[pid].append(RoundEntry(None, None, ResultCode(code)))
        for lst in entries.values():
            if len(lst) < r:
                lst.append(RoundEntry(None, None, ResultCode.NOT_PAIRED))
    players = tuple(
        Player(
            id=PlayerId(i),
            name=PEOPLE[i - 1][1],
            title=PEOPLE[i - 1][0],
            rating=PEOPLE[i - 1][2],
            federation=PEOPLE[i - 1][3],
            fide_id=str(1000 + i),
            rounds=tuple(entries[i]),
        )
        for i in range(1, n_players + 1)
    )
    fields: dict[str, object] = {"name": "Test Open", "rounds_total": 5, **header}
    return Tournament(players=players, **fields)  # type: ignore[arg-type]


def small_open() -> Tournament:
    """7 players, 2 rounds: a PAB, a forfeit, a half-point bye, draws."""
    return make_tournament(
        [
            [(1, 5, "1"), (6, 2, "="), (3, 7, "+"), (4, "U")],
            [(2, 1, "0"), (4, 3, "="), (5, 6, "1"), (7, "H")],
        ]
    )
