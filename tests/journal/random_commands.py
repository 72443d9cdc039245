"""Random but plausible journal commands, from a seed and the current state (tests only).

``Simulation`` replays the same choices without a file (a list of states), so a test can tell
what the journal must contain after any number of log entries.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.journal import (
    AddPlayer,
    Command,
    CommandRejectedError,
    DeletePlayer,
    EditPlayer,
    EventSettings,
    GameResult,
    PlayerData,
    PublishRound,
    RecordWithdrawal,
    RequestBye,
    SetInitialOrder,
    SetNormFields,
    SetPairing,
    SetPairingSettings,
    SetRatingSettings,
    SetResult,
    SetTournamentDetails,
    State,
    TournamentDetails,
    apply_command,
)
from engine.journal.policy import assess
from engine.journal.warnings import Level, RefusedError, full_consent
from engine.model import PlayerId, ResultCode
from engine.norms import NormFields
from engine.pairing.api import Board
from engine.ratings import RatingKind, RatingSettings

FIRST = ["Anna", "Łukasz", "Jiří", "Γιώργος", "Алексей", "Seán", "Lucía", "Minh", "Yui", "Omar"]
LAST = ["Novák", "Kowalczyk", "Müller", "Παπαδόπουλος", "Сергеев", "O'Brien", "García", "Tanaka"]
FEDS = ["CZE", "POL", "GER", "GRE", "KAZ", "IRL", "ESP", "JPN", ""]
TITLES = ["", "", "", "CM", "FM", "IM", "GM", "WFM", "WIM"]
RESULTS = list(GameResult)

UNDO = "undo"
REDO = "redo"
Step = Command | str  # a command, UNDO or REDO


def random_player(rng: random.Random) -> PlayerData:
    return PlayerData(
        name=f"{rng.choice(LAST)}, {rng.choice(FIRST)}",
        sex=rng.choice(["m", "w", ""]),
        title=rng.choice(TITLES),
        rating=rng.choice([0, rng.randrange(1000, 2800)]),
        federation=rng.choice(FEDS),
        fide_id=rng.choice(["", str(rng.randrange(10**5, 10**9))]),
        birth_date=rng.choice(
            ["", f"{rng.randrange(1950, 2015)}/0{rng.randrange(1, 9)}/1{rng.randrange(0, 9)}"]
        ),
    )


def simple_pairing(state: State, round_no: int, rng: random.Random) -> SetPairing:
    """Any pairing that is formally valid (the journal does not judge pairing quality)."""
    t = state.tournament
    eligible = [
        p.id
        for p in t.players
        if (p.withdrawn_from is None or p.withdrawn_from > round_no)
        and p.entry(round_no).result
        not in (ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE)
    ]
    rng.shuffle(eligible)
    bye = eligible.pop() if len(eligible) % 2 else None
    boards = tuple(Board(eligible[i], eligible[i + 1]) for i in range(0, len(eligible) - 1, 2))
    return SetPairing(round_no, boards, bye, manual=rng.random() < 0.2)


def next_step(state: State, rng: random.Random, can_undo: bool, can_redo: bool) -> Step:
    """One plausible next step; sometimes one the journal must refuse."""
    t = state.tournament
    n = len(t.players)
    paired = state.rounds_paired
    roll = rng.random()
    if can_undo and roll < 0.08:
        return UNDO
    if can_redo and roll < 0.14:
        return REDO
    if n < 6 or (paired == 0 and n < 40 and roll < 0.6):
        return AddPlayer(random_player(rng))
    ids = [p.id for p in t.players]
    choice = rng.random()
    if choice < 0.04:
        return SetTournamentDetails(
            TournamentDetails(
                name=f"Open {rng.randrange(100)}",
                city=rng.choice(["Brno", "Łódź", "Αθήνα"]),
                rounds_total=rng.choice([None, 7, 9, 11, paired + 1, max(paired, 1)]),
            )
        )
    if choice < 0.08:
        return EditPlayer(rng.choice(ids), random_player(rng), reason=rng.choice(["", "typo"]))
    if choice < 0.10:
        return DeletePlayer(rng.choice(ids))
    if choice < 0.13:
        order = list(ids)
        rng.shuffle(order)
        # by lot: often refused (a shuffled order breaks the rating order), sometimes accepted
        return SetInitialOrder(tuple(order) if rng.random() < 0.5 else (), rng.random() < 0.2)
    if choice < 0.16:
        return RecordWithdrawal(rng.choice(ids), rng.choice([None, paired + 1, paired + 2]))
    if choice < 0.22:
        kind = rng.choice(
            [ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FULL_BYE, ResultCode.NOT_PAIRED]
        )
        return RequestBye(rng.choice(ids), paired + rng.choice([0, 1, 1, 2]), kind)
    if choice < 0.25 and paired:  # a late entry (C.04.2 C.2), the choice given or not
        late = rng.choice([None, None, ResultCode.ZERO_BYE, ResultCode.HALF_BYE])
        return AddPlayer(random_player(rng), late)
    if choice < 0.26:
        settings = EventSettings(
            bye_limit=rng.choice([None, 1, 2]),
            late_entry_bye=rng.choice([None, ResultCode.ZERO_BYE, ResultCode.HALF_BYE]),
        )
        return SetPairingSettings(settings)
    if choice < 0.27:  # issue 22: K factors (sometimes refused) and the norm-form fields
        if rng.random() < 0.5:
            ks = tuple(
                sorted({pid: rng.choice([10, 20, 40, 0]) for pid in rng.sample(ids, 2)}.items())
            )
            return SetRatingSettings(RatingSettings(rng.choice(list(RatingKind)), ks))
        remark = (rng.choice(ids), rng.choice(["IM", "GM", "XX"]), "remark")
        return SetNormFields(NormFields(organiser=rng.choice(["", "Club"]), remarks=(remark,)))
    last = state.round(paired)
    finished = t.rounds_total is not None and paired >= t.rounds_total
    if last is None or (last.published and not state.missing_results(paired)):
        if last is not None and paired > 1 and (finished or rng.random() < 0.05):
            return _random_result(state, rng.randrange(1, paired), rng)  # a correction
        return simple_pairing(state, paired + 1, rng)
    if not last.published:
        return PublishRound(paired) if rng.random() < 0.8 else simple_pairing(state, paired, rng)
    return _random_result(state, paired, rng)


def _random_result(state: State, round_no: int, rng: random.Random) -> SetResult:
    rs = state.round(round_no)
    assert rs is not None
    if not rs.boards:
        return SetResult(round_no, PlayerId(1), GameResult.DRAW)  # refused: no board
    missing = state.missing_results(round_no)
    n = (
        rng.choice(missing)
        if missing and rng.random() < 0.9
        else rng.randrange(1, len(rs.boards) + 1)
    )
    board = rs.boards[n - 1]
    white = board.white if rng.random() < 0.97 else board.black  # sometimes the wrong side
    return SetResult(
        round_no, white, rng.choice(RESULTS), reason=rng.choice(["", "slip was wrong"])
    )


def decided(state: State, command: Command) -> State:
    """``apply_command`` as the journal applies a new change for an arbiter who confirms every
    warning: refused where the rules refuse (level 5, issue 21), applied otherwise."""
    refusals = tuple(w for w in assess(state, command) if w.level is Level.REFUSE)
    if refusals:
        raise RefusedError(refusals)
    return apply_command(state, command)


def arbiter_apply(journal, command: Command):
    """``journal.apply`` for an arbiter who confirms every warning of the change."""
    return journal.apply(command, answers=full_consent(assess(journal.state, command)))


@dataclass
class Simulation:
    """The journal's undo/redo semantics without a file: ``states[k]`` after k log entries."""

    seed: int
    rng: random.Random = field(init=False)
    stack: list[State] = field(default_factory=lambda: [State()])
    redo: list[Command] = field(default_factory=list)
    applied: list[Command] = field(default_factory=list)
    states: list[State] = field(default_factory=lambda: [State()])

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    @property
    def state(self) -> State:
        return self.stack[-1]

    def step(self) -> tuple[Step, bool]:
        """Draw and perform the next step; returns it and whether it wrote a log entry."""
        step = next_step(self.state, self.rng, len(self.stack) > 1, bool(self.redo))
        if step == UNDO:
            self.stack.pop()
            self.redo.append(self.applied.pop())
        elif step == REDO:
            cmd = self.redo.pop()
            self.stack.append(apply_command(self.state, cmd))
            self.applied.append(cmd)
        else:
            assert not isinstance(step, str)
            try:
                after = decided(self.state, step)
            except CommandRejectedError:
                return step, False
            self.stack.append(after)
            self.applied.append(step)
            self.redo.clear()
        self.states.append(self.state)
        return step, True
