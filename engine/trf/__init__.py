"""TRF read and write: TRF16, TRF06 byes, TRF(x) ``XX?``, TRF(bx) ``BB?`` and TRF-2026 records.

Reading: ``load_trf``/``parse_trf`` give a :class:`~engine.model.Tournament` or raise
:class:`~engine.errors.TrfError` for the first error; ``read_trf_report``/``load_trf_report``
list every problem instead (what ``swiss-pair --validate`` prints), each an error, a warning or a
note (:class:`Severity`). What the reader decides (XXZ and 240 become bye entries, gaps in the
pairing numbers are a warning, a points column that does not add up is a warning) is set out in
:mod:`engine.trf.reader`.

Writing: ``dump_trf``/``save_trf`` write TRF16 with the engine lines (:mod:`engine.trf.writer`).
``parse_trf(dump_trf(t)) == t`` whenever every player has declared points and rank (always so
for a file that had them; ``fill_missing=False`` makes it hold for any tournament), and
``dump_trf(parse_trf(dump_trf(t))) == dump_trf(t)`` for every tournament. Not written, hence not
kept: ``Player.withdrawn_from`` (the TRF has no such field), the case of result letters, the
file order of the records.
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
