"""C.04.3 C: the pairing criteria of the Dutch system, one module per group of articles.

- :mod:`.keys`: the criteria as typed keys, one enum per edition, and their priority order;
- :mod:`.absolute`: C.1-C.3 (2026: C1-C3), may two players meet, may one take the PAB;
- :mod:`.costs`: what the quality criteria cost, shared by both editions (C.5 / C6 pairs,
  the bracket's score encodings, the colour criteria, the look-ahead of C.7 / C8);
- :mod:`.colour`: C.8-C.11 (C10-C13), the colour costs of one pair;
- :mod:`.quality_2017`: C.5, C.6, C.12-C.19 as the 2017 text words them;
- :mod:`.quality_2026`: C6, C7, C9, C14-C21 as the 2026 text words them;
- :mod:`.scores`: score differences compared as the text compares them (A.8, 2026 C7).

The absolute criteria are re-exported here: the GUI's manual-pairing check and the tests use
them by these names.
"""

from __future__ import annotations

from engine.pairing.dutch.criteria.absolute import (
    c1_may_meet,
    c2_may_get_pab,
    c3_colour_compatible,
    compatible,
)
from engine.pairing.dutch.criteria.colour import colour_costs

__all__ = ["c1_may_meet", "c2_may_get_pab", "c3_colour_compatible", "colour_costs", "compatible"]
