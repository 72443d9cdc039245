"""Every change to a tournament is one of these frozen commands, applied by the journal.

A command says what the arbiter asked for, in the terms of the rules; whether it is allowed in
the current state is decided in :mod:`engine.journal.rules` (:class:`CommandRejectedError` if not).
Commands are stored as JSON by their class name, so renaming one breaks old files: don't.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from engine.journal.fide_record import NationalRating, RatingMethod
from engine.journal.state import EventSettings, LotsMethod
from engine.model import Colour, ForbiddenPairs, PlayerId, PointSystem, ResultCode, Tournament
from engine.norms.fields import NormFields
from engine.pairing.api import Board
from engine.ratings.settings import RatingSettings


@dataclass(frozen=True, slots=True)
class PlayerData:
    """A player's own data, as typed at the registration desk (no pairing number, no rounds)."""

    name: str
    sex: str = ""  # "m", "w" or ""
    title: str = ""
    rating: int = 0  # 0 = unrated
    federation: str = ""
    fide_id: str = ""
    birth_date: str = ""
    club: str = ""
    # where the rating comes from ("FIDE list 2026-03", "typed", ...): kept per player (Q145)
    rating_source: str = ""


@dataclass(frozen=True, slots=True)
class TournamentDetails:
    """The set-up form: every field is replaced (the GUI sends the whole form)."""

    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    tournament_type: str = ""
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""
    round_dates: tuple[str, ...] = ()
    rounds_total: int | None = None
    initial_colour: Colour | None = None
    # TRF-2026 222: the time control encoded ("5400+30"; engine.trf.time_control), "" when
    # only the free text is known
    time_control_code: str = ""


class GameResult(Enum):
    """A board's result, from White's side. Values are what a results grid shows."""

    WHITE_WINS = "1-0"
    DRAW = "½-½"
    BLACK_WINS = "0-1"
    WHITE_WINS_FORFEIT = "1F-0F"  # Black did not play
    BLACK_WINS_FORFEIT = "0F-1F"
    DOUBLE_FORFEIT = "0F-0F"
    WHITE_WINS_UNRATED = "1-0 u"  # game of less than one move (TRF W / L)
    DRAW_UNRATED = "½-½ u"
    BLACK_WINS_UNRATED = "0-1 u"
    # a game played whose result is not a whole game's worth between the two (issue 21:
    # the checklist's "unusual results", e.g. a player whose opponent cannot mate gets 1/2)
    WHITE_HALF_BLACK_ZERO = "½-0"
    WHITE_ZERO_BLACK_HALF = "0-½"
    BOTH_LOSE = "0-0"
    ADJOURNED = "adj."  # adjourned: stored, a draw for pairing until it ends (TRF '?')
    NONE = ""  # no result (clears one)

    @property
    def codes(self) -> tuple[ResultCode, ResultCode]:
        """The TRF codes of White and Black."""
        return _CODES[self]

    @classmethod
    def from_codes(cls, white: ResultCode, black: ResultCode) -> GameResult | None:
        """The result whose codes are these; None for a combination that is not a result."""
        for result, codes in _CODES.items():
            if codes == (white, black):
                return result
        return None


_R = ResultCode
_CODES = {
    GameResult.WHITE_WINS: (_R.WIN, _R.LOSS),
    GameResult.DRAW: (_R.DRAW, _R.DRAW),
    GameResult.BLACK_WINS: (_R.LOSS, _R.WIN),
    GameResult.WHITE_WINS_FORFEIT: (_R.FORFEIT_WIN, _R.FORFEIT_LOSS),
    GameResult.BLACK_WINS_FORFEIT: (_R.FORFEIT_LOSS, _R.FORFEIT_WIN),
    GameResult.DOUBLE_FORFEIT: (_R.FORFEIT_LOSS, _R.FORFEIT_LOSS),
    GameResult.WHITE_WINS_UNRATED: (_R.WIN_UNRATED, _R.LOSS_UNRATED),
    GameResult.DRAW_UNRATED: (_R.DRAW_UNRATED, _R.DRAW_UNRATED),
    GameResult.BLACK_WINS_UNRATED: (_R.LOSS_UNRATED, _R.WIN_UNRATED),
    GameResult.WHITE_HALF_BLACK_ZERO: (_R.DRAW, _R.LOSS),
    GameResult.WHITE_ZERO_BLACK_HALF: (_R.LOSS, _R.DRAW),
    GameResult.BOTH_LOSE: (_R.LOSS, _R.LOSS),
    GameResult.ADJOURNED: (_R.ADJOURNED, _R.ADJOURNED),
    GameResult.NONE: (_R.NOT_PAIRED, _R.NOT_PAIRED),
}

