"""Checklist Q169: result codes the reader does not know are read as unknown (rulings F-16).

Crafted files: an unknown code against an opponent is an unknown result of the game (TRF-2026
162 X, our ``?``) for both players, a draw for pairing and points; against ``0000`` an absence
without points. Each one is a warning naming file, line and columns; the codes are kept and
written back unchanged; a result entered later replaces them.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from trf_helpers import block, p001, trf

from engine.journal import (
    GameResult,
    ImportTrf,
    Journal,
    SetInitialOrder,
    SetResult,
    State,
    apply_command,
    full_consent,
)
from engine.journal.policy import assess
from engine.journal.trf2026 import FinalOutputError, fide_trf
from engine.model import Colour, PlayerId, ResultCode, UnknownResult
from engine.pairing import PairingSystem, pair_round
from engine.trf import Severity, dump_trf, parse_trf, read_trf_report

P = PlayerId

# round 1: 1-2 with an unknown code on 1's side ('X') and 2's '1'; 3-4 a normal game
# round 2 of player 4: '*' against 0000
LINES = (
    p001(1, "Alpha, A", rating="2100", points="0.5", rounds=(block(2, "w", "X"),)),
    p001(2, "Bravo, B", rating="2000", points="0.5", rounds=(block(1, "b", "1"),)),
    p001(3, "Charlie, C", rating="1900", points="1.0", rounds=(block(4, "w", "1"),)),
    p001(
        4,
        "Delta, D",
        rating="1800",
        points="0.0",
        rounds=(block(3, "b", "0"), block(None, "-", "*")),
    ),
)
TEXT = trf("012 Unknown codes", "XXR 3", "XXC white1", *LINES)


def test_unknown_codes_are_warnings_with_line_and_columns() -> None:
    report = read_trf_report(TEXT, "odd.trf")
    assert report.tournament is not None
    rendered = [p.render("odd.trf") for p in report.problems if p.severity is Severity.WARNING]
    assert rendered == [
        # line 4 = player 1 (after 012, XXR, XXC); round 1's result is column 99
        "odd.trf:4: warning: columns 99-99 (round 1 result): 'X' is not a result code "
        "(1 0 = + - W D L H F U Z ? or blank); read as an unknown result (TRF-2026 162 X: a "
        "game whose result is not known, counted as a draw for pairing until the arbiter "
        "enters it); the code is kept and written back as it is",
        "odd.trf:5: warning: columns 99-99 (round 1 result): the opponent's code 'X' (player "
        "1, line 4) is unknown: the result of this game is unknown, '1' here is read as "
        "unknown too and kept as written",
        # round 2 of player 4: columns 102-109, the result in 109
        "odd.trf:7: warning: columns 109-109 (round 2 result): '*' is not a result code "
        "(1 0 = + - W D L H F U Z ? or blank); read as an absence without points (no game), "
        "like a blank result; the code is kept and written back as it is",
    ]


def test_read_as_unknown_never_as_a_known_result() -> None:
    t = parse_trf(TEXT)
    a, b, d = t.player(P(1)), t.player(P(2)), t.player(P(4))
    assert a.entry(1).result is ResultCode.ADJOURNED and b.entry(1).result is ResultCode.ADJOURNED
    assert a.entry(1).colour is Colour.WHITE and a.entry(1).played  # a game, for colours
    assert d.entry(2).result is ResultCode.ZERO_BYE and d.entry(2).opponent is None
    # the draw value each (162 X defaults to D), not the 1 that 2's own code claims
    assert t.points(P(1)) == t.points(P(2)) == Fraction(1, 2)
    assert t.points(P(4)) == 0
    assert t.unknown_results == (
        UnknownResult(P(1), 1, "X"),
        UnknownResult(P(2), 1, "1"),
        UnknownResult(P(4), 2, "*"),
    )


def test_written_back_unchanged() -> None:
    t = parse_trf(TEXT)
    out = dump_trf(t, engine_lines=False).splitlines()
    players = [line for line in out if line.startswith("001")]
    assert players[0].endswith("     2 w X")
    assert players[1].endswith("     1 b 1")
    assert players[3].endswith("     3 b 0  0000 - *")
    assert parse_trf(dump_trf(t, fill_missing=False)) == t


def test_the_game_counts_as_played_for_the_next_pairing() -> None:
    t = parse_trf(TEXT)
    pairing = pair_round(t, 2, PairingSystem.DUTCH_2026)
    pairs = {frozenset((b.white, b.black)) for b in pairing.boards}
    # 1 and 2 met (a game of unknown result): no rematch; 4 announced absent: not paired
    assert frozenset((P(1), P(2))) not in pairs
    assert all(P(4) not in pair for pair in pairs)
    assert pairing.bye is None or pairing.bye != P(4)


def test_journal_keeps_them_until_a_result_is_entered(tmp_path: Path) -> None:
    t = parse_trf(TEXT)
    report = tuple(p.render("odd.trf") for p in read_trf_report(TEXT, "odd.trf").problems)
    command = ImportTrf(t, "odd.trf", report)
    with Journal.create(tmp_path / "odd.swiss") as journal:
        journal.apply(command, answers=full_consent(assess(journal.state, command)))
        # written back unchanged in the in-tournament file, with 162 X
        text = fide_trf(journal.state, itdx=True, line_ending="\n")
        assert any(line.endswith("     2 w X") for line in text.splitlines())
        assert any(line.startswith("162 ") and " X 0.5" in line for line in text.splitlines())
        # an unknown result is an open game: no final report
        with pytest.raises(FinalOutputError, match="adjourned"):
            fide_trf(journal.state, final=True)
        rs = journal.state.round(1)
        assert rs is not None
        white = next(b.white for b in rs.boards if P(1) in (b.white, b.black))
        journal.apply(SetResult(1, white, GameResult.BLACK_WINS))
        t2 = journal.state.tournament
        assert UnknownResult(P(1), 1, "X") not in t2.unknown_results
        assert UnknownResult(P(2), 1, "1") not in t2.unknown_results
        assert UnknownResult(P(4), 2, "*") in t2.unknown_results
        lines = fide_trf(journal.state, itdx=True, line_ending="\n").splitlines()
        one = next(line for line in lines if line.startswith("001    1"))
        assert one.endswith("     2 w 0")


def test_renumbering_moves_the_kept_codes() -> None:
    state = apply_command(State(), ImportTrf(parse_trf(TEXT), "odd.trf"))
    after = apply_command(state, SetInitialOrder((P(2), P(1), P(3), P(4))))
    kept = after.tournament.unknown_results
    assert UnknownResult(P(2), 1, "X") in kept  # Alpha is No. 2 now
    assert UnknownResult(P(1), 1, "1") in kept
    assert parse_trf(dump_trf(after.tournament, fill_missing=False)).unknown_results == kept
