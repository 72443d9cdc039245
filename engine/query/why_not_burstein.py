""" "Why not A against B?" for the Burstein System, in its own articles (C.04.1.i).

:func:`engine.query.why_not.why_not` pairs the round twice, normally and with A and B allowed
to meet only each other, and hands both traces here when a Burstein engine paired the round (a
seeding round of the 2017-2025 text is paired, and answered, by the Dutch rules). The two runs
are compared where the text decides, in its order:

* the pairing-allocated bye, which is assigned before the brackets (2017-2025 A.8, B.0.c-e:
  lowest score, most games played, lowest ranking; older text 4.2/4.3: the lowest player of the
  lowest score group in the 3.2 order);
* the first bracket whose pairs differ. When it holds the same players in both runs, its two
  pairings are compared on C.5 (pairs), C.6 (incoming floaters paired: how many, then their
  scores), C.7 (what the following bracket achieves with the outgoing floaters), C.8 (players
  without their colour preference), then the order of D.1 (B.2); older text: pairs and floaters
  (6.1, 6.3), due colours (6.5), then the order of combinations (6.2, 6.4).
* When it does not hold the same players, the forced pair changed the bracket itself: in the
  older text two score groups merged (6.6), which the text allows only when a score group
  cannot be paired completely. The engine's score group is then compared with the same players
  in the forced run: how many of its pairs stay inside it (issue 18: comparing the merged
  bracket's 31 pairs with the score group's 9 was comparing different scopes).

Every value is read from the two traces (pairs, floaters, the players' facts); a forced pairing
better on the first point that differs would mean the engine missed it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.explain.events_burstein import BursteinBracket
from engine.explain.records import BracketRecord, RoundRecord, numbers, pairs_short, points
from engine.model import Colour

RULES_NEW = {
    "B.0": (
        "the pairing-allocated bye goes to the eligible player who allows a complete pairing, "
        "has the lowest score, has played the most games and occupies the lowest ranking"
    ),
    "C.5": (
        "maximize the number of pairs (equivalent to: minimize the number of outgoing floaters)"
    ),
    "C.6": (
        "first maximize the number and then the scores of the incoming floaters that can be paired"
    ),
    "C.7": (
        "choose the outgoing floaters so that in the following bracket C.4, C.5 and C.6 are "
        "complied with in the best possible way"
    ),
    "C.8": "minimize the number of players who do not get their colour preference",
    "B.2 (D.1)": (
        "choose the first pairing (as ordered according to D.1) that complies best with all the "
        "pairing criteria"
    ),
    "B.1": (
        "determine the maximum number of pairs that can be obtained in the current bracket "
        "while complying with criteria C.1 to C.5"
    ),
}
RULES_OLD = {
    "4.2, 4.3": (
        "the player from the lowest score group who has the lowest SB (then Buchholz, ...) gets "
        "the pairing-allocated bye"
    ),
    "6.1, 6.3": (
        "in each score group the players are paired among themselves; only the remaining player "
        "of an odd score group floats, and a floater from another score group is not floated again"
    ),
    "6.5": "in each score group the maximum number of players should get their due colours",
    "6.2, 6.4": "the combination with the higher priority in the order of 6.2/6.4 is taken",
    "6.6": "two score groups become one only when no complete pairing can be made otherwise",
}


@dataclass(frozen=True, slots=True)
class Row:
    """One point compared: article, engine's value, forced value, what it measures, order."""

    article: str
    engine: str
    forced: str
    measure: str
    order: int  # -1: the engine's is better, 0: equal, 1: the forced one is (inconsistency)
    exact: bool = True


@dataclass(frozen=True, slots=True)
class Answer:
    """What decides: ``kind`` is "criterion", "order" (generation order) or "bracket"."""

    kind: str
    article: str
    rule: str
    rows: tuple[Row, ...]
    bracket: int | None
    reason: str = ""


def _legacy(rec: RoundRecord) -> bool:
    return rec.started is not None and "pre-2017" in rec.started.edition


def _rules(legacy: bool) -> dict[str, str]:
    return RULES_OLD if legacy else RULES_NEW


def _order(x: tuple[Fraction, ...], y: tuple[Fraction, ...]) -> int:
    return (x > y) - (x < y)


def compare(normal: RoundRecord, forced: RoundRecord) -> Answer | None:
    """Where the Burstein text prefers the engine's pairing; None when the runs do not differ."""
    legacy = _legacy(normal)
    bye = _bye(normal, forced, legacy)
    if bye is not None:
        return bye
    indices = sorted({b.index for b in normal.brackets} | {b.index for b in forced.brackets})
    for i in indices:
        bn, bf = normal.bracket(i), forced.bracket(i)
        if bn is None or bf is None or bn.paired is None or bf.paired is None:
            return None
        same = set(map(frozenset, bn.paired.pairs)) == set(map(frozenset, bf.paired.pairs))
        if same and set(bn.paired.downfloaters) == set(bf.paired.downfloaters):
            continue
        if _players(bn) != _players(bf):
            return _scope(bn, forced, legacy)
        return _bracket(bn, bf, normal, forced, legacy)
    return None