REQUESTABLE_BYES = frozenset({ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE})
"""Byes a player can ask for (or an absence the arbiter knows of) before a round is paired."""


# ---- the commands ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetTournamentDetails:
    """Replace the tournament's name, place, dates, arbiters, time control and rounds.

    ``pairing``: the pairing settings of the same form, applied with the details as one change
    (one undo takes both back).
    """

    details: TournamentDetails
    pairing: SetPairingSettings | None = None


@dataclass(frozen=True, slots=True)
class SetPairingSettings:
    """Set the pairing system, acceleration, point system, tie-break order and bye limit."""

    settings: EventSettings
    points: PointSystem = field(default_factory=PointSystem)


@dataclass(frozen=True, slots=True)
class AddPlayer:
    """Register a player; he gets the next free pairing number (renumber to sort).

    After a round is published he is a late entrant (C.04.2 C.2): the published rounds get the
    tournament's missed-round bye. ``late_entry_bye`` (Z or H) records that choice the first
    time it is made; None uses the stored choice (a zero-point bye until one is made).
    """

    player: PlayerData
    late_entry_bye: ResultCode | None = None


@dataclass(frozen=True, slots=True)
class EditPlayer:
    """Correct a player's own data; pairing number and games stay."""

    player_id: PlayerId
    player: PlayerData
    reason: str = ""


@dataclass(frozen=True, slots=True)
class DeletePlayer:
    """Remove a player who never took part in a round; later numbers move up by one."""

    player_id: PlayerId


@dataclass(frozen=True, slots=True)
class SetInitialOrder:
    """Renumber: ``order[i]`` gets pairing number ``i + 1``. Empty order: sort by C.04.2 rules.

    ``by_lot``: the order puts players of equal rating and title in the order lots gave them
    (C.04.2 B.2); the tournament then keeps lots instead of names for such ties from now on.
    """

    order: tuple[PlayerId, ...] = ()
    by_lot: bool = False


@dataclass(frozen=True, slots=True)
class RecordWithdrawal:
    """The player takes no part from ``from_round`` on (None: the withdrawal was a mistake)."""

    player_id: PlayerId
    from_round: int | None


@dataclass(frozen=True, slots=True)
class RequestBye:
    """A bye for a round not yet paired: ``H`` half-point, ``F`` full-point, ``Z`` absence.

    ``NOT_PAIRED`` takes a requested bye back.
    """

    player_id: PlayerId
    round_no: int
    kind: ResultCode = ResultCode.HALF_BYE


@dataclass(frozen=True, slots=True)
class SetPairing:
    """The pairing of a round: boards in publishing order and the PAB, by the engine or by hand."""

    round_no: int
    boards: tuple[Board, ...]
    bye: PlayerId | None = None
    manual: bool = False
    reason: str = ""


@dataclass(frozen=True, slots=True)
class PublishRound:
    """Freeze a round's pairing: results can be entered, the pairing no longer changes.

    ``reason``: why a pairing is published as it is although the state it was made from has
    changed since (e.g. a result of an earlier round corrected after the pairing was made).
    """

    round_no: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class UnpairRound:
    """Take back the pairing of the last paired round; its players wait to be paired again.

    Only while no result of the round is entered. A published round only when its pairing
    breaks C.04.1.b (C.04.2 D.10), and then with a ``reason``. Requested byes stay.
    """

    round_no: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class SetResult:
    """Enter or correct the result of the board where ``white`` has White in ``round_no``."""

    round_no: int
    white: PlayerId
    result: GameResult
    reason: str = ""


@dataclass(frozen=True, slots=True)
class ImportTrf:
    """Replace everything with a tournament read from a TRF file; its rounds count as published."""

    tournament: Tournament
    source: str = ""  # the file name, for the audit log
    # what could not be taken over as it was (the reader's warnings and notes), kept in the log
    report: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SetRatingSettings:
    """Set the rating type (standard, rapid, blitz) and the K factors typed from the list."""

    settings: RatingSettings


@dataclass(frozen=True, slots=True)
class SetNormFields:
    """Replace the arbiter's fields of the norm screen, IT1 and IT3 (the whole form)."""

    fields: NormFields


@dataclass(frozen=True, slots=True)
class DrawLots:
    """Decide a round-robin's pairing numbers before round 1 (C.05 7.2-7.7).

    ``SEED`` and ``VARMA`` draw from ``seed`` (the journal draws; the same seed and field give
    the same numbers, :mod:`engine.roundrobin.lots`); ``HAND`` takes ``order`` as drawn at
    the venue: ``order[i]`` (a current pairing number) gets number ``i + 1``.
    """

    method: LotsMethod
    seed: str = ""
    order: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True)
