"""The norm screen, the IT1 certificate of a title result and the IT3 tournament report.

Fields come from the file (name, dates, rate of play, host federation: TRF 012-122), from the
computation (counts, Ra, Rp, score required) or from the arbiter (``NormFields``: FIDE IDs of
the arbiters, organiser, signatures, remarks). Both forms are reconstructed from their field
lists (spec/fide-ratings-norms.md §4) and say so in the page footer (docs/rulings.md RN-13).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from engine.model import Player, ResultCode, Tournament
from engine.norms import (
    NormContext,
    NormFields,
    NormGame,
    NormStatus,
    NormTitle,
    NormVerdict,
    Precondition,
)
from engine.norms.games import federation_of
from engine.norms.titles import NORM_TITLES, TITLED
from engine.ratinglist.federations import federation_name
from engine.ratinglist.titles import normalise_title
from engine.ratings import RatingKind, round_half_up
from engine.reports.errors import ReportError
from engine.reports.table import Align, Column, Report, Table
from engine.reports.text import event_name, points_text, rating_text, round_date

RECONSTRUCTED_IT1 = (
    "IT1 reconstructed from the FIDE form's fields (docs/rulings.md RN-13): compare with the "
    "official form before filing"
)
RECONSTRUCTED_IT3 = (
    "IT3 reconstructed: the current FIDE form was not seen (docs/rulings.md RN-13); compare "
    "with the official form before filing"
)
_STATUS_ORDER = {
    NormStatus.ACHIEVED: 0,
    NormStatus.POSSIBLE: 1,
    NormStatus.OPEN: 2,
    NormStatus.FAILED: 3,
    NormStatus.HOLDS_TITLE: 4,
    NormStatus.NOT_ELIGIBLE: 5,
}
_FIELD_COLUMNS = (Column("Field"), Column("Entry", wide=True))
_TWO_UP_COLUMNS = (Column("Field"), Column("Entry", wide=True), Column("Field"), Column("Entry"))


def two_up(
    left: Sequence[tuple[str, str]], right: Sequence[tuple[str, str]], caption: str
) -> Table:
    """Fields in two columns of (field, entry) pairs, as a form prints them side by side.

    >>> two_up([("a", "1"), ("b", "2")], [("c", "3")], "x").rows
    (('a', '1', 'c', '3'), ('b', '2', '', ''))
    """
    rows = tuple(
        (*(left[i] if i < len(left) else ("", "")), *(right[i] if i < len(right) else ("", "")))
        for i in range(max(len(left), len(right)))
    )
    return Table(_TWO_UP_COLUMNS, rows, caption=caption)


def _label(t: Tournament) -> str:
    total = f" of {t.rounds_total}" if t.rounds_total else ""
    return f"After round {t.rounds_paired()}{total}"


def _date(t: Tournament) -> str:
    r = t.rounds_paired()
    return round_date(t, r) if r else t.start_date


def verdict_cell(v: NormVerdict) -> str:
    """A title's cell on the norm screen: ``NORM``, ``draw R9``, ``R8: 6 points short``."""
    match v.status:
        case NormStatus.ACHIEVED:
            return "NORM"
        case NormStatus.POSSIBLE:
            f = v.forecast
            if f is None or f.minimum is None:
                return "possible"
            what = {ResultCode.LOSS: "any", ResultCode.DRAW: "draw", ResultCode.WIN: "win"}
            return f"{what[f.minimum]} R{f.round}"
        case NormStatus.OPEN:
            perf = v.result.performance if v.result is not None else None
            return f"open, Rp {perf.rp}" if perf is not None else "open"
        case NormStatus.HOLDS_TITLE:
            return "holds"
        case NormStatus.NOT_ELIGIBLE:
            return "–"
        case NormStatus.FAILED:
            first = v.failed[0] if v.failed else None
            if first is None:
                return "no"
            return f"{first.id.value}: {first.shortfall.split(';')[0]}"
    return v.status.value


