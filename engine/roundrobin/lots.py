"""Drawing of lots for pairing numbers: reproducible from a recorded seed.

C.05 7.2-7.5: the pairing numbers of a round-robin are drawn by lot (openly, before round 1),
and the pairings then follow the Berger tables. A program cannot draw envelopes, so it draws
from a *seed* the arbiter records (and may announce): the same seed and the same field always
give the same numbers, on any computer and any version of this program.

The draw, in full so that anyone can re-do it:

1. List the players in a fixed order that does not depend on how they were registered: by name
   (compared without case or accents, then exactly), then FIDE ID, then rating.
2. Shuffle that list with Fisher-Yates: for ``i`` from the last index down to 1, swap item ``i``
   with item ``j = H(seed, "shuffle", i) mod (i + 1)``, where ``H(seed, label, i)`` is the
   SHA-256 digest of the UTF-8 text ``"<seed>:<label>:<i>"`` read as a big-endian integer.
3. The player at position ``k`` (from 0) of the shuffled list gets pairing number ``k + 1``.

The Varma draw (:mod:`engine.roundrobin.varma`) uses the same ``H`` for its choices.

>>> names = ["Cole", "Adams", "Baker", "Dunn"]
>>> [names[i] for i in draw_order(names, "2026")]
['Dunn', 'Baker', 'Cole', 'Adams']
>>> backwards = names[::-1]  # the order players are listed in does not matter
>>> [backwards[i] for i in draw_order(backwards, "2026")]
['Dunn', 'Baker', 'Cole', 'Adams']
"""

from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Sequence

from engine.roundrobin.errors import RoundRobinError

MAX_SEED_LENGTH = 40
"""A seed is a short text the arbiter can read out and type back (digits or letters)."""


def check_seed(seed: str) -> str:
    """``seed`` stripped; RoundRobinError when it is empty, too long or has odd characters."""
    text = seed.strip()
    if not text:
        raise RoundRobinError("a draw needs a seed (a number or word the arbiter records)")
    if len(text) > MAX_SEED_LENGTH:
        raise RoundRobinError(f"a seed has at most {MAX_SEED_LENGTH} characters")
    if not all(ch.isalnum() or ch in "-_" for ch in text):
        raise RoundRobinError(
            f"seed {text!r}: use letters, digits, '-' or '_' (it must read back unambiguously)"
        )
    return text


def digest_below(seed: str, label: str, index: int, bound: int) -> int:
    """``H(seed, label, index) mod bound``: a number in ``0 .. bound-1`` fixed by the seed."""
    if bound <= 0:
        raise ValueError(f"bound must be positive, not {bound}")
    digest = hashlib.sha256(f"{seed}:{label}:{index}".encode()).digest()
    return int.from_bytes(digest, "big") % bound


def name_key(name: str) -> tuple[str, str, str]:
    """Names compared without case or accents first, then with accents, then exactly."""
    folded = unicodedata.normalize("NFKD", name.strip()).casefold()
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return plain, folded, name


def shuffled(items: Sequence[int], seed: str, label: str = "shuffle") -> tuple[int, ...]:
    """``items`` shuffled by Fisher-Yates with the seed's digests (step 2 of the module text)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = digest_below(seed, label, i, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def draw_order(names: Sequence[str], seed: str) -> tuple[int, ...]:
    """Indices into ``names`` in drawn order: the first index gets pairing number 1.

    Players are put in name order first (step 1), so the draw does not depend on the order in
    which ``names`` are given. Use :func:`draw_players` for players with FIDE IDs and ratings.
    """
    return draw_players([(n, "", 0) for n in names], seed)


def draw_players(players: Sequence[tuple[str, str, int]], seed: str) -> tuple[int, ...]:
    """Indices into ``players`` (name, FIDE ID, rating) in drawn order (the module's draw)."""
    seed = check_seed(seed)
    if len(players) < 2:
        raise RoundRobinError("a draw needs at least two players")
    canonical = sorted(
        range(len(players)),
        key=lambda i: (name_key(players[i][0]), players[i][1], -players[i][2], i),
    )
    return shuffled(canonical, seed)


__all__ = [
    "MAX_SEED_LENGTH",
    "check_seed",
    "digest_below",
    "draw_order",
    "draw_players",
    "name_key",
    "shuffled",
]
