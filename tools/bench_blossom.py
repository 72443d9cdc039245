"""Time engine.pairing.common.blossom against networkx.max_weight_matching.

Dense random graphs with huge integer weights: uniformly random ones, or (--weights packed)
ones shaped like the bracket solver's, a common top bit, a few small criteria fields and a
random tail.  Both matchers are exact, and their totals are checked to agree.  CPU time is
reported (the machine may be shared), the best of --repeat runs for ours, one for networkx.
Usage: python tools/bench_blossom.py [--sizes 50,100,150,300] [--density 0.95] [--bits 1500]
                                     [--weights random|packed] [--repeat 3] [--no-networkx]
"""

from __future__ import annotations

import argparse
import random
import time

import networkx as nx

from engine.pairing.common.blossom import max_weight_matching

Edge = tuple[int, int, int]


def random_graph(n: int, density: float, bits: int, seed: int, packed: bool) -> list[Edge]:
    rng = random.Random(seed)
    edges = []
    for i in range(n):
        for j in range(i + 1, n):
            if rng.random() >= density:
                continue
            if packed:
                w = 1 << (bits - 1)
                for f in range(4):
                    w += rng.randint(0, 3) << (bits - 40 * (f + 1))
                w += rng.getrandbits(bits - 200)
            else:
                w = rng.getrandbits(bits)
            edges.append((i, j, w))
    return edges


def ours(n: int, edges: list[Edge]) -> tuple[float, int]:
    weight = {(u, v): w for u, v, w in edges}
    start = time.process_time()
    mate = max_weight_matching(n, edges)
    elapsed = time.process_time() - start
    return elapsed, sum(weight[(v, m)] for v, m in enumerate(mate) if v < m)


def networkx(n: int, edges: list[Edge]) -> tuple[float, int]:
    start = time.process_time()
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_weighted_edges_from(edges)
    pairs = nx.max_weight_matching(g, maxcardinality=False)
    elapsed = time.process_time() - start
    return elapsed, sum(g[u][v]["weight"] for u, v in pairs)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="50,100,150,300")
    parser.add_argument("--density", type=float, default=0.95)
    parser.add_argument("--bits", type=int, default=1500)
    parser.add_argument("--weights", choices=("random", "packed"), default="random")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-networkx", action="store_true")
    args = parser.parse_args()
    print(f"{'n':>5} {'edges':>7} {'blossom s':>10} {'networkx s':>11} {'speed-up':>9}")
    for n in (int(x) for x in args.sizes.split(",")):
        edges = random_graph(n, args.density, args.bits, n, args.weights == "packed")
        runs = [ours(n, edges) for _ in range(args.repeat)]
        t_ours = min(t for t, _ in runs)
        total = runs[0][1]
        if args.no_networkx:
            print(f"{n:>5} {len(edges):>7} {t_ours:>10.3f}", flush=True)
            continue
        t_nx, total_nx = networkx(n, edges)
        if total_nx != total:
            print(f"n={n}: totals differ: {total} != {total_nx}")
            return 1
        print(
            f"{n:>5} {len(edges):>7} {t_ours:>10.3f} {t_nx:>11.2f} {t_nx / t_ours:>8.0f}x",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