def norm_screen_report(t: Tournament, verdicts: Sequence[NormVerdict], ctx: NormContext) -> Report:
    """Every player's verdict for GM, IM, WGM and WIM, the norms and chances in detail, and
    the 1.4.3d counts of each round.
    """
    by_player: dict[int, dict[NormTitle, NormVerdict]] = {}
    for v in verdicts:
        by_player.setdefault(int(v.player), {})[v.title] = v
    players = {int(p.id): p for p in t.players}
    points = {int(p.id): t.points(p.id) for p in t.players}

    def rank(pid: int) -> tuple[int, Fraction, int]:
        best = min((_STATUS_ORDER[v.status] for v in by_player[pid].values()), default=9)
        return (best, -points[pid], pid)

    titles = list(NormTitle)
    rows = []
    for pid in sorted(by_player, key=rank):
        p = players[pid]
        cells = by_player[pid]
        rows.append(
            (
                str(pid),
                p.name,
                normalise_title(p.title),
                rating_text(p.rating),
                federation_of(p),
                points_text(points[pid]),
                *(verdict_cell(cells[x]) if x in cells else "" for x in titles),
            )
        )
    screen = Table(
        (
            Column("No.", Align.RIGHT),
            Column("Name", wide=True),
            Column("Title"),
            Column("Rtg", Align.RIGHT),
            Column("Fed"),
            Column("Pts", Align.CENTER),
            *(Column(x.value, Align.CENTER) for x in titles),
        ),
        tuple(rows),
        caption="Norm screen",
    )
    chances = [
        v
        for v in sorted(
            verdicts, key=lambda v: (_STATUS_ORDER[v.status], -points[int(v.player)], v.player)
        )
        if v.status in (NormStatus.ACHIEVED, NormStatus.POSSIBLE)
        or (
            v.status in (NormStatus.FAILED, NormStatus.OPEN)
            and len(v.failed) == 1
            and v.result
            and v.result.performance
        )
    ]
    detail = Table(
        (
            Column("No.", Align.RIGHT),
            Column("Name"),
            Column("Norm"),
            Column("Games", Align.RIGHT),
            Column("Score", Align.CENTER),
            Column("Ra", Align.RIGHT),
            Column("Rp", Align.RIGHT),
            Column("Required", Align.CENTER),
            Column("Verdict", wide=True),
        ),
        tuple(_detail_row(v) for v in chances),
        caption="Norms, chances and near misses (one requirement short)",
    )
    presence = Table(
        (
            Column("Round", Align.RIGHT),
            Column("Foreign rated players", Align.RIGHT),
            Column("Federations", Align.RIGHT),
            Column("GM/IM/WGM/WIM", Align.RIGHT),
            Column("Meets 20 / 3 / 10"),
        ),
        tuple(
            (
                str(r.round),
                str(r.foreign_rated),
                str(r.federations),
                str(r.titled),
                "yes" if r.holds else "no",
            )
            for r in ctx.exemption_d.rounds
        ),
        caption=f"B.01 1.4.3d: players not from the host federation {ctx.host or '(none given)'} "
        "who miss at most one round",
    )
    return Report(
        "Norm screen",
        event_name(t),
        _label(t),
        _date(t),
        (screen, detail, presence),
        notes=_screen_notes(ctx),
        landscape=True,
    )


def _detail_row(v: NormVerdict) -> tuple[str, ...]:
    r = v.result
    perf = r.performance if r is not None else None
    return (
        str(v.player),
        v.name,
        v.title.value,
        str(r.mix.counted) if r else "",
        points_text(r.mix.score) if r else "",
        str(perf.ra) if perf else "",
        str(perf.rp) if perf else "",
        points_text(r.score_required) if r and r.score_required is not None else "",
        v.summary,
    )


def _screen_notes(ctx: NormContext) -> tuple[str, ...]:
    notes = [
        "NORM: the title result and every requirement of B.01 1.4 are met. draw R9 / win R9 / "
        "any R9: the least result of the paired round that gives the norm. open: rounds remain "
        "to be paired. Rn: the first requirement that fails (R1 games, R2 federations, R3 "
        "own/one federation, R4 titled, R5 title-holders, R7 Ra, R8 Rp, R9 35 %, R10 women) "
        "and by how much. holds: the player has the title or a higher one.",
        "Ra: opponents' average (unrated 1400, the lowest raised to the floor, 1.4.6); Rp = Ra + "
        "dp (1.4.8). Required: the least score that gives the title performance.",
    ]
    if ctx.kind is not RatingKind.STANDARD:
        notes.append(f"This is a {ctx.kind.value} event: norms come from standard games only.")
    if ctx.waiver:
        notes.append(f"The federation mix (R2, R3) is waived under {ctx.waiver}.")
    missing = [c.value for c in Precondition if not ctx.fields.confirmed(c)]
    if missing:
        notes.append(
            "Not confirmed by the arbiter (norm event conditions): " + "; ".join(missing) + "."
        )
    return tuple(notes)


