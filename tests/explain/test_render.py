"""The renderers: text, JSON (schema, stability, round trip), tree; and the schema itself."""

from __future__ import annotations

import json
import re
from dataclasses import fields
from typing import Any

import pytest

from engine.explain import trace
from engine.explain.records import collect, points, score_differences
from engine.explain.render import (
    EVENT_TYPES,
    JSON_FORMAT,
    SCHEMA_PATH,
    TreeNode,
    event_to_dict,
    load_json,
    render_json,
    render_text,
    to_tree,
)
from engine.explain.trace import TraceEvent

from .helpers import corpus_state, golden, traced
from .minischema import SchemaError, Validator

SCHEMA: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


def round_events(name: str, round_no: int) -> tuple[list[TraceEvent], dict[int, str]]:
    t, state = corpus_state(name, round_no)
    _, events = traced(state, round_no)
    return events, {int(p.id): p.name for p in t.players}


# ---- schema ---------------------------------------------------------------------------------


def test_schema_is_draft_2020_12_and_uses_only_checked_keywords() -> None:
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Validator(SCHEMA)  # raises on a keyword the small validator does not check


def test_schema_describes_every_event_type_and_field() -> None:
    """A field added to trace.py must be added to schema.json (and the docs) too."""
    declared = {
        name
        for name, value in vars(trace).items()
        if isinstance(value, type) and issubclass(value, TraceEvent) and value is not TraceEvent
    }
    assert declared == {t.__name__ for t in EVENT_TYPES}
    one_of = [ref["$ref"].rsplit("/", 1)[1] for ref in SCHEMA["$defs"]["event"]["oneOf"]]
    assert set(one_of) == declared
    for cls in EVENT_TYPES:
        props = list(SCHEMA["$defs"][cls.__name__]["properties"])
        assert props == ["type", *(f.name for f in fields(cls))], cls.__name__
        assert SCHEMA["$defs"][cls.__name__]["required"] == props


def test_jsonschema_package_agrees_if_installed() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    events, names = round_events("d17_0066.trf", 7)
    jsonschema.validate(json.loads(render_json(events, names)), SCHEMA)


def test_invalid_documents_are_rejected() -> None:
    v = Validator(SCHEMA)
    events, _ = round_events("d17_0066.trf", 7)
    good = json.loads(render_json(events))
    v.validate(good)
    bad_type = json.loads(render_json(events))
    bad_type["events"][0]["round_no"] = "7"
    missing = json.loads(render_json(events))
    del missing["events"][1]["preference"]
    extra = json.loads(render_json(events))
    extra["events"][-1]["colour"] = "w"
    wrong_rule = json.loads(render_json(events))
    colour = next(e for e in wrong_rule["events"] if e["type"] == "ColourAllocated")
    colour["rule"] = "E.6"
    unknown = json.loads(render_json(events))
    unknown["events"].append({"type": "Guess"})
    for doc in (bad_type, missing, extra, wrong_rule, unknown):
        with pytest.raises(SchemaError):
            v.validate(doc)


# ---- JSON -----------------------------------------------------------------------------------


def test_json_is_stable_and_ordered() -> None:
    events, names = round_events("d17_0066.trf", 7)
    first = render_json(events, names)
    assert first == render_json(list(events), dict(reversed(list(names.items()))))
    doc = json.loads(first)
    assert list(doc) == ["format", "version", "names", "events"]
    assert doc["format"] == JSON_FORMAT
    assert list(doc["names"]) == [str(k) for k in sorted(names)]
    for item, event in zip(doc["events"], events, strict=True):
        assert list(item) == ["type", *(f.name for f in fields(event))]
    assert "names" not in json.loads(render_json(events))


def test_json_loads_back_to_the_same_events() -> None:
    events, names = round_events("d17_0234.trf", 3)  # with an A.9 collapse
    assert any(isinstance(e, trace.Collapsed) for e in events)
    assert load_json(render_json(events, names)) == events
    with pytest.raises(ValueError, match="not a Swiss Arbiter explanation"):
        load_json('{"format": "other"}')


def test_event_to_dict_shapes() -> None:
    e = trace.BracketStarted(
        index=1,
        kind="heterogeneous",
        score="2",
        residents=(3, 4),
        mdps=((1, "3"),),
        m0=1,
        max_pairs=1,
        m1=1,
        s1=(1,),
        s2=(3, 4),
        limbo=(),
    )
    d = event_to_dict(e)
    assert d["type"] == "BracketStarted"
    assert d["mdps"] == [[1, "3"]]
    assert d["following"] == []


