"""`make bench`: time the engine on the benchmark files, each in its own process.

Pairs the next round of bench_150p_r9, bench_1000p_r9 and bench_3000p_r9 and runs the checker
on bench_400p_full11; pairs round 2 of a 3,000-player event made by tools/bench_inputs.py
(into build/bench, from a fixed seed) with both editions of the Dutch rules. Prints wall time,
CPU time and peak memory (max RSS) of each run; also the other systems on bench_1000p_r9.
Usage: python tools/bench.py ../shared/bench [--system dutch] [--only 150p,1000p]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_inputs import make as make_inputs

CASES: list[tuple[str, str, str, list[str]]] = [
    ("bench_150p_r9.trf", "-p", "1 s", []),
    ("bench_1000p_r9.trf", "-p", "8 s", []),
    ("bench_3000p_r9.trf", "-p", "240 s", []),
    # issue 18: round 2 of a 3,000-player event (one 1,500-player score group), our generator
    ("bench_3000p_r2.trf", "-p", "30 s", []),
    ("bench_3000p_r2.trf", "-p", "30 s (2026)", ["--rules", "2026"]),
    # issue 26: the 2026 rules on the largest late round
    ("bench_3000p_r9.trf", "-p", "(2026)", ["--rules", "2026"]),
    ("bench_400p_full11.trf", "-c", "20 s", []),
    # issue 5: explanation on costs at most 2x the plain pairing; why-not under 10 s
    ("bench_1000p_r9.trf", "-p", "2x plain", ["--explain", "{tmp}/explain.txt"]),
    ("bench_1000p_r9.trf", "--why-not", "10 s", ["1", "2"]),
    # issue 7: the 2026 rules on the same round
    ("bench_1000p_r9.trf", "-p", "(2026)", ["--rules", "2026"]),
    # issue 14: the Lim System on the same round (its own system flag replaces --system)
    ("bench_1000p_r9.trf", "-p", "8 s (Lim)", ["--lim"]),
    # issue 13: the Dubov System, revised text and 1997 text, on the same round
    ("bench_1000p_r9.trf", "-p", "8 s (Dubov)", ["--dubov"]),
    ("bench_1000p_r9.trf", "-p", "8 s", ["--dubov-legacy"]),
    # issue 12: the Burstein System, 2017-2025 text and the older text, on the same round
    ("bench_1000p_r9.trf", "-p", "8 s (Burstein)", ["--burstein"]),
    ("bench_1000p_r9.trf", "-p", "8 s", ["--burstein-legacy"]),
]
SYSTEM_FLAGS = {"--lim", "--dubov", "--dubov-legacy", "--burstein", "--burstein-legacy"}
"""Extra arguments that choose the system themselves."""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("bench", type=Path)
    parser.add_argument("--system", default="dutch")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    exe = Path(sys.executable).parent / "swiss-pair"
    head = f"{'file':<26} {'operation':<24} {'wall':>9} {'cpu':>9} {'peak MB':>9} {'target':>8}"
    print(f"{head}  result")
    tmp = tempfile.mkdtemp(prefix="swiss-bench-")
    made = Path("build/bench")
    make_inputs(made)
    for name, op, target, extra in CASES:
        if args.only and not any(k in name for k in args.only.split(",")):
            continue
        path = args.bench / name
        if not path.exists():
            path = made / name  # made by tools/bench_inputs.py from a fixed seed
        own = [x for x in extra if x in SYSTEM_FLAGS]
        cmd = [str(exe), *(own or [f"--{args.system}"]), str(path), op]
        extra = [x for x in extra if x not in SYSTEM_FLAGS]
        if op == "-p":
            cmd.append("-")
        cmd += [x.replace("{tmp}", tmp) for x in extra]
        label = " ".join([op, *own, *extra]).replace(tmp, "")[:24]
        start = time.perf_counter()
        # output into files and the child reaped with wait4: its own CPU time (what a busy
        # machine does not inflate) and its own peak memory, not the largest child so far
        with tempfile.TemporaryFile("w+") as fo, tempfile.TemporaryFile("w+") as fe:
            proc = subprocess.Popen(cmd, stdout=fo, stderr=fe, text=True)
            _pid, _status, usage = os.wait4(proc.pid, 0)
            proc.returncode = 0  # reaped here; Popen must not wait for it again
            wall = time.perf_counter() - start
            fo.seek(0)
            fe.seek(0)
            stdout, stderr = fo.read(), fe.read()
        cpu = usage.ru_utime + usage.ru_stime
        peak = usage.ru_maxrss / 1024  # kB on Linux
        out = stdout.strip().splitlines()
        if not out:
            result = stderr.strip()[:60]
        elif op == "-p":
            result = out[0] + " lines"
        else:
            result = out[-1][:60]
        line = f"{name:<26} {label:<24} {wall:>8.2f}s {cpu:>8.2f}s {peak:>9.0f} {target:>8}"
        print(f"{line}  {result}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
