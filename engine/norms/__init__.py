"""Title norms (B.01 §1.4): every requirement a named check, the search of 1.4.1c/e/f, the
1.4.3d exemption and the forecast of a paired last round ("a draw in round 9 gives an IM norm").

>>> from engine.norms import NormTitle, requirement
>>> requirement(NormTitle.GM).min_ra
2380
"""

from engine.norms.checks import Check, CheckId
from engine.norms.evaluate import (
    Forecast,
    Mix,
    MixResult,
    NormContext,
    NormStatus,
    NormVerdict,
    check_mix,
    forecast_text,
    norm_context,
    norm_verdicts,
    player_verdict,
)
from engine.norms.exemption import Exemption143d, RoundPresence, exemption_143d
from engine.norms.fields import ArbiterEntry, Exemption, NormFields, Precondition
from engine.norms.games import NormGame, NormRound, norm_rounds
from engine.norms.titles import REQUIREMENTS, NormTitle, TitleRequirement, requirement

__all__ = [
    "REQUIREMENTS",
    "ArbiterEntry",
    "Check",
    "CheckId",
    "Exemption",
    "Exemption143d",
    "Forecast",
    "Mix",
    "MixResult",
    "NormContext",
    "NormFields",
    "NormGame",
    "NormRound",
    "NormStatus",
    "NormTitle",
    "NormVerdict",
    "Precondition",
    "RoundPresence",
    "TitleRequirement",
    "check_mix",
    "exemption_143d",
    "forecast_text",
    "norm_context",
    "norm_rounds",
    "norm_verdicts",
    "player_verdict",
    "requirement",
]
