"""One player of a FIDE rating list, as the list gives him."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from anyascii import anyascii

from engine.ratinglist.titles import playing_title


class RatingType(Enum):
    """The rating a tournament uses; decides which list column is copied."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"


@dataclass(frozen=True, slots=True)
class Rating:
    """One rating of a player: None values mean "not given" (0 or blank in the list)."""

    rating: int | None = None
    games: int | None = None
    k: int | None = None


NO_RATING = Rating()


@dataclass(frozen=True, slots=True)
class ListPlayer:
    """A player line of the list; the name is kept exactly as FIDE writes it."""

    fide_id: str
    name: str
    federation: str = ""
    sex: str = ""  # "M", "F" or "" as in the list
    title: str = ""  # Tit
    women_title: str = ""  # WTit
    other_titles: tuple[str, ...] = ()  # OTit, split on commas
    foa_title: str = ""  # FIDE Online Arena title, never a playing title
    standard: Rating = NO_RATING
    rapid: Rating = NO_RATING
    blitz: Rating = NO_RATING
    birth_year: int | None = None  # None: unknown (0 or blank in the list)
    flag: str = ""  # "i", "w", "wi" or ""

    @property
    def surname(self) -> str:
        """The part before the first comma (the whole name when it has none)."""
        return self.name.split(",", 1)[0].strip()

    @property
    def given_name(self) -> str:
        """The part after the first comma ("" when there is none)."""
        parts = self.name.split(",", 1)
        return parts[1].strip() if len(parts) == 2 else ""

    @property
    def inactive(self) -> bool:
        """True for the ``i`` flag: rated, but no rated games for a while."""
        return "i" in self.flag.lower()

    @property
    def playing_title(self) -> str:
        """The title for initial order and the TRF: the best of ``Tit`` and ``WTit``."""
        return playing_title(self.title, self.women_title)

    @property
    def trf_sex(self) -> str:
        """TRF 001 column 10: ``m``, ``w`` or ""."""
        sex = self.sex.strip().upper()
        if sex == "F" or "w" in self.flag.lower():
            return "w"
        return "m" if sex == "M" else ""

    def rating_of(self, kind: RatingType) -> Rating:
        """The rating block of ``kind`` (standard, rapid or blitz)."""
        match kind:
            case RatingType.STANDARD:
                return self.standard
            case RatingType.RAPID:
                return self.rapid
            case RatingType.BLITZ:
                return self.blitz


def fold(text: str) -> str:
    """Search form of a text: letters without accents or special forms, case folded.

    Transliterated by anyascii (a maintained Unicode table), not by stripping combining marks,
    which leaves letters such as Ø, Ł and ı alone: an arbiter types ``ostergaard``,
    ``lukasiewicz``, ``yilmaz``.

    >>> fold("Svrček, Ján"), fold("Østergaard"), fold("Łukasiewicz"), fold("Yılmaz")
    ('svrcek, jan', 'ostergaard', 'lukasiewicz', 'yilmaz')
    """
    return anyascii(text).casefold()


__all__ = ["NO_RATING", "ListPlayer", "Rating", "RatingType", "fold"]