def _players(br: BracketRecord) -> frozenset[int]:
    s = br.started
    if s is None:
        return frozenset()
    return frozenset(s.residents) | frozenset(m for m, _ in s.mdps)


# ---- the pairing-allocated bye ------------------------------------------------------------------


def _bye(normal: RoundRecord, forced: RoundRecord, legacy: bool) -> Answer | None:
    pn = normal.paired.bye if normal.paired is not None else None
    pf = forced.paired.bye if forced.paired is not None else None
    if pn == pf or pn is None or pf is None:
        return None
    position = {p.player: i for i, p in enumerate(normal.players, start=1)}

    def facts(player: int) -> tuple[Fraction, int, int]:
        f = normal.facts(player)
        score = Fraction(f.score) if f is not None else Fraction(0)
        games = len(f.colours) if f is not None else 0
        return score, games, position.get(player, 0)

    (sn, gn, rn), (sf, gf, rf) = facts(pn), facts(pf)
    rows: list[Row] = []
    if legacy:
        article = "4.2, 4.3"
        rows.append(
            Row(
                article,
                f"{pn}: score {points(sn)}, No. {rn} of the 3.2 order",
                f"{pf}: score {points(sf)}, No. {rf}",
                "the lowest score group, then the lowest in the 3.2 order",
                _order((sn, Fraction(-rn)), (sf, Fraction(-rf))),
            )
        )
    else:
        article = "B.0"
        for label, vn, vf, key_n, key_f in (
            ("B.0.c", points(sn), points(sf), sn, sf),
            ("B.0.d", str(gn), str(gf), Fraction(-gn), Fraction(-gf)),
            ("B.0.e", f"No. {rn}", f"No. {rf}", Fraction(-rn), Fraction(-rf)),
        ):
            what = {
                "B.0.c": "score (the lowest)",
                "B.0.d": "games played (the most)",
                "B.0.e": "ranking (A.7, the lowest)",
            }[label]
            rows.append(Row(label, f"{pn}: {vn}", f"{pf}: {vf}", what, _order((key_n,), (key_f,))))
            if rows[-1].order:
                break
    return Answer(
        "criterion",
        article,
        _rules(legacy)[article],
        tuple(rows),
        None,
        f"the pairing-allocated bye, assigned before the brackets, goes to {pn} in the engine's "
        f"pairing and to {pf} with the pair forced",
    )


# ---- a bracket with the same players in both runs -----------------------------------------------


def _incoming_paired(br: BracketRecord) -> tuple[int, tuple[Fraction, ...]]:
    """C.6: the incoming floaters paired in the bracket, and their scores, highest first."""
    s, p = br.started, br.paired
    if s is None or p is None:
        return 0, ()
    paired = {x for pair in p.pairs for x in pair}
    scores = sorted((Fraction(sc) for m, sc in s.mdps if m in paired), reverse=True)
    return len(scores), tuple(scores)


def _colour_misses(br: BracketRecord, rec: RoundRecord) -> int:
    """C.8 / 6.5: pairs whose two players want the same colour (one of them cannot get it)."""
    assert br.paired is not None

    def wanted(player: int) -> Colour | None:
        f = rec.facts(player)
        return f.preference_colour if f is not None else None

    return sum(1 for a, b in br.paired.pairs if wanted(a) and wanted(a) is wanted(b))


def _bracket(
    bn: BracketRecord,
    bf: BracketRecord,
    normal: RoundRecord,
    forced: RoundRecord,
    legacy: bool,
) -> Answer:
    pn, pf = bn.paired, bf.paired
    assert pn is not None and pf is not None
    rules = _rules(legacy)
    rows: list[Row] = []

    def decided(article: str) -> Answer | None:
        if rows[-1].order == 0:
            return None
        return Answer("criterion", article, rules[article], tuple(rows), bn.index)

    pairs_article = "6.1, 6.3" if legacy else "C.5"
    rows.append(
        Row(
            pairs_article,
            str(len(pn.pairs)),
            str(len(pf.pairs)),
            "pairs",
            _order((Fraction(-len(pn.pairs)),), (Fraction(-len(pf.pairs)),)),
        )
    )
    if (got := decided(pairs_article)) is not None:
        return got
    if legacy:
        # 6.3: a floater from another score group is not floated again
        fn, ff = _incoming_paired(bn)[0], _incoming_paired(bf)[0]
        rows.append(
            Row(
                "6.1, 6.3",
                str(fn),
                str(ff),
                "floaters from above paired",
                _order((Fraction(-fn),), (Fraction(-ff),)),
            )
        )
        if (got := decided("6.1, 6.3")) is not None:
            return got
    else:
        (cn, sn), (cf, sf) = _incoming_paired(bn), _incoming_paired(bf)
        rows.append(
            Row(
                "C.6",
                f"{cn} {_list(sn)}",
                f"{cf} {_list(sf)}",
                "incoming floaters paired, their scores",
                _order((Fraction(-cn), *(-x for x in sn)), (Fraction(-cf), *(-x for x in sf))),
            )
        )
        if (got := decided("C.6")) is not None:
            return got
        if set(pn.downfloaters) != set(pf.downfloaters):
            rows.append(_c7(bn.index, normal, forced))
            if (got := decided("C.7")) is not None:
                return got
    if legacy and set(pn.downfloaters) != set(pf.downfloaters):
        merged = _merged_below(bn.index, normal, forced)
        if merged is not None:
            return merged
    colour_article = "6.5" if legacy else "C.8"
    mn, mf = _colour_misses(bn, normal), _colour_misses(bf, forced)
    rows.append(
        Row(
            colour_article,
            str(mn),
            str(mf),
            "pairs whose players want the same colour"
            if legacy
            else "players who do not get their colour preference",
            _order((Fraction(mn),), (Fraction(mf),)),
        )
    )
    if (got := decided(colour_article)) is not None:
        return got
    article = "6.2, 6.4" if legacy else "B.2 (D.1)"
    return Answer(
        "order",
        article,
        rules[article],
        tuple(rows),
        bn.index,
        f"engine {pairs_short(pn.pairs)} comes before {pairs_short(pf.pairs)}",
    )