class PairRoundRobinRound:
    """Pair round ``round_no`` of a round-robin from the Berger table (C.05 7.5, Annex 1).

    A withdrawn player keeps his place: his game is recorded as a forfeit (C.05); the player
    who meets the bye number of an odd field has a zero-point free round.
    """

    round_no: int


# ---- FIDE mode (issue 21, spec/fide-endorsement-2026.md) ------------------------------------


@dataclass(frozen=True, slots=True)
class LeaveFideMode:
    """Leave FIDE mode for good (checklist Q43-46): the TRF gets a ``###`` line with the round
    and a permanent marker; there is no way back, not even by undo."""

    reason: str = ""


@dataclass(frozen=True, slots=True)
class StartManualPairing:
    """Open the manual-pairing session of round ``round_no`` (Q65): edits by hand of its
    pairing are allowed until :class:`EndManualPairing`; publishing waits for the end."""

    round_no: int


@dataclass(frozen=True, slots=True)
class EndManualPairing:
    """Close the manual-pairing session of ``round_no``: the pairing made by hand is compared
    with the engine's (``engine_boards``/``engine_bye``, computed by the caller from the state
    before the round, :func:`engine.journal.manual.engine_pairing`); a difference becomes a
    ``### MPA @ Round n`` line (Q68-69)."""

    round_no: int
    engine_boards: tuple[Board, ...] = ()
    engine_bye: PlayerId | None = None
    engine_note: str = ""  # why the engine found no pairing (NoValidPairing), if it did not


@dataclass(frozen=True, slots=True)
class CorrectRatingResult:
    """Correct a result for the rating report only (Q192-193): for a round too old to change
    in FIDE mode. Pairings and standings keep the result entered; the TRF lists the
    correction as a ``### Correction`` line. ``GameResult.NONE`` takes a correction back."""

    round_no: int
    white: PlayerId
    result: GameResult
    reason: str = ""


@dataclass(frozen=True, slots=True)
class SetForbiddenPairs:
    """Replace the prohibited pairings (TRF ``260``/``XXP``): in FIDE mode only before round 1
    is paired (Q194-196)."""

    pairs: tuple[ForbiddenPairs, ...]


@dataclass(frozen=True, slots=True)
class SetRatingMethod:
    """The tournament rating method (TRF-2026 ``172``) and the national ratings (``NRS``).

    ``national`` replaces every player's national data; ``title_event``: the event can give
    title norms (TRF-2026 then requires records 182, 192, 202, 250 and 260 when used).
    """

    method: RatingMethod = RatingMethod.FIDE
    federation: str = ""
    national: tuple[NationalRating, ...] = ()
    title_event: bool = False


@dataclass(frozen=True, slots=True)
class SetHalfPointByeEligibility:
    """Mark a player as not allowed a half-point bye (``allowed`` False, e.g. by the
    tournament's rules, with the ``reason``), or allow it again (checklist Q170-188).

    While the mark stands, a :class:`RequestBye` of a half-point bye for him is refused.
    """

    player_id: PlayerId
    allowed: bool = False
    reason: str = ""


@dataclass(frozen=True, slots=True)
class CorrectColours:
    """The game of round ``round_no`` where ``white`` has White in the published pairing was
    played with the colours reversed (C.04.2 D.8): the colour history follows the game as
    played; written as a ``### Correction`` line. Applying it again reverses it back."""

    round_no: int
    white: PlayerId
    reason: str = ""


Command = (
    SetTournamentDetails
    | SetPairingSettings
    | AddPlayer
    | EditPlayer
    | DeletePlayer
    | SetInitialOrder
    | RecordWithdrawal
    | RequestBye
    | SetPairing
    | PublishRound
    | UnpairRound
    | SetResult
    | ImportTrf
    | SetRatingSettings
    | SetNormFields
    | DrawLots
    | PairRoundRobinRound
    | LeaveFideMode
    | StartManualPairing
    | EndManualPairing
    | CorrectRatingResult
    | SetForbiddenPairs
    | SetRatingMethod
    | SetHalfPointByeEligibility
    | CorrectColours
)
"""Any command the journal accepts."""

COMMAND_TYPES: tuple[type[Command], ...] = (
    SetTournamentDetails,
    SetPairingSettings,
    AddPlayer,
    EditPlayer,
    DeletePlayer,
    SetInitialOrder,
    RecordWithdrawal,
    RequestBye,
    SetPairing,
    PublishRound,
    SetResult,
    ImportTrf,
    UnpairRound,
    SetRatingSettings,
    SetNormFields,
    DrawLots,
    PairRoundRobinRound,
    LeaveFideMode,
    StartManualPairing,
    EndManualPairing,
    CorrectRatingResult,
    SetForbiddenPairs,
    SetRatingMethod,
    SetHalfPointByeEligibility,
    CorrectColours,
)
"""Every command type, by the name stored in the file."""