# ---- IT1 --------------------------------------------------------------------------------------


def _split_name(name: str) -> tuple[str, str]:
    family, _, given = name.partition(",")
    return family.strip(), given.strip()


def chief_arbiter_id(t: Tournament, fields: NormFields) -> str:
    """The chief arbiter's FIDE ID: typed, else the number in brackets of TRF 102.

    >>> chief_arbiter_id(Tournament(chief_arbiter="IA Mikel Larreategi (22232540)"), NormFields())
    '22232540'
    """
    if fields.chief_arbiter_fide_id.strip():
        return fields.chief_arbiter_fide_id.strip()
    match = re.search(r"\((\d{3,})\)", t.chief_arbiter)
    return match.group(1) if match else ""


def _score_mark(result: ResultCode) -> str:
    if result in (
        ResultCode.FORFEIT_WIN,
        ResultCode.PAB,
        ResultCode.FULL_BYE,
        ResultCode.WIN_UNRATED,
    ):
        return "+"
    if result in (ResultCode.HALF_BYE, ResultCode.DRAW_UNRATED):
        return "="
    if result is ResultCode.NOT_PAIRED:
        return ""
    return "−"


def _game_score(g: NormGame) -> str:
    return {Fraction(1): "1", Fraction(1, 2): "½", Fraction(0): "0"}[g.score]


