"""The Swiss exemption of B.01 §1.4.3d, counted round by round from the tournament.

Paraphrase (spec note §3, [confirmed: SC-N + QC 2023]): if in every round at least 20
FIDE-rated players not from the host federation, from at least 3 federations, at least 10 of
them GM, IM, WGM or WIM, take part, the federation mix (1.4.3, R2 and R3) is waived. Only
players who miss at most one round count; a pairing-allocated bye is not a missed round, and a
player under the FIDE flag (FID) is not foreign. A forfeit loss and any requested bye or
absence is a missed round (docs/rulings.md, "1.4.3d: missed rounds").
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model import Player, ResultCode, Tournament
from engine.norms.games import FIDE_FLAG, federation_of
from engine.norms.titles import NORM_TITLES
from engine.ratinglist.federations import is_known_federation
from engine.ratinglist.titles import normalise_title

MIN_FOREIGN = 20
MIN_FEDERATIONS = 3
MIN_TITLED = 10


@dataclass(frozen=True, slots=True)
class RoundPresence:
    """The 1.4.3d counts of one round."""

    round: int
    foreign_rated: int
    federations: int
    titled: int

    @property
    def holds(self) -> bool:
        """True when this round meets 20 / 3 / 10."""
        return (
            self.foreign_rated >= MIN_FOREIGN
            and self.federations >= MIN_FEDERATIONS
            and self.titled >= MIN_TITLED
        )

    @property
    def text(self) -> str:
        """``round 3: 22 foreign rated players, 5 federations, 11 GM/IM/WGM/WIM``."""
        return (
            f"round {self.round}: {self.foreign_rated} foreign rated players, "
            f"{self.federations} federations, {self.titled} GM/IM/WGM/WIM"
        )


@dataclass(frozen=True, slots=True)
class Exemption143d:
    """The counts of every round; the exemption holds when every round meets them."""

    host: str
    rounds: tuple[RoundPresence, ...]

    @property
    def holds(self) -> bool:
        """True when every round has 20 foreign rated players, 3 federations, 10 titled."""
        return bool(self.rounds) and all(r.holds for r in self.rounds)

    @property
    def worst(self) -> RoundPresence | None:
        """The round with the fewest foreign players (then federations, then titled)."""
        return min(
            self.rounds, key=lambda r: (r.holds, r.foreign_rated, r.federations, r.titled),
            default=None,
        )  # fmt: skip


def _missed(p: Player, round_no: int) -> bool:
    e = p.entry(round_no)
    if e.is_pab or e.result is ResultCode.FORFEIT_WIN:
        return False
    return e.opponent is None or e.result is ResultCode.FORFEIT_LOSS


def exemption_143d(t: Tournament, last_round: int) -> Exemption143d:
    """The 1.4.3d counts of rounds ``1..last_round`` (host federation: TRF 032)."""
    host = t.federation.strip().upper()
    qualified: list[Player] = []
    for p in t.players:
        fed = federation_of(p)
        if not p.rating or not fed or fed in (host, FIDE_FLAG) or not is_known_federation(fed):
            continue
        if sum(1 for r in range(1, last_round + 1) if _missed(p, r)) <= 1:
            qualified.append(p)
    rounds = []
    for r in range(1, last_round + 1):
        present = [p for p in qualified if not _missed(p, r)]
        rounds.append(
            RoundPresence(
                r,
                len(present),
                len({federation_of(p) for p in present}),
                sum(1 for p in present if normalise_title(p.title) in NORM_TITLES),
            )
        )
    return Exemption143d(host, tuple(rounds))
