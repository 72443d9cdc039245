"""The one weight packer: criteria costs in bit fields of one integer, most significant first.

A bracket decision compares candidates criterion by criterion (B.8), so each field must hold
any sum the decision can form without reaching the next: a field whose values are at most
``largest`` in magnitude and of which a candidate adds up ``terms`` gets the bits of
``largest * terms + 1`` and a sign bit. The matching (:mod:`.search`) packs a dense vector per
edge, the D.1 assignment (:mod:`.transpositions`) a sparse dictionary per cell; both take
their shifts from :func:`field_shifts`, so the integers depend only on the fields and their
contents.

>>> field_shifts([1, 0, 3], terms=4)
[7, 5, 0]
>>> pack_edges([(0, 1, [1, 0, 3]), (1, 2, [0, 0, -2])], 3, n_vertices=3)
[(0, 1, 131), (1, 2, -2)]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.pairing.dutch.criteria.keys import Criterion


def field_shifts(largest: Sequence[int], terms: int) -> list[int]:
    """The shift of each field (``largest[k]``: its largest magnitude), most significant first."""
    shifts = [0] * len(largest)
    shift = 0
    for k in range(len(largest) - 1, -1, -1):
        shifts[k] = shift
        bound = largest[k] * terms + 1
        shift += bound.bit_length() + 1
    return shifts


def pack_edges(
    edges: list[tuple[int, int, list[int]]], nlev: int, n_vertices: int
) -> list[tuple[int, int, int]]:
    """Pack each edge's ``nlev`` field values into one integer (a matching adds at most
    ``n_vertices + 1`` terms per field)."""
    # per-level maxima column by column (zip/map/max run in C: this is on the hot path)
    columns = list(zip(*(v for _, _, v in edges), strict=True)) if edges else []
    largest = [max(map(abs, col)) for col in columns] if columns else [0] * nlev
    shifts = field_shifts(largest, n_vertices + 1)
    live = [k for k in range(nlev) if largest[k]]  # levels where some edge is non-zero
    out: list[tuple[int, int, int]] = []
    for i, j, vals in edges:
        w = 0
        for k in live:
            v = vals[k]
            if v:
                w += v << shifts[k]
        out.append((i, j, w))
    return out


def costs_packer(
    fields: Sequence[Criterion | None], largest: Mapping[Criterion | None, int], terms: int
) -> Callable[[Mapping[Criterion, int]], int]:
    """A function packing a sparse cost dictionary into ``fields`` (keys not among them, and
    zeros, add nothing; a ``None`` field is kept empty)."""
    shift_of = dict(zip(fields, field_shifts([largest[f] for f in fields], terms), strict=True))

    def pack(costs: Mapping[Criterion, int]) -> int:
        return sum(v << shift_of[k] for k, v in costs.items() if v and k in shift_of)

    return pack