def _merged_below(index: int, normal: RoundRecord, forced: RoundRecord) -> Answer | None:
    """Older text, another floater: when the forced run's floater could be paired below only by
    merging the next score groups (6.6), the engine's floater needed no merge."""
    bn, bf = normal.bracket(index), forced.bracket(index)
    nn, nf = normal.bracket(index + 1), forced.bracket(index + 1)
    if bn is None or bf is None or bn.paired is None or bf.paired is None or nf is None:
        return None
    if nf.started is None or not BursteinBracket(nf.started.kind).merged:
        return None
    if nn is not None and nn.started is not None and BursteinBracket(nn.started.kind).merged:
        return None
    mine, theirs = numbers(bn.paired.downfloaters), numbers(bf.paired.downfloaters)
    return Answer(
        "bracket",
        "6.6",
        RULES_OLD["6.6"],
        (
            Row(
                "6.6",
                "no merge",
                "score groups merged",
                f"the score group below bracket {index}",
                -1,
            ),
        ),
        index,
        f"the engine floats {mine} from bracket {index} and pairs the next score group as it "
        f"is; with the pair forced {theirs} floats and can be paired below only by merging the "
        f"next score groups (bracket {index + 1}), which 6.6 allows only when no complete "
        "pairing can be made otherwise",
    )


def _c7(index: int, normal: RoundRecord, forced: RoundRecord) -> Row:
    """C.7 as the following bracket shows it in each run: pairs, then incoming floaters paired."""
    nn, nf = normal.bracket(index + 1), forced.bracket(index + 1)

    def key(br: BracketRecord | None) -> tuple[Fraction, ...]:
        if br is None or br.paired is None:
            return ()
        count, scores = _incoming_paired(br)
        return (Fraction(-len(br.paired.pairs)), Fraction(-count), *(-x for x in scores))

    def text(br: BracketRecord | None) -> str:
        if br is None or br.paired is None:
            return "no following bracket"
        count, scores = _incoming_paired(br)
        return f"{len(br.paired.pairs)} pairs, {count} floaters paired {_list(scores)}"

    return Row(
        "C.7",
        text(nn),
        text(nf),
        "the following bracket's pairs and paired floaters",
        _order(key(nn), key(nf)),
        exact=False,
    )


def _list(values: tuple[Fraction, ...]) -> str:
    return "[" + ", ".join(points(v) for v in values) + "]"


# ---- the forced pair changed the bracket itself -------------------------------------------------


def _scope(bn: BracketRecord, forced: RoundRecord, legacy: bool) -> Answer:
    """The forced run's bracket holds other players: compare the engine's bracket's players."""
    assert bn.paired is not None and bn.started is not None
    group = _players(bn)
    inside = sum(
        1
        for br in forced.brackets
        if br.paired is not None
        for a, b in br.paired.pairs
        if a in group and b in group
    )
    merged = [
        br.index
        for br in forced.brackets
        if br.started is not None
        and BursteinBracket(br.started.kind).merged
        and group & _players(br)
    ]
    n = len(bn.paired.pairs)
    article = "6.6" if legacy else "B.1"
    what = "score group" if legacy else "scoregroup"
    reason = (
        f"{what} {bn.started.score} ({len(group)} players) is paired within itself in the "
        f"engine's pairing: {n} pair{'s' if n != 1 else ''}"
        + (f", floater {numbers(bn.paired.downfloaters)}" if bn.paired.downfloaters else "")
        + f"; with the pair forced only {inside} of its pairs stay inside it"
    )
    if merged:
        reason += ", because it is merged with the next score group (6.6)"
    return Answer(
        "bracket",
        article,
        _rules(legacy)[article],
        (
            Row(
                article,
                str(n),
                str(inside),
                f"pairs among the players of {what} {bn.started.score}",
                _order((Fraction(-n),), (Fraction(-inside),)),
            ),
        ),
        bn.index,
        reason,
    )


__all__ = ["RULES_NEW", "RULES_OLD", "Answer", "Row", "compare"]
