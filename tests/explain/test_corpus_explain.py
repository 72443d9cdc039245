"""Every round of the dutch2017 corpus (files up to 60 players; all with SLOW=1) is explained.

Per round: the trace is complete (every bracket started and paired, the first candidate recorded
exactly when it was not accepted), its RoundPaired equals the engine's pairing, the brackets'
pairs are the boards, every accepted pair meets the absolute criteria C.1 and C.3 (the engine's
own criteria functions), every board has its colour rule, and the text, JSON (valid against
engine/explain/schema.json, loading back to the same events) and tree renderings succeed.
"""

from __future__ import annotations

import json

import pytest

from engine.explain.records import collect
from engine.explain.render import SCHEMA_PATH, load_json, render_json, render_text, to_tree
from engine.pairing.common.history import build_histories
from engine.pairing.dutch import criteria
from engine.trf import load_trf

from .helpers import CORPUS, SLOW, corpus_files, state_before, traced
from .minischema import Validator

MAX_PLAYERS = 10_000 if SLOW else 60
FILES = corpus_files(MAX_PLAYERS)
VALIDATOR = Validator(json.loads(SCHEMA_PATH.read_text(encoding="utf-8")))


def test_corpus_files_found() -> None:
    assert len(FILES) >= 100, f"expected the dutch2017 corpus in {CORPUS}"


@pytest.mark.corpus
@pytest.mark.parametrize("name", [n for n, _ in FILES], ids=[n for n, _ in FILES])
def test_every_round_is_explained(name: str) -> None:
    t = load_trf(CORPUS / name)
    names = {int(p.id): p.name for p in t.players}
    for r in range(1, t.rounds_paired() + 1):
        state = state_before(t, r)
        pairing, events = traced(state, r)
        where = f"{name} round {r}"
        rec = collect(events)

        # the final listing is the engine's pairing
        assert rec.paired is not None, where
        assert rec.paired.boards == tuple((b.white, b.black) for b in pairing.boards), where
        assert rec.paired.bye == pairing.bye, where
        assert rec.started is not None and rec.started.round_no == r, where
        assert len(rec.players) == len(rec.started.present), where

        # brackets: complete records whose pairs are exactly the boards
        bracket_pairs: set[frozenset[int]] = set()
        byes = []
        for b in rec.brackets:
            assert b.started is not None and b.paired is not None, f"{where} bracket {b.index}"
            assert (b.rejected is None) == b.paired.perfect_first, f"{where} bracket {b.index}"
            bracket_pairs |= {frozenset(p) for p in b.paired.pairs}
            if b.paired.bye is not None:
                byes.append(b.paired.bye)
        assert bracket_pairs == {frozenset(p) for p in rec.paired.boards}, where
        assert byes == ([pairing.bye] if pairing.bye is not None else []), where
        assert (rec.bye.player if rec.bye else None) == pairing.bye, where
        if rec.bye is not None:
            assert "C.2" in rec.bye.articles, where

        # C.1 and C.3 for every accepted pair, by the engine's criteria functions
        hist = build_histories(state, r)
        for white, black in rec.paired.boards:
            a, b2 = hist[white], hist[black]  # type: ignore[index]
            assert criteria.c1_may_meet(a, b2), f"{where}: {white}-{black} violates C.1"
            assert criteria.c3_colour_compatible(a, b2), f"{where}: {white}-{black} violates C.3"
            colour = rec.colour_of((white, black))
            assert colour is not None and (colour.white, colour.black) == (white, black), where
        if pairing.bye is not None:
            assert criteria.c2_may_get_pab(hist[pairing.bye]), f"{where}: PAB violates C.2"

        # the renderings
        text = render_text(events, names)
        assert text.startswith(f"Round {r}:"), where
        assert text.count("\nBracket ") == len(rec.brackets), where
        doc = render_json(events, names)
        VALIDATOR.validate(json.loads(doc))
        assert load_json(doc) == events, where
        tree = to_tree(events, names)
        assert sum(1 for n in tree if n.label.startswith("Bracket ")) == len(rec.brackets), where
