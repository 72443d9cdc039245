"""The one table between the pairing systems and the TRF codes that name them (092 / 192).

TRF-2026 record ``192`` names the pairing system with a code of FIDE's type table (ETT26,
C.02.03 Annex C); bbpPairings' generator writes the same code into ``092``, and the reader takes
it from either (:mod:`engine.trf.reader`). The command line, the window, the journal and the
random tournament generator all go through this module, so that one file is paired by one
system whichever of them reads it (issue 18: a ``FIDE_LIM`` file was Lim in the window and
Dutch 2017 on the command line). Rulings T-5 give the readings. The table is a model module, so
that the TRF reader knows the codes without the pairing systems.

Read: ``FIDE_DUTCH_2017`` is the 2017 text; ``FIDE_DUTCH_2025`` (the draft name bbpPairings v6
and Gacrux write) and ``FIDE_DUTCH_2026`` (ETT26) the 2026 text; ``FIDE_DUTCH`` alone "the
current rules" (trf.md §9), the 2026 text. ``FIDE_BURSTEIN``, ``FIDE_DUBOV`` are those systems
(the default texts). ETT26 has no Lim code: ``FIDE_LIM``, which our generator has written since
the Lim engine came, is Lim. A ``_BAKU`` suffix names the same system with Baku acceleration,
which comes from the file's ``XXA``/``250`` lines. Our own system names (``dubov-legacy``...),
which older tournament files may hold, are read too.

Written: the codes every reader we know takes (fide-endorsement-2026.md §3: "write
FIDE_DUTCH(_BAKU), read all"). The 2017 Dutch text and the older Burstein and Dubov texts get
no code: ETT26's ``FIDE_DUTCH_2017`` is refused by bbpPairings, and the older texts have none.

>>> system_for_code("FIDE_LIM"), code_for_system(PairingSystem.DUTCH_2026)
(<PairingSystem.LIM: 'lim'>, 'FIDE_DUTCH')
>>> system_for_code("192 is blank") is None
Traceback (most recent call last):
...
engine.errors.ConfigError: the pairing system code '192 is blank' (TRF 192/092) names no system \
Swiss Arbiter pairs (it pairs FIDE_DUTCH, FIDE_DUTCH_2017, FIDE_DUTCH_2025, FIDE_DUTCH_2026, \
FIDE_BURSTEIN, FIDE_DUBOV, FIDE_LIM, each also with _BAKU, and the round-robin codes); \
choose the system yourself
"""

from __future__ import annotations

from engine.errors import ConfigError
from engine.model.pairing import PairingSystem

BAKU_SUFFIX = "_BAKU"
ROUND_ROBIN_MARK = "ROUNDROBIN"

READ: dict[str, PairingSystem] = {
    "FIDE_DUTCH": PairingSystem.DUTCH_2026,  # "the current rules" (trf.md §9)
    "FIDE_DUTCH_2017": PairingSystem.DUTCH_2017,
    "FIDE_DUTCH_2025": PairingSystem.DUTCH_2026,  # the draft name: bbpPairings v6, Gacrux
    "FIDE_DUTCH_2026": PairingSystem.DUTCH_2026,  # ETT26
    "FIDE_BURSTEIN": PairingSystem.BURSTEIN,
    "FIDE_DUBOV": PairingSystem.DUBOV,
    "FIDE_LIM": PairingSystem.LIM,  # not in ETT26; what our generator writes
}
"""TRF codes (without ``_BAKU``) and the system each names."""

WRITTEN: dict[PairingSystem, str] = {
    PairingSystem.DUTCH_2017: "",  # bbpPairings refuses FIDE_DUTCH_2017; no code = Dutch 2017
    PairingSystem.DUTCH_2026: "FIDE_DUTCH",
    PairingSystem.BURSTEIN: "FIDE_BURSTEIN",
    PairingSystem.BURSTEIN_LEGACY: "",  # the older texts have no code
    PairingSystem.DUBOV: "FIDE_DUBOV",
    PairingSystem.DUBOV_LEGACY: "",
    PairingSystem.LIM: "FIDE_LIM",
    PairingSystem.LIM_MAXI: "FIDE_LIM",  # the Maxi provisos are a tournament rule, not a code
    # a single cycle; the journal writes FIDE_DOUBLEROUNDROBIN for two (journal.round_robin)
    PairingSystem.ROUND_ROBIN: "FIDE_ROUNDROBIN",
}
"""The code written for each system ("" = none)."""


def names_baku(code: str) -> bool:
    """True when the code asks for Baku acceleration (``FIDE_DUTCH_BAKU``, ...)."""
    return code.strip().upper().endswith(BAKU_SUFFIX)


def code_for_system(system: PairingSystem) -> str:
    """The TRF 192 code to write for ``system``; "" when it has none."""
    return WRITTEN[system]


def system_for_code(code: str) -> PairingSystem | None:
    """The system a TRF 192/092 code (or our own system name) names; None for no code.

    An individual round-robin code names :attr:`PairingSystem.ROUND_ROBIN`. Raises
    :class:`~engine.errors.ConfigError` for a code that names another system (the
    Double-Swiss, a team system...): pairing such a file by the Dutch rules would be wrong
    without a word.
    """
    text = code.strip()
    if not text:
        return None
    upper = text.upper().removesuffix(BAKU_SUFFIX)
    if upper in READ:
        return READ[upper]
    if ROUND_ROBIN_MARK in upper and "TEAM" not in upper:
        # ETT26's individual round-robins (FIDE_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN, BERGER_...):
        # the Berger tables; engine.roundrobin.codes reads the cycles from the code
        return PairingSystem.ROUND_ROBIN
    try:
        return PairingSystem(text.lower())
    except ValueError:
        pass
    known = ", ".join(READ) + f", each also with {BAKU_SUFFIX}, and the round-robin codes"
    raise ConfigError(
        f"the pairing system code {text!r} (TRF 192/092) names no system Swiss Arbiter pairs "
        f"(it pairs {known}); choose the system yourself"
    )


__all__ = ["READ", "WRITTEN", "code_for_system", "names_baku", "system_for_code"]
