"""The Lim explanation: trace events (article, players), --explain, --why-not, the RTG by CLI."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cli import exitcodes
from engine.cli.main import main
from engine.explain.events_lim import (
    LimFloated,
    LimGroupPaired,
    LimMedianExtended,
    LimPlan,
    LimScrutinised,
)
from engine.explain.trace import ByeAssigned, ColourAllocated, ListTrace, TraceEvent
from engine.pairing import PairingSystem, pair_round
from engine.query.why_not_lim import lim_why_not
from engine.trf import load_trf

ARTICLES = Path(__file__).resolve().parents[1] / "golden" / "lim" / "articles"


def _events(case: str) -> list[TraceEvent]:
    t = load_trf(ARTICLES / f"{case}.trf")
    trace = ListTrace()
    pair_round(t, t.next_round(), PairingSystem.LIM, trace=trace)
    return trace.events


def _why(case: str, a: int, b: int):
    t = load_trf(ARTICLES / f"{case}.trf")
    return lim_why_not(t, t.next_round(), a, b)


def test_order_of_score_groups_and_median() -> None:
    plan = next(e for e in _events("3_2_floater_equalises_due_colours") if isinstance(e, LimPlan))
    assert (plan.median, plan.above, plan.below, plan.median_present) == (
        "0.5",
        ("1",),
        ("0",),
        True,
    )


def test_floaters_carry_their_article_and_type() -> None:
    floated = [
        e for e in _events("3_10_floated_last_round_not_floated_again") if isinstance(e, LimFloated)
    ]
    first = floated[0]
    assert (first.group, first.player, first.article, first.kind) == (1, 1, "2.3.d", "d")


def test_exchanges_are_recorded_with_the_rejected_opponents() -> None:
    scrutiny = [e for e in _events("4_2_order_of_trial_for_no1") if isinstance(e, LimScrutinised)]
    assert scrutiny[0].player == 1 and scrutiny[0].proposed == 4 and scrutiny[0].accepted == 6
    assert [o for o, _ in scrutiny[0].rejected] == [4, 5]
    assert all(why.startswith("2.1") for _, why in scrutiny[0].rejected)


def test_blocked_median_is_extended() -> None:
    events = _events("2_6_blocked_median_cracks_a_pairing")
    ext = [e for e in events if isinstance(e, LimMedianExtended)]
    assert [(e.side, e.cracked) for e in ext] == [("higher", (1, 2))]
    last = [e for e in events if isinstance(e, LimGroupPaired)][-1]
    assert (last.attempt, set(last.pairs)) == (2, {(1, 5), (2, 3)})


def test_bye_and_colour_rules() -> None:
    events = _events("1_1_bye_lowest_rank_in_lowest_score_group")
    bye = next(e for e in events if isinstance(e, ByeAssigned))
    assert bye.player == 5 and "1.1" in bye.articles
    colours = {
        (e.white, e.black): e.rule
        for e in _events("5_4_colour_history_decides")
        if isinstance(e, ColourAllocated)
    }
    assert colours == {(4, 1): "5.4", (2, 5): "5.4", (6, 3): "5.2"}
    first = {
        (e.white, e.black): e.rule
        for e in _events("7_2_round_one_colours")
        if isinstance(e, ColourAllocated)
    }
    assert set(first.values()) == {"7.2"}


@pytest.mark.parametrize(
    ("case", "a", "b", "verdict", "article"),
    [
        ("2_6_blocked_median_cracks_a_pairing", 3, 5, "already met", "C.04.1.b, 2.1"),
        ("2_1_same_colour_three_times_not_compatible", 1, 4, "colours", "2.1, 5.1"),
        ("2_6_blocked_median_cracks_a_pairing", 4, 5, "criterion", "3.2-3.4"),
        ("2_6_blocked_median_cracks_a_pairing", 1, 3, "criterion", "3.2"),
        ("2_6_blocked_median_cracks_a_pairing", 1, 2, "2.6", "2.6"),
        ("4_2_order_of_trial_for_no1", 1, 3, "criterion", "5.2"),
        ("1_1_bye_lowest_rank_in_lowest_score_group", 5, 3, "bye", "1.1"),
        ("5_4_colour_history_decides", 1, 5, "order of trial", "4.2, 4.3, 3.8"),
        ("5_4_colour_history_decides", 1, 4, "paired", ""),
    ],
)
def test_why_not(case: str, a: int, b: int, verdict: str, article: str) -> None:
    w = _why(case, a, b)
    assert (w.verdict, w.article) == (verdict, article), w.reason


def test_cli_explain_and_why_not(capsys: pytest.CaptureFixture[str]) -> None:
    trf = str(ARTICLES / "2_6_blocked_median_cracks_a_pairing.trf")
    assert main(["--lim", trf, "-p", "-", "--explain", "-"]) == exitcodes.OK
    out = capsys.readouterr().out
    assert out.splitlines()[:4] == ["3", "3 2", "1 5", "4 6"]
    assert "2.6: the median score-group cannot be paired" in out
    assert "Score-group 1: score 2, above the median, paired downward" in out
    assert main(["--lim", trf, "--why-not", "4", "5"]) == exitcodes.OK
    assert "3.2-3.4" in capsys.readouterr().out


def test_cli_generator_output_passes_the_checker(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "gen.trf"
    assert main(["--lim", "-g", "-o", str(out), "-s", "7"]) == exitcodes.OK
    assert "FIDE_LIM" in out.read_text(encoding="utf-8")
    assert main(["--lim", str(out), "-c"]) == exitcodes.OK
    assert ", 0 discrepancies" in capsys.readouterr().out


def test_gui_tree_and_text_speak_lim() -> None:
    from engine.explain.render import render_text, to_tree

    events = _events("2_6_blocked_median_cracks_a_pairing")
    labels = [n.label for n in to_tree(events)]
    assert labels[0] == "Round 3: 6 players"
    assert "Score-group 3: score 1, attempt 2 (2.6)" in labels
    assert labels[-1] == "Boards (C.04.2 D.9)"
    text = render_text(events)
    assert "2.2: median score 1" in text and "MDP" not in text


def test_shared_why_not_answers_lim_for_the_gui() -> None:
    from engine.query.answers import Verdict
    from engine.query.why_not import why_not

    t = load_trf(ARTICLES / "2_6_blocked_median_cracks_a_pairing.trf")
    met = why_not(t, 3, 3, 5, PairingSystem.LIM)
    assert (met.verdict, met.article) == (Verdict.ALREADY_MET, "C.04.1.b, 2.1")
    floats = why_not(t, 3, 4, 5, PairingSystem.LIM)
    assert floats.article == "3.2-3.4" and "score-group 2" in floats.route


@pytest.mark.parametrize(
    "case",
    ["2_6_blocked_median_cracks_a_pairing", "4_4_b_no2_floats_with_the_lowest_numbered_remaining"],
)
def test_json_explanation_reads_back(case: str) -> None:
    """render_json -> load_json gives the Lim events back, and the document fits the schema."""
    import json

    from jsonschema import Draft202012Validator

    from engine.explain.render import SCHEMA_PATH, load_json, render_json

    events = _events(case)
    kinds = {type(e).__name__ for e in events}
    assert {"LimPlan", "LimGroupStarted", "LimGroupPaired", "LimFloated"} <= kinds
    doc = render_json(events, None)
    Draft202012Validator(json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))).validate(
        json.loads(doc)
    )
    assert load_json(doc) == events


def test_schema_describes_every_lim_event_and_field() -> None:
    """A field added to a Lim event must be added to schema.json's limEvent too."""
    import json
    from dataclasses import fields

    from engine.explain.events_lim import LIM_EVENT_TYPES
    from engine.explain.render import SCHEMA_PATH

    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    one_of = [r["$ref"].rsplit("/", 1)[1] for r in schema["$defs"]["limEvent"]["oneOf"]]
    assert one_of == [t.__name__ for t in LIM_EVENT_TYPES]
    for cls in LIM_EVENT_TYPES:
        props = list(schema["$defs"][cls.__name__]["properties"])
        assert props == ["type", *(f.name for f in fields(cls))], cls.__name__
        assert schema["$defs"][cls.__name__]["required"] == props


