"""The fuzz targets' budget and tally: how many inputs each target tried, and what failed.

``make test`` runs every target with a small fixed budget (FUZZ_EXAMPLES unset: 150 inputs a
target, fewer for the slow ones); ``make fuzz`` sets FUZZ_EXAMPLES (and FUZZ_SEED) for a long
run and prints the tally at the end (see conftest.py).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import dataclass, field

from hypothesis import HealthCheck, settings

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "150"))
LONG_RUN = "FUZZ_EXAMPLES" in os.environ


class Refused(Exception):
    """Raised by a target whose refusal is a return value (the command line's exit 3 or 5)."""


@dataclass
class Tally:
    tried: int = 0
    accepted: int = 0
    refused: int = 0  # the input was refused the intended way (TrfError, JournalError, ...)
    failed: int = 0  # anything else: a bug
    failures: dict[str, str] = field(default_factory=dict)  # kind -> one failing input


TALLY: dict[str, Tally] = {}


def budget(scale: float = 1.0) -> settings:
    """Settings for a target: EXAMPLES * scale inputs, no deadline, fresh inputs in long runs."""
    return settings(
        max_examples=max(10, int(EXAMPLES * scale)),
        deadline=None,
        database=None if LONG_RUN else settings().database,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.filter_too_much,
            HealthCheck.large_base_example,
        ],
    )


@contextlib.contextmanager
def attempt(
    target: str, refusals: tuple[type[BaseException], ...], shown: object = None
) -> Iterator[None]:
    """Count one input of ``target``: accepted, refused with one of ``refusals``, or failed
    (re-raised, so hypothesis shrinks it and the test fails)."""
    tally = TALLY.setdefault(target, Tally())
    tally.tried += 1
    try:
        yield
    except refusals:
        tally.refused += 1
        return
    except BaseException as exc:
        tally.failed += 1
        kind = f"{type(exc).__name__}: {str(exc).splitlines()[0][:120] if str(exc) else ''}"
        tally.failures.setdefault(kind, repr(shown)[:300])
        raise
    tally.accepted += 1
