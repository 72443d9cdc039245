"""The rating settings and the norm-form fields are kept in the tournament file (issue 22)."""

from __future__ import annotations

import pytest

from engine.journal import (
    AddPlayer,
    CommandRejectedError,
    ImportTrf,
    Journal,
    PlayerData,
    SetNormFields,
    SetRatingSettings,
    apply_command,
)
from engine.model import PlayerId
from engine.norms import ArbiterEntry, Exemption, NormFields, Precondition
from engine.ratings import RatingKind, RatingSettings
from tests.journal.helpers import registered

FIELDS = NormFields(
    chief_arbiter_fide_id="22232540",
    arbiters=(ArbiterEntry("Arbiter, Ann", "1234", "Deputy Chief Arbiter", "FA"),),
    organiser="Club de Ajedrez",
    venue="Town hall",
    exemption=Exemption.ZONAL,
    preconditions=(Precondition.ARBITER, Precondition.RATE_OF_PLAY),
    remarks=((PlayerId(2), "IM", "PGN of the games attached"),),
)


def test_saved_undone_and_read_back(tmp_path):
    path = tmp_path / "open.swiss"
    with Journal.create(path) as j:
        for p in registered(4).tournament.players:
            j.apply(AddPlayer(PlayerData(p.name, rating=p.rating, federation=p.federation)))
        settings = RatingSettings(RatingKind.RAPID, ((PlayerId(1), 10), (PlayerId(3), 40)))
        changes = j.apply(SetRatingSettings(settings))
        assert changes.details and not changes.players
        j.apply(SetNormFields(FIELDS))
        assert j.state.ratings == settings and j.state.norm_fields == FIELDS
        j.undo()
        assert j.state.norm_fields == NormFields()
        j.redo()
    with Journal.open(path) as j:
        assert j.state.ratings == settings
        assert j.state.norm_fields == FIELDS
        assert j.state.norm_fields.remark(PlayerId(2), "IM") == "PGN of the games attached"


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (RatingSettings(k_factors=((PlayerId(1), 0),)), "K 0 for player No. 1"),
        (RatingSettings(k_factors=((PlayerId(1), 400),)), "whole number from 1 to 100"),
        (RatingSettings(k_factors=((PlayerId(9), 20),)), "no player No. 9"),
        (RatingSettings(k_factors=((PlayerId(1), 20), (PlayerId(1), 10))), "two K factors"),
    ],
)
def test_bad_k_factors_are_refused(settings, message):
    with pytest.raises(CommandRejectedError, match=message):
        apply_command(registered(3), SetRatingSettings(settings))


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (NormFields(chief_arbiter_fide_id="12a"), "is not a number"),
        (NormFields(arbiters=(ArbiterEntry("X", "id"),)), "X's FIDE ID 'id'"),
        (NormFields(remarks=((PlayerId(1), "FM", "x"),)), "not a title with norms"),
        (NormFields(remarks=((PlayerId(8), "IM", "x"),)), "no player No. 8"),
    ],
)
def test_bad_form_fields_are_refused(fields, message):
    with pytest.raises(CommandRejectedError, match=message):
        apply_command(registered(3), SetNormFields(fields))


def test_import_keeps_event_fields_but_not_per_player_ones():
    state = registered(3)
    state = apply_command(
        state, SetRatingSettings(RatingSettings(RatingKind.BLITZ, ((PlayerId(1), 20),)))
    )
    state = apply_command(state, SetNormFields(FIELDS))
    after = apply_command(state, ImportTrf(state.tournament))
    assert after.ratings == RatingSettings(RatingKind.BLITZ)
    assert after.norm_fields.organiser == "Club de Ajedrez" and after.norm_fields.remarks == ()