def test_cli_lim_maxi(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--lim-maxi pairs with the 100-point provisos (golden case 3_2_maxi: 4 floats, not 2)."""
    trf = str(ARTICLES / "3_2_maxi_floater_within_100_points.trf")
    assert main(["--lim-maxi", trf, "-p", "-", "--explain", "-"]) == exitcodes.OK
    out = capsys.readouterr().out
    assert out.splitlines()[:5] == ["4", "2 1", "4 3", "7 5", "6 8"]
    assert "Maxi-tournament" in out
    assert main(["--lim", trf, "-p", "-"]) == exitcodes.OK
    assert capsys.readouterr().out.splitlines()[:2] == ["4", "4 1"]
    assert main(["--lim-maxi", trf, "--why-not", "1", "4"]) == exitcodes.OK
    answer = capsys.readouterr().out
    assert "3.2: players kept beyond" in answer  # 2 would float for colour, 150 points from 4
    assert "with 1-4: 1-4; floaters 2" in answer
    gen = tmp_path / "maxi.trf"
    assert main(["--lim-maxi", "-g", "-o", str(gen), "-s", "11"]) == exitcodes.OK
    assert main(["--lim-maxi", str(gen), "-c"]) == exitcodes.OK
    assert ", 0 discrepancies" in capsys.readouterr().out


def test_maxi_exchange_names_the_opponent_without_regard_to_colours() -> None:
    """5.7 (Maxi-tournament, L15): golden case 5_7_maxi_exchange_judged_with_the_later_players_
    limits. Scrutinising 1 (due Black), his opponent without regard to colours is 7 (due
    Black); he takes 11 (50 points from 7). The record names 7 as the reference and tells why
    7 was not kept: with the later players held to their own limits it leaves more pairs due
    the same colour (without those limits it looked as good)."""
    from engine.pairing.lim.exchanges import LATER

    t = load_trf(ARTICLES / "5_7_maxi_exchange_judged_with_the_later_players_limits.trf")
    trace = ListTrace()
    pair_round(t, t.next_round(), PairingSystem.LIM_MAXI, trace=trace)
    one = next(e for e in trace.events if isinstance(e, LimScrutinised) and e.player == 1)
    assert (one.reference, one.accepted) == (7, 11)
    assert dict(one.rejected)[7] == LATER
    from engine.explain.render_lim import render_lim_text

    text = " ".join(render_lim_text(trace.events).split())
    assert "his opponent without regard to colours is 7, exchanges within 100 points" in text
    # the ordinary Lim System records no reference
    plain = ListTrace()
    pair_round(t, t.next_round(), PairingSystem.LIM, trace=plain)
    assert all(e.reference == 0 for e in plain.events if isinstance(e, LimScrutinised))


def test_a_json_explanation_without_the_reference_still_reads() -> None:
    """Explanations written before LimScrutinised had ``reference`` read back with 0."""
    import json

    from engine.explain.render import load_json, render_json

    t = load_trf(ARTICLES / "5_7_maxi_exchange_judged_with_the_later_players_limits.trf")
    trace = ListTrace()
    pair_round(t, t.next_round(), PairingSystem.LIM, trace=trace)
    doc = json.loads(render_json(trace.events, None))

    stripped = []

    def strip(node: object) -> None:
        if isinstance(node, dict):
            if node.get("type") == "LimScrutinised":
                stripped.append(node.pop("reference"))
            for v in node.values():
                strip(v)
        elif isinstance(node, list):
            for v in node:
                strip(v)

    strip(doc)
    assert stripped
    assert load_json(json.dumps(doc)) == trace.events
