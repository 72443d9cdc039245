"""Checksums chained over the log: each entry's checksum covers the entry and the one before it.

SQLite checks its own pages, not what the rows say: a name edited with another program, or a
bit flipped inside a row on the disk, reads back as a valid but different tournament. So every
log entry stores ``sha256(previous checksum, entry)`` and every snapshot
``sha256(its entry's checksum, state)``; the chain starts from the file's own id, so entries
moved over from another file do not fit either. A break says where the file was changed.

This guards against accidents (damage, careless editing), not against someone who rewrites
the whole chain on purpose: there is no secret key in an offline program.

>>> start = chain_start("0" * 32)
>>> first = entry_checksum(start, (1, "apply", None, "AddPlayer", "{}"))
>>> first == entry_checksum(start, (1, "apply", None, "AddPlayer", "{}")), len(first)
(True, 64)
>>> first == entry_checksum(start, (1, "apply", None, "AddPlayer", "{ }"))
False
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence


def chain_start(file_id: str) -> str:
    """The checksum "before" the first entry of the file whose id is ``file_id``."""
    return hashlib.sha256(b"Swiss Arbiter journal\x00" + file_id.encode("utf-8")).hexdigest()


def entry_checksum(previous: str, fields: Sequence[object]) -> str:
    """The checksum of a log entry (its stored ``fields``, in column order) after ``previous``.

    Raises:
        ValueError: a field is not text, an integer or NULL (no entry we write has one).
    """
    for value in fields:
        if not (value is None or isinstance(value, str | int)) or isinstance(value, bool):
            raise ValueError(f"a {type(value).__name__} where text or a number belongs")
    text = json.dumps(list(fields), ensure_ascii=False, separators=(",", ":"))
    digest = hashlib.sha256(previous.encode("utf-8", "surrogatepass") + b"\x00")
    digest.update(text.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


def snapshot_checksum(entry: str, state: str) -> str:
    """The checksum of a snapshot ``state`` stored with the entry whose checksum is ``entry``."""
    digest = hashlib.sha256(b"snapshot\x00" + entry.encode("utf-8", "surrogatepass") + b"\x00")
    digest.update(state.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()
