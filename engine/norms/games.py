"""Which rounds of a player count for a norm (B.01 §1.4.2), with the opponents' data.

Counted: games played over the board (TRF ``1``, ``=``, ``0``) against an opponent of a FIDE
federation. Not counted: forfeits (the whole 1.4.2 list: "forfeits, adjudications, games
against opponents not from FIDE federations"), byes, absences, games of less than one move
(TRF ``W``/``D``/``L``), and a round without a result yet. ``FID`` (a player under the FIDE
flag) is a FIDE player but counts as no federation for the mix (spec note §3, [unsure]).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.model import Player, PlayerId, ResultCode, Tournament
from engine.ratinglist.federations import is_known_federation
from engine.ratinglist.titles import normalise_title

SCORES = {
    ResultCode.WIN: Fraction(1),
    ResultCode.DRAW: Fraction(1, 2),
    ResultCode.LOSS: Fraction(0),
}
FIDE_FLAG = "FID"


def federation_of(p: Player) -> str:
    """The federation code as the norm checks compare it (stripped, upper case)."""
    return p.federation.strip().upper()


@dataclass(frozen=True, slots=True)
class NormGame:
    """A counted game: the opponent as the IT1 prints him and the score."""

    round: int
    opponent: PlayerId
    name: str
    fide_id: str
    federation: str
    rating: int
    """As in the file (the list at the start of the event); 0 = unrated."""
    title: str
    """The playing title, normalised (``GM``, ``WIM``...); "" for none."""
    score: Fraction

    @property
    def counts_as_federation(self) -> bool:
        """False for FID and a blank federation: no federation for the 1.4.3 mix."""
        return bool(self.federation) and self.federation != FIDE_FLAG


@dataclass(frozen=True, slots=True)
class NormRound:
    """One round of the player, counted or not (the IT1's per-round table)."""

    round: int
    opponent: PlayerId | None
    result: ResultCode
    game: NormGame | None
    """The counted game, None when the round does not count."""
    reason: str = ""
    """Why the round does not count ("" when it does)."""


def _reason(e_result: ResultCode, opp: Player | None) -> str:
    if e_result in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS):
        return "forfeit: not counted (B.01 1.4.2)"
    if e_result in (ResultCode.WIN_UNRATED, ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED):
        return "less than one move: not counted (B.01 1.4.2)"
    if e_result is ResultCode.PAB:
        return "pairing-allocated bye"
    if e_result in (ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE):
        return "requested bye or absence"
    if opp is not None and e_result is ResultCode.NOT_PAIRED:
        return "no result yet"
    return "not paired"


def norm_rounds(t: Tournament, pid: PlayerId, last_round: int) -> tuple[NormRound, ...]:
    """Rounds ``1..last_round`` of ``pid`` as the norm calculation sees them."""
    by_id = {p.id: p for p in t.players}
    me = by_id[pid]
    out: list[NormRound] = []
    for r in range(1, last_round + 1):
        e = me.entry(r)
        opp = by_id.get(e.opponent) if e.opponent is not None else None
        score = SCORES.get(e.result)
        if opp is None or score is None:
            reason = "opponent not in the file" if e.opponent is not None and opp is None else ""
            out.append(NormRound(r, e.opponent, e.result, None, reason or _reason(e.result, opp)))
            continue
        fed = federation_of(opp)
        if fed and not is_known_federation(fed):
            out.append(
                NormRound(
                    r, e.opponent, e.result, None,
                    f"{fed} is not a FIDE federation: not counted (B.01 1.4.2)",
                )
            )  # fmt: skip
            continue
        game = NormGame(
            r,
            opp.id,
            opp.name,
            opp.fide_id,
            fed,
            opp.rating,
            normalise_title(opp.title),
            score,
        )
        out.append(NormRound(r, e.opponent, e.result, game))
    return tuple(out)
