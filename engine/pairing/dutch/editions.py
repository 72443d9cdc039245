"""The two editions of the FIDE (Dutch) System, side by side: every difference is listed here.

2017 = C.04.3 as approved in Baku 2016 (in force 2017 - 31 January 2026), the default of the
seeds and of the corpus ``dutch2017``. 2026 = C.04.3 approved 28/10/2025, in force since
1 February 2026 (shared/spec/dutch2026.md; corpus ``dutch2026``).

- float of an unplayed round: 2017 always a downfloat (A.4.b); 2026 a downfloat only for a
  PAB or more than a loss's points without playing (1.4.3), none otherwise (1.4.4);
- PAB eligibility: 2017 no PAB and no forfeit win (C.2, C.04.1.d); 2026 no PAB and no round
  scored a win's points without playing (C2, C.04.1 Art. 4);
- completion: 2017 the PPB and the collapsed last bracket (A.9, C.4); 2026 C4 in every bracket;
- PAB receiver: 2017 whoever the last bracket leaves; 2026 the lowest score possible (C5),
  then the fewest unplayed games (C9, in the last bracket);
- bracket scores: 2017 the PSD of pairs and downfloaters (C.6, A.8); 2026 the downfloaters'
  scores in descending order (C7); the look-ahead likewise (C.7 / C8);
- repeated floats: 2017 every player (C.12-C.19); 2026 resident downfloaters, and MDPs with
  their opponents (C14-C21).

Each edition names its criteria by its own numbers (:mod:`engine.pairing.dutch.criteria.keys`:
``Criterion2017``, ``Criterion2026``, and ``RENUMBERED`` from one to the other).
"""

from __future__ import annotations

from enum import Enum


class Edition(Enum):
    """Which text of the Dutch system pairs the round."""

    D2017 = "2017"
    D2026 = "2026"
