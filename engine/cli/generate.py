"""`swiss-pair [SYSTEM] [MODEL.trf] -g [CONFIG] -o OUT [-s SEED]`: the random tournament generator.

C.04.A A.5 asks an endorsed program for a free RTG run from a command prompt; the grammar is
the established engines' (shared/spec/cli.md §7). A relative OUT with no directory part goes
next to the configuration file (or the model file), as they do. Without ``-s`` a random seed is
chosen and printed on stderr, so that the run can be repeated. The file is TRF16 with the
engine lines (XXR, XXC, XXA, ...) and LF line ends.

Exit codes: 0 done; 1 a round could not be paired (the partial tournament is still written,
as the established engine does); 3 a bad configuration, model or argument; 5 a file error.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from pathlib import Path

from engine.cli import exitcodes
from engine.cli.pairing import output_path, system_of
from engine.errors import ConfigError, EngineError
from engine.files import read_input
from engine.model import Tournament
from engine.rtg import RtgConfig, generate_report, parse_config
from engine.rtg.randomness import MAX_SEED
from engine.trf import load_trf, save_trf


def _fail(message: str, code: int = exitcodes.INVALID_INPUT) -> int:
    print(f"swiss-pair: {message}", file=sys.stderr)
    return code


def run_generate(args: argparse.Namespace) -> int:
    """Generate one tournament and write it to ``args.output``; returns the exit code."""
    if args.output is None:
        return _fail("-g needs -o OUT (the file to write)")
    if getattr(args, "checklist", None) is not None:
        print("swiss-pair: note: -l (checklist) is not written by -g", file=sys.stderr)
    config_path = Path(args.generate) if args.generate else None
    model_path: Path | None = args.input
    try:
        config = RtgConfig()
        if config_path is not None:
            text = read_input(config_path).decode("utf-8-sig")
            config = parse_config(text, str(config_path))
        model: Tournament | None = load_trf(model_path) if model_path is not None else None
        system = system_of(args, model)
    except OSError as exc:
        return _fail(f"{exc.filename or ''}: {exc.strerror or exc}", exitcodes.FILE_ERROR)
    except (ConfigError, EngineError) as exc:
        return _fail(str(exc))
    except UnicodeDecodeError as exc:
        return _fail(f"{config_path}: not UTF-8 text ({exc.reason})")

    if args.seed is None:
        # 64 random bits (checklist Q30: the same parameters must not always give the same
        # file): a run without -s never repeats an earlier one in practice; printed to repeat it
        seed = secrets.randbelow(MAX_SEED + 1)
        print(f"swiss-pair: seed {seed} (repeat this run with -s {seed})", file=sys.stderr)
    else:
        seed = args.seed
        if not 0 <= seed <= MAX_SEED:
            return _fail(f"-s {seed}: the seed must be from 0 to {MAX_SEED}")

    anchor = config_path or model_path  # where a bare output name goes
    out = output_path(str(args.output), anchor) if anchor is not None else Path(args.output)
    try:
        result = generate_report(config, seed, system, model)
    except ConfigError as exc:
        return _fail(str(exc))
    try:
        save_trf(result.tournament, out, line_ending="\n")
    except OSError as exc:
        return _fail(f"{out}: {exc.strerror or exc}", exitcodes.FILE_ERROR)
    if result.stopped is not None:
        return _fail(
            f"{result.stopped}; generation stopped, {result.rounds_paired} of "
            f"{result.config.rounds} rounds written to {out}",
            exitcodes.NO_VALID_PAIRING,
        )
    return exitcodes.OK


__all__ = ["run_generate"]