# ---- text -----------------------------------------------------------------------------------


def test_text_follows_the_rule_book() -> None:
    events, names = round_events("d17_0066.trf", 7)
    text = render_text(events, names)
    rec = collect(events)
    assert text.startswith("Round 7: FIDE (Dutch) System, C.04.3 (2017 rules)")
    assert "24 (Test0024 Player0024): H bye (absent)" in text
    assert "Initial colour (E.5): black" in text
    for b in rec.brackets:
        assert b.started is not None
        assert f"Bracket {b.index}: score {b.started.score}" in text
    # bracket 5: an exchange in the remainder (D.2), said both ways
    assert "exchange: 23 moves to S2, 30 moves to S1 (swap 23 with 30)" in text
    assert "MDP-pairing (B.3): 25-28" in text
    assert "C.1: 23 and 28 have already played each other" in text
    # the PAB and the colour rule of every board, in publishing order
    assert "Pairing-allocated bye (C.04.1.c, C.2, A.9): 35 (Test0035 Player0035)" in text
    assert rec.paired is not None
    boards = [line for line in text.splitlines() if re.match(r"^ +\d+\. ", line)]
    assert len(boards) == len(rec.paired.boards)
    assert "1. 2 (Test0002 Player0002) - 8 (Test0008 Player0008)   E.4:" in boards[0]
    assert all(len(line) <= 100 for line in text.splitlines())


def test_text_without_names_uses_pairing_numbers() -> None:
    events, _ = round_events("d17_0066.trf", 7)
    text = render_text(events)
    assert "Test0002" not in text
    assert "  1. 2 - 8   E.4:" in text


def test_text_shows_the_collapse() -> None:
    events, names = round_events("d17_0234.trf", 3)
    text = render_text(events, names)
    assert "A.9: " in text and "is the PPB" in text and "(C.4)" in text
    assert "the CLB (collapsed last bracket, A.9)" in text


def test_text_shows_perfect_first_candidates_and_limbo() -> None:
    t, r = golden("D3_G4_mdp_exchange_with_limbo")
    _, events = traced(t, r)
    text = render_text(events)
    assert "Limbo = " in text
    t, r = golden("C01_rematch_forces_transposition_control_not_met")
    _, events = traced(t, r)
    text = render_text(events)
    assert "The first candidate (B.3) is accepted: no other candidate is better (B.4, B.8)." in text


# ---- tree -----------------------------------------------------------------------------------


def _walk(nodes: list[TreeNode] | tuple[TreeNode, ...]) -> list[TreeNode]:
    out: list[TreeNode] = []
    for n in nodes:
        out.append(n)
        out += _walk(n.children)
    return out


def test_tree_for_the_gui() -> None:
    events, names = round_events("d17_0066.trf", 7)
    tree = to_tree(events, names)
    labels = [n.label for n in tree]
    assert labels[0].startswith("Round 7")
    assert labels[1].startswith("Players")
    assert labels[-1].startswith("Boards")
    assert any(x.startswith("PAB: 35") for x in labels)
    rec = collect(events)
    present = set(rec.started.present) if rec.started else set()
    everyone = present | {p for p, _ in (rec.started.absent if rec.started else ())}
    for node in _walk(tree):
        assert isinstance(node, TreeNode)
        assert set(node.players) <= everyone, node.label
    bracket5 = next(n for n in tree if n.label.startswith("Bracket 5"))
    accepted = next(c for c in bracket5.children if c.label.startswith("Accepted"))
    exchange = next(c for c in accepted.children if c.article == "D.2")
    assert set(exchange.players) == {23, 30}
    assert len(tree[-1].children) == len(rec.paired.boards if rec.paired else ())


# ---- helpers --------------------------------------------------------------------------------


def test_value_helpers() -> None:
    from fractions import Fraction

    assert score_differences("score differences [1.5, 0.5, 1]") == (
        Fraction(3, 2),
        Fraction(1, 2),
        Fraction(1),
    )
    assert points(Fraction(7, 3)) == "7/3"
    assert points(Fraction(1, 8)) == "0.125"