def _opponent_counts(
    games: Sequence[NormGame], applicant: str, host: str
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    titles = Counter(g.title for g in games)
    feds = {g.federation for g in games if g.counts_as_federation}
    left = [
        ("Federations of the opponents", str(len(feds))),
        (
            "Opponents not from the applicant's federation",
            str(sum(1 for g in games if g.federation != applicant)),
        ),
        ("Rated opponents", str(sum(1 for g in games if g.rating))),
        (
            "Opponents from the host federation",
            str(sum(1 for g in games if host and g.federation == host)),
        ),
    ]
    right = [
        ("Titled opponents", str(sum(1 for g in games if g.title in TITLED))),
        *(
            (f"{x} opponents", str(titles.get(x, 0)))
            for x in ("GM", "IM", "WGM", "WIM", "FM", "WFM")
        ),
    ]
    return left, right


def it1_report(t: Tournament, verdict: NormVerdict, ctx: NormContext) -> Report:
    """The IT1 "Certificate of Title Result" of one norm (ReportError when it is no norm)."""
    if verdict.status is not NormStatus.ACHIEVED or verdict.result is None:
        who = f"No. {verdict.player} {verdict.name}"
        raise ReportError(f"{who} has no {verdict.title.value} norm: {verdict.summary}")
    fields = ctx.fields
    me = t.player(verdict.player)
    r = verdict.result
    mix = r.mix
    perf = r.performance
    assert perf is not None
    family, given = _split_name(me.name)
    applicant = federation_of(me)
    host = ctx.host
    confirming = fields.confirming_federation.strip().upper() or host
    ca_id = chief_arbiter_id(t, fields)
    head = two_up(
        [
            ("Title result", f"{verdict.title.value} norm"),
            ("Family name", family),
            ("First name", given),
            ("FIDE ID", me.fide_id),
            ("Federation", f"{applicant} {federation_name(applicant)}".strip()),
            ("Event", event_name(t)),
            ("Venue", ", ".join(x for x in (fields.venue, t.city) if x)),
        ],
        [
            ("Start", t.start_date),
            ("Close", t.end_date),
            ("Rate of play", t.time_control),
            ("Rounds", str(t.rounds_total or t.rounds_in_file)),
            ("Tournament type", t.tournament_type or "Swiss"),
            ("Federation confirming", f"{confirming} {federation_name(confirming)}".strip()),
            ("Chief arbiter", t.chief_arbiter + (f" (FIDE ID {ca_id})" if ca_id else "")),
        ],
        "Certificate",
    )
    games_line = str(mix.counted) + (" (8 games and 1.4.1c)" if mix.nine_round_rule else "")
    left, right = _opponent_counts(mix.games, applicant, host)
    worst = ctx.exemption_d.worst
    left += [
        ("Number of games", games_line),
        (
            "Where applying 1.4.3d:",
            ("used" if verdict.waiver == "1.4.3d" else "met, not needed")
            if ctx.exemption_d.holds
            else "not met",
        ),
        ("1.4.3d federations (fewest in a round)", str(worst.federations) if worst else ""),
        (
            "1.4.3d rated players not from the host federation",
            str(worst.foreign_rated) if worst else "",
        ),
        ("1.4.3d of whom GM, IM, WGM, WIM", str(worst.titled) if worst else ""),
    ]
    counts = two_up(left, right, "Opponents")
    used = dict(zip((g.round for g in mix.games), perf.ratings, strict=True))
    by_id = {p.id: p for p in t.players}
    rows = []
    for nr in verdict.rounds:
        opp: Player | None = by_id.get(nr.opponent) if nr.opponent is not None else None
        g = nr.game
        if g is not None and g.round in used:
            note = ""
            if (
                g.round in used
                and perf.floor_raise is not None
                and used[g.round] != (g.rating or 1400)
            ):
                note = "raised to the floor (1.4.6c)"
            if not g.rating:
                note = ("unrated = 1400; " + note).strip("; ")
            rows.append(
                (
                    str(nr.round),
                    g.name,
                    g.fide_id,
                    g.federation,
                    rating_text(g.rating),
                    str(used[g.round]),
                    g.title,
                    _game_score(g),
                    note,
                )
            )
            continue
        if g is not None:
            why = "left out (1.4.1f)" if nr.round in mix.dropped else "after the norm (1.4.1e)"
            rows.append(
                (
                    str(nr.round),
                    g.name,
                    g.fide_id,
                    g.federation,
                    rating_text(g.rating),
                    "",
                    g.title,
                    _game_score(g),
                    why,
                )
            )
            continue
        why = nr.reason
        if mix.bye_round == nr.round:
            why = "counted as the ninth game (1.4.1c)"
        rows.append(
            (
                str(nr.round),
                opp.name if opp else why,
                opp.fide_id if opp else "",
                federation_of(opp) if opp else "",
                rating_text(opp.rating) if opp else "",
                "",
                normalise_title(opp.title) if opp else "",
                _score_mark(nr.result),
                why if opp else "",
            )
        )
    games = Table(
        (
            Column("Rd", Align.RIGHT),
            Column("Opponent", wide=True),
            Column("FIDE ID", Align.RIGHT),
            Column("Fed"),
            Column("Rating", Align.RIGHT),
            Column("1.4.6", Align.RIGHT),
            Column("Title"),
            Column("Score", Align.CENTER),
            Column("Note", wide=True),
        ),
        tuple(rows),
        caption="Games",
    )
    total = two_up(
        [
            ("Rating average of the opponents (Ra)", f"{perf.ra} ({float(perf.ra_exact):.2f})"),
            ("Performance (Rp = Ra + dp)", f"{perf.rp} ({perf.p_percent} %, dp {perf.dp})"),
        ],
        [
            ("Score achieved", points_text(mix.score)),
            (
                "Score required",
                points_text(r.score_required) if r.score_required is not None else "",
            ),
            ("Exceeding by", points_text(r.excess) if r.excess is not None else ""),
        ],
        "Result",
    )
    remarks = list(verdict.remarks)
    typed = fields.remark(verdict.player, verdict.title.value)
    if typed:
        remarks.append(typed)
    special = Table(
        (Column("Remark", wide=True),),
        tuple((x,) for x in remarks) or (("none",),),
        caption="Special remarks",
    )
    signatures = Table(
        (
            Column("Signed by"),
            Column("Name", wide=True),
            Column("Signature", wide=True),
            Column("Date"),
        ),
        (
            ("Chief arbiter", t.chief_arbiter, " " * 40, ""),
            ("Federation official", fields.federation_official, " " * 40, ""),
        ),
        caption="Signatures",
    )
    return Report(
        "IT1 Certificate of Title Result",
        event_name(t),
        f"{verdict.title.value} norm",
        t.end_date or t.start_date,
        (head, counts, games, total, special, signatures),
        notes=(
            "Unrated = 1400, but see 1.4.6b.",
            "Copies to: the player, the organising federation, the player's federation, FIDE.",
            "This certificate is not valid until confirmed by the FIDE Qualification Commission.",
        ),
        subtitle=f"{verdict.title.value} norm · {me.name} · FIDE ID {me.fide_id or '–'} · "
        + applicant,
        footer=RECONSTRUCTED_IT1,
    )


# ---- IT3 --------------------------------------------------------------------------------------


def it3_report(t: Tournament, verdicts: Sequence[NormVerdict], ctx: NormContext) -> Report:
    """The IT3 tournament report: event, participants, arbiters, norms achieved."""
    fields = ctx.fields
    rated = [p for p in t.players if p.rating]
    titles = Counter(normalise_title(p.title) for p in t.players)
    feds = {federation_of(p) for p in t.players if federation_of(p)}
    avg = str(round_half_up(Fraction(sum(p.rating for p in rated), len(rated)))) if rated else ""
    event = two_up(
        [
            ("Event", event_name(t)),
            ("Venue", ", ".join(x for x in (fields.venue, t.city) if x)),
            ("Host federation", f"{ctx.host} {federation_name(ctx.host)}".strip()),
            ("Organiser", fields.organiser),
            ("Rating", ctx.kind.label),
        ],
        [
            ("Start", t.start_date),
            ("End", t.end_date),
            ("System", t.tournament_type or "Swiss"),
            ("Rounds", str(t.rounds_total or t.rounds_in_file)),
            ("Rate of play", t.time_control),
        ],
        "Tournament",
    )
    stats = two_up(
        [
            ("Players", str(len(t.players))),
            ("Rated players", str(len(rated))),
            ("Unrated players", str(len(t.players) - len(rated))),
            ("Women", str(sum(1 for p in t.players if p.sex.lower() in ("w", "f")))),
            ("Federations", str(len(feds))),
            ("Average rating of the rated players", avg),
            ("Players holding GM, IM, WGM or WIM", str(sum(titles.get(x, 0) for x in NORM_TITLES))),
        ],
        [(x, str(titles.get(x, 0))) for x in ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")],
        "Participants",
    )
    arbiters = [("Chief Arbiter", t.chief_arbiter, chief_arbiter_id(t, fields))]
    arbiters += [("Deputy Chief Arbiter", a, "") for a in t.deputy_arbiters]
    arbiters += [
        (a.role, " ".join(x for x in (a.title, a.name) if x), a.fide_id) for a in fields.arbiters
    ]
    arb = Table(
        (Column("Role"), Column("Name", wide=True), Column("FIDE ID", Align.RIGHT)),
        tuple(arbiters),
        caption="Arbiters (all of them: FA and IA applications need this report)",
    )
    achieved = [v for v in verdicts if v.status is NormStatus.ACHIEVED and v.result is not None]
    norms = Table(
        (
            Column("No.", Align.RIGHT),
            Column("Name", wide=True),
            Column("FIDE ID", Align.RIGHT),
            Column("Fed"),
            Column("Norm"),
            Column("Games", Align.RIGHT),
            Column("Score", Align.CENTER),
            Column("Ra", Align.RIGHT),
            Column("Rp", Align.RIGHT),
        ),
        tuple(
            (
                str(v.player),
                v.name,
                t.player(v.player).fide_id,
                federation_of(t.player(v.player)),
                v.title.value,
                str(v.result.mix.counted),
                points_text(v.result.mix.score),
                str(v.result.performance.ra) if v.result.performance else "",
                str(v.result.performance.rp) if v.result.performance else "",
            )
            for v in achieved
            if v.result is not None
        ),
        caption="Title norms achieved",
    )
    signatures = Table(
        (
            Column("Signed by"),
            Column("Name", wide=True),
            Column("Signature", wide=True),
            Column("Date"),
        ),
        (
            ("Chief arbiter", t.chief_arbiter, " " * 40, ""),
            ("Organiser", fields.organiser, " " * 40, ""),
            ("Federation official", fields.federation_official, " " * 40, ""),
        ),
        caption="Signatures",
    )
    return Report(
        "IT3 Tournament Report",
        event_name(t),
        _label(t),
        t.end_date or t.start_date,
        (event, stats, arb, norms, signatures),
        notes=("Average rating: of the players rated on the list in force at the start.",),
        footer=RECONSTRUCTED_IT3,
    )
