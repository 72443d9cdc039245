"""TRF read and write: TRF16, TRF06 byes, TRF(x) ``XX?``, TRF(bx) ``BB?`` and TRF-2026 records.

``load_trf``/``parse_trf`` give a :class:`~engine.model.Tournament` or raise
:class:`~engine.errors.TrfError`; ``read_trf_report``/``load_trf_report`` list every problem
instead (``swiss-pair --validate``); ``dump_trf``/``save_trf`` write a TRF16 file with the engine
lines. ``load_trf(dump_trf(t))`` gives ``t`` back for every tournament the reader produced.
"""

from engine.trf.problems import Problem, Severity, TrfReport, TrfWriteError
from engine.trf.reader import load_trf, load_trf_report, parse_trf, read_trf_report
from engine.trf.writer import dump_trf, save_trf

__all__ = [
    "Problem",
    "Severity",
    "TrfReport",
    "TrfWriteError",
    "dump_trf",
    "load_trf",
    "load_trf_report",
    "parse_trf",
    "read_trf_report",
    "save_trf",
]
