"""The program version, read from the installed package metadata (pyproject is the one source)."""

from __future__ import annotations

from importlib import metadata


def _version() -> str:
    try:
        return metadata.version("swiss-arbiter")
    except metadata.PackageNotFoundError:  # running from a source tree that was not installed
        return "0.0.0+source"


VERSION = _version()
