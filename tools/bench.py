"""`make bench`: time the engine on the benchmark files, each in its own process.

Pairs the next round of bench_150p_r9, bench_1000p_r9 and bench_3000p_r9 and runs the checker
on bench_400p_full11, printing wall time and peak memory (max RSS) of each run.
Usage: python tools/bench.py ../shared/bench [--system dutch] [--only 150p,1000p]
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

CASES = [
    ("bench_150p_r9.trf", "-p", "1 s"),
    ("bench_1000p_r9.trf", "-p", "8 s"),
    ("bench_3000p_r9.trf", "-p", "240 s"),
    ("bench_400p_full11.trf", "-c", "20 s"),
]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("bench", type=Path)
    parser.add_argument("--system", default="dutch")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    exe = Path(sys.executable).parent / "swiss-pair"
    spent = 0.0
    print(f"{'file':<26} {'op':<3} {'wall':>9} {'cpu':>9} {'peak MB':>9} {'target':>8}  result")
    for name, op, target in CASES:
        if args.only and not any(k in name for k in args.only.split(",")):
            continue
        path = args.bench / name
        cmd = [str(exe), f"--{args.system}", str(path), op]
        if op == "-p":
            cmd.append("-")
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        stdout, stderr = proc.communicate()
        wall = time.perf_counter() - start
        # per-child usage: CPU time is what a busy machine does not inflate
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = usage.ru_utime + usage.ru_stime - spent
        spent += cpu
        peak = usage.ru_maxrss / 1024  # the largest child so far (runs are in rising size)
        out = stdout.strip().splitlines()
        result = (out[0] + " lines" if op == "-p" else out[-1]) if out else stderr.strip()
        line = f"{name:<26} {op:<3} {wall:>8.2f}s {cpu:>8.2f}s {peak:>9.0f} {target:>8}"
        print(f"{line}  {result}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
