"""The special cases of B.01 §1.4 (spec note §3), each on a small hand-made event."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from engine.model import Colour, Player, PlayerId, ResultCode, RoundEntry
from engine.norms import (
    CheckId,
    NormStatus,
    NormTitle,
    exemption_143d,
    norm_context,
    norm_verdicts,
    player_verdict,
)
from engine.norms.evaluate import mixes
from engine.norms.games import norm_rounds
from engine.ratings import RatingKind
from tests.ratings.builders import Opp, solo_event

F = Fraction
# a strong 9-game IM result: 6/9 against 2400s of 6 federations, 5 IMs, 2 FMs
STRONG = [
    Opp("W", 2400, "IM", "FRA"),
    Opp("D", 2400, "IM", "GER"),
    Opp("W", 2400, "FM", "NED"),
    Opp("D", 2400, "IM", "ITA"),
    Opp("L", 2400, "IM", "ENG"),
    Opp("W", 2400, "FM", "SUI"),
    Opp("D", 2400, "IM", "FRA"),
    Opp("D", 2400, "", "GER"),
    Opp("W", 2400, "", "NED"),
]


def im(t, pid=1):
    return player_verdict(t, PlayerId(pid), NormTitle.IM)


def failed_ids(v):
    return [c.id for c in v.failed]


def test_strong_result_is_a_norm():
    v = im(solo_event(2350, STRONG))
    assert v.status is NormStatus.ACHIEVED
    assert v.result.performance.rp == 2400 + 125


def test_eight_games_fail_on_games():
    v = im(solo_event(2350, [*STRONG[:8], Opp("Z")]))
    assert v.status is NormStatus.FAILED
    assert failed_ids(v)[0] is CheckId.GAMES
    assert v.failed[0].shortfall == "1 game short"


def test_1_4_1c_eight_games_and_a_pab():
    # 8 games + PAB in a 9-round event: a 9-game norm, checked on the 8 games
    games = [*STRONG[:8], Opp("PAB")]
    v = im(solo_event(2350, games))
    assert v.status is NormStatus.ACHIEVED
    mix = v.result.mix
    assert mix.nine_round_rule and mix.bye_round == 9 and mix.counted == 9 and len(mix.games) == 8
    assert any(r.startswith("1.4.1c") for r in v.remarks)
    # R4 on 8 games: 7 titled >= 4
    titled = next(c for c in v.checks if c.id is CheckId.TITLED)
    assert titled.required.startswith("4 or more")


def test_1_4_1c_forfeit_win_counts_but_not_a_forfeit_loss_or_requested_bye():
    assert (
        im(solo_event(2350, [*STRONG[:8], Opp("+F", 2400, "IM", "AUT")])).status
        is NormStatus.ACHIEVED
    )
    for token in ("-F", "H", "Z"):
        v = im(solo_event(2350, [*STRONG[:8], Opp(token, 2400, "IM", "AUT")]))
        assert v.status is NormStatus.FAILED, token
        assert failed_ids(v)[0] is CheckId.GAMES


def test_1_4_1c_only_in_nine_round_events():
    v = im(solo_event(2350, [*STRONG[:8], Opp("PAB"), Opp("Z")], rounds_total=10))
    assert v.status is NormStatus.FAILED and failed_ids(v) == [CheckId.GAMES]


def test_1_4_1e_norm_after_round_9_survives_later_losses():
    # rounds 1-11: Rp 2381; rounds 1-10: 2442; rounds 1-9: 2525
    games = [*STRONG, Opp("L", 2100, "", "AUT"), Opp("L", 2100, "", "BEL")]
    t = solo_event(2350, games)
    v = im(t)
    assert v.status is NormStatus.ACHIEVED
    assert v.result.mix.last_round == 9 and not v.result.mix.dropped
    assert any(r.startswith("1.4.1e") for r in v.remarks)
    assert v.summary == "IM norm (rounds 1-9)"


def test_a_round_robin_counts_every_round():
    # the same 11 games in a round-robin: no cut after round 9 (1.4.1e is for Swiss events),
    # so the whole event's Rp 2381 stands
    games = [*STRONG, Opp("L", 2100, "", "AUT"), Opp("L", 2100, "", "BEL")]
    t = replace(solo_event(2350, games), pairing_system="FIDE_ROUNDROBIN")
    v = im(t)
    assert v.status is NormStatus.FAILED
    assert v.result.mix.last_round == 11
    assert not any(r.startswith("1.4.1e") for r in v.remarks)


MARGINAL = [replace(o, rating=2330) for o in STRONG]  # 6/9 at Ra 2330: Rp 2455


def test_1_4_1f_dropping_a_win_against_a_weak_opponent():
    # 11 games with wins over a 1600 and a 1700: Rp 2422. Leaving out one of the two wins
    # (the other is raised to the floor, 2050) gives 10 games at Rp 2451
    games = [Opp("W", 1600, "", "AUT"), Opp("W", 1700, "", "BEL"), *MARGINAL]
    v = im(solo_event(2350, games))
    assert v.status is NormStatus.ACHIEVED
    assert v.result.mix.dropped in ((1,), (2,))
    assert v.result.mix.counted == 10 and v.result.performance.rp == 2451
    assert any(r.startswith("1.4.1f") for r in v.remarks)
    assert "left out" in v.summary


def test_1_4_1f_never_drops_a_draw():
    # a draw against a 1700 cannot be left out: 10 games, Rp 2412
    v = im(solo_event(2350, [Opp("D", 1700, "", "BEL"), *MARGINAL]))
    assert v.status is NormStatus.FAILED
    assert v.failed[0].shortfall.startswith("38 points short; needs a score of 7, has 6½")


def test_1_4_1f_never_below_nine_games():
    rounds = norm_rounds(solo_event(2350, STRONG), PlayerId(1), 9)
    assert [m.dropped for m in mixes(rounds, 9)] == [()]


def test_withdrawal_before_nine_games():
    games = [*STRONG[:6], Opp("."), Opp("."), Opp(".")]
    t = solo_event(2350, games, withdrawn_from=7)
    v = im(t)
    assert v.status is NormStatus.FAILED
    assert v.failed[0].id is CheckId.GAMES and "withdrew from round 7" in v.failed[0].detail


def test_fid_counts_as_no_federation():
    games = [replace(o, federation="FID") if o.federation != "FRA" else o for o in STRONG]
    v = im(solo_event(2350, games))
    feds = next(c for c in v.checks if c.id is CheckId.FEDERATIONS)
    assert feds.actual.startswith("1 other than ESP") and not feds.passed


def test_opponent_of_no_fide_federation_is_not_counted():
    games = [*STRONG[:8], Opp("W", 2400, "", "XYZ")]
    rounds = norm_rounds(solo_event(2350, games), PlayerId(1), 9)
    assert rounds[8].game is None and "not a FIDE federation" in rounds[8].reason
    assert im(solo_event(2350, games)).status is NormStatus.FAILED


def test_unrated_opponent_counts_1400_then_the_floor():
    games = [*STRONG[:8], Opp("W", 0, "", "AUT")]
    v = im(solo_event(2350, games))
    perf = v.result.performance
    assert perf.floor_raise is not None and perf.floor_raise.before == 1400
    assert perf.floor_raise.after == 2050


def test_own_and_one_federation_limits():
    games = [replace(o, federation="ESP") for o in STRONG[:6]] + STRONG[6:]
    v = im(solo_event(2350, games))
    own = next(c for c in v.checks if c.id is CheckId.OWN_FEDERATION)
    assert not own.passed and own.shortfall == "1 opponent too many"
    one = next(c for c in v.checks if c.id is CheckId.ONE_FEDERATION)
    assert one.passed  # 6 <= 6
    games = [replace(o, federation="FRA") for o in STRONG[:7]] + STRONG[7:]
    one = next(c for c in im(solo_event(2350, games)).checks if c.id is CheckId.ONE_FEDERATION)
    assert not one.passed and one.shortfall == "1 opponent too many"


def test_holders_and_titled_counts():
    games = [replace(o, title="CM") for o in STRONG]
    v = im(solo_event(2350, games))
    assert {CheckId.TITLED, CheckId.TITLE_HOLDERS} <= set(failed_ids(v))
    titled = next(c for c in v.checks if c.id is CheckId.TITLED)
    assert titled.shortfall == "5 titled opponents short"  # CM does not count


def test_score_minimum_35_percent():
    # 3 points of 9 = 33 %: fails R9 even against a field that gives the performance
    games = [
        Opp("W" if i < 3 else "L", 2650, "GM", f)
        for i, f in enumerate(["FRA", "GER", "NED", "ITA", "ENG", "SUI", "AUT", "BEL", "POR"])
    ]
    v = im(solo_event(2350, games))
    score = next(c for c in v.checks if c.id is CheckId.SCORE)
    assert not score.passed and score.shortfall == "½ point short"


def test_title_holders_need_no_norm_and_women_titles():
    t = solo_event(2450, STRONG, title="IM")
    assert im(t).status is NormStatus.HOLDS_TITLE
    assert player_verdict(t, PlayerId(1), NormTitle.GM).status is NormStatus.FAILED
    man = player_verdict(solo_event(2350, STRONG), PlayerId(1), NormTitle.WIM)
    assert man.status is NormStatus.NOT_ELIGIBLE and man.failed[0].id is CheckId.WOMEN
    woman = player_verdict(solo_event(2350, STRONG, sex="w"), PlayerId(1), NormTitle.WIM)
    assert woman.status is NormStatus.ACHIEVED


def test_rapid_events_give_no_norms():
    t = solo_event(2350, STRONG)
    ctx = norm_context(t, kind=RatingKind.RAPID)
    v = player_verdict(t, PlayerId(1), NormTitle.IM, ctx)
    assert v.status is NormStatus.NOT_ELIGIBLE and "standard" in v.summary


def test_forecast_any_result_and_already_secured():
    # 8 games at a high level, round 9 pending: any played result gives it, but he must play
    strong8 = [replace(o, token="W" if o.token == "D" else o.token) for o in STRONG[:8]]
    t = solo_event(2350, [*strong8, Opp("?", 2400, "IM", "AUT")])
    v = im(t)
    assert v.status is NormStatus.POSSIBLE
    assert v.forecast.minimum is ResultCode.LOSS and v.forecast.play_required
    assert v.summary.startswith("any result (the game must be played) in round 9")
    # 10-round event, norm reached after 9: round 10 pending does not matter
    t = solo_event(2350, [*STRONG, Opp("?", 2400, "IM", "AUT")])
    assert im(t).status is NormStatus.ACHIEVED


def test_open_while_rounds_remain_and_failed_when_out_of_reach():
    t = solo_event(2350, STRONG[:5], rounds_total=9)
    v = im(t)
    assert v.status is NormStatus.OPEN and v.rounds_to_play == 4
    assert v.summary.startswith("IM norm open: 4 rounds to play")
    t = solo_event(2350, [*STRONG[:3], Opp("Z"), Opp("Z")], rounds_total=9)
    assert im(t).status is NormStatus.FAILED  # 3 + 4 < 9 games


def test_overscore_remark():
    games = [replace(o, token="W") for o in STRONG]
    v = im(solo_event(2350, games))
    assert any(r.startswith("1.4.1d") for r in v.remarks)


def test_1_4_3d_counts_missed_rounds():
    # players missing two rounds are left out; a PAB is not a missed round
    t = solo_event(2350, STRONG)
    host = "ESP"
    extra = []
    n0 = len(t.players)
    for i in range(4):
        rounds = [RoundEntry(PlayerId(n0 + 1 + (i ^ 1)), Colour.WHITE, ResultCode.DRAW)] * 9
        if i == 0:
            rounds[0] = RoundEntry(None, None, ResultCode.PAB)
        if i == 1:
            rounds[0] = rounds[1] = RoundEntry(None, None, ResultCode.HALF_BYE)
        extra.append(
            Player(
                PlayerId(n0 + 1 + i),
                f"X{i}",
                rating=2300,
                federation="FRA",
                title="GM",
                rounds=tuple(rounds),
            )
        )
    t = replace(t, federation=host, players=(*t.players, *extra))
    ex = exemption_143d(t, 9)
    # players 0, 2, 3 qualify (player 1 missed two rounds); the subject's opponents play once
    assert [r.foreign_rated for r in ex.rounds] == [3] * 9
    assert ex.rounds[0].titled == 3 and not ex.holds


def test_norm_verdicts_covers_every_player_and_title():
    t = solo_event(2350, STRONG)
    verdicts = norm_verdicts(t)
    assert len(verdicts) == 4 * len(t.players)
    assert [v.title for v in verdicts[:4]] == list(NormTitle)
