"""Reading a file the arbiter named: only a regular file, and never without a limit.

A named pipe given as input blocks the reader forever; a link to ``/dev/zero`` feeds it until
memory runs out. So every input is opened without waiting (``O_NONBLOCK``: a pipe opens at
once, with or without a writer), checked to be a regular file, and read up to a cap. The
errors are ``OSError`` with the file name, as for a missing file: the CLI exits with 5.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "t.trf"
>>> _ = path.write_bytes(b"012 Open")
>>> read_input(path)
b'012 Open'
>>> read_input(path, limit=4)
Traceback (most recent call last):
...
OSError: [Errno 27] larger than 4 bytes, more than such a file ever holds: '...t.trf'
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

MAX_INPUT_BYTES = 64 << 20
"""The most any input (TRF, CSV, configuration) may hold: a TRF of 10,000 players and 30
rounds is under 10 MB."""

_KINDS = (
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


def check_regular(path: Path | str) -> None:
    """OSError unless ``path`` (after symbolic links) is a regular file; never blocks."""
    path = Path(path)
    st = os.stat(path)
    _check_mode(path, st.st_mode)


def _check_mode(path: Path, mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise OSError(errno.EISDIR, "is a folder, not a file", str(path))
    kind = next((name for test, name in _KINDS if test(mode)), "something else")
    raise OSError(errno.EINVAL, f"not a regular file ({kind})", str(path))


def read_input(path: Path | str, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of the regular file ``path``; OSError if it is none or holds over ``limit``."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        _check_mode(path, st.st_mode)
        if st.st_size > limit:
            raise _too_big(path, limit)
        chunks: list[bytes] = []
        size = 0
        while True:  # the size can lie (a file still growing, /proc): count what comes
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise _too_big(path, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _too_big(path: Path, limit: int) -> OSError:
    size = f"{limit >> 20} MB" if limit >= 1 << 20 else f"{limit} bytes"
    return OSError(errno.EFBIG, f"larger than {size}, more than such a file ever holds", str(path))
