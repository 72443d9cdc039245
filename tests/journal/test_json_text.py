"""The journal's JSON, written a container at a time (issue 26: the C encoder held the window's
thread through a 3,000-player import), is the text json.dumps writes: the log's checksums are
over it, and files written before must read back the same."""

from __future__ import annotations

import json
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.journal.codec import json_text

_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.sampled_from([math.inf, -math.inf])
    | st.text()
)
_values = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=6)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(max_size=4), inner, max_size=6)
    ),
    max_leaves=40,
)


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


@settings(max_examples=300, deadline=None)
@given(_values)
def test_the_text_is_json_dumps_own(value: object) -> None:
    assert json_text(value) == _dumps(value)


def test_keys_json_converts_are_left_to_json() -> None:
    value = {"a": [{1: "x", 2: [None]}], "b": {"c": [1.5, {"é": (1, 2)}]}}
    assert json_text(value) == _dumps(value)


def test_a_journal_state_is_written_and_read_back_the_same() -> None:
    from engine.journal.journal import CODEC

    from .helpers import paired_round_1

    state = paired_round_1(6)
    text = CODEC.dumps(state)
    assert text == _dumps(CODEC.encode(state))
    assert CODEC.loads(type(state), text) == state


def test_equal_keys_read_as_json_reads_them() -> None:
    """The object hook keeps json's rule: the last of equal keys wins."""
    from engine.journal.codec import _json_object

    text = '{"a":1,"b":{"c":[1,{"d":2,"d":3}]},"a":4}'
    assert json.loads(text, object_pairs_hook=_json_object) == json.loads(text)
