"""Frozen dataclasses to JSON and back, driven by their type annotations. Exact: no floats.

Fractions are written ``"3/2"``, enums by value, tuples as lists, ``NewType`` ids as their base.
``codec.decode(Tournament, codec.encode(t)) == t`` for every tournament; the journal stores
commands and snapshots this way, so a file written today reads back identically tomorrow.

>>> from engine.model import Player, PlayerId
>>> codec = Codec(Player)
>>> codec.dumps(Player(PlayerId(1), "Adams, Ann", rating=2100))[:48]
'{"birth_date":"","club":"","declared_points":nul'
>>> codec.loads(Player, codec.dumps(Player(PlayerId(1), "Adams, Ann"))).name
'Adams, Ann'
"""

from __future__ import annotations

import dataclasses
import json
import re
import types
import typing
from collections.abc import Mapping
from enum import Enum
from fractions import Fraction
from types import MappingProxyType
from typing import Any, TypeVar, cast

T = TypeVar("T")
_K = TypeVar("_K")

_SURROGATE = re.compile("[\ud800-\udfff]")
"""A lone surrogate: JSON can spell it (``"\\ud800"``) but no file or screen can show it."""


class CodecError(ValueError):
    """The text is not the encoding of a value of the asked type (the only error of ``loads``)."""


class Codec:
    """Encodes and decodes the dataclasses reachable from ``roots`` (annotations read once)."""

    def __init__(self, *roots: type) -> None:
        hints: dict[type, dict[str, Any]] = {}
        pending: list[Any] = list(roots)
        while pending:
            tp = pending.pop()
            if isinstance(tp, type) and dataclasses.is_dataclass(tp):
                if tp in hints:
                    continue
                hints[tp] = typing.get_type_hints(tp)
                pending.extend(hints[tp].values())
            else:
                pending.extend(typing.get_args(tp))
                supertype = getattr(tp, "__supertype__", None)
                if supertype is not None:
                    pending.append(supertype)
        self._hints: Mapping[type, Mapping[str, Any]] = MappingProxyType(
            {cls: MappingProxyType(h) for cls, h in hints.items()}
        )

    def knows(self, cls: type) -> bool:
        """True when ``cls`` is one of the dataclasses this codec reads."""
        return cls in self._hints

    def encode(self, value: object) -> object:
        """A JSON-ready value (dicts, lists, str, int, bool, None) for ``value``."""
        if value is None or isinstance(value, bool | str):
            return value
        if isinstance(value, Enum):
            return value.value
        if isinstance(value, int):
            return value
        if isinstance(value, Fraction):
            return f"{value.numerator}/{value.denominator}"
        if isinstance(value, tuple | list):
            return [self.encode(v) for v in value]
        if isinstance(value, frozenset):
            return [self.encode(v) for v in sorted(value)]
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return {f.name: self.encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        raise TypeError(f"cannot encode {type(value).__name__}: {value!r}")

    def decode(self, tp: object, data: object) -> object:
        """The value of type ``tp`` that :meth:`encode` made into ``data``; ValueError if not."""
        supertype = getattr(tp, "__supertype__", None)
        if supertype is not None and callable(tp):  # NewType
            return tp(self.decode(supertype, data))
        origin = typing.get_origin(tp)
        if origin in (typing.Union, types.UnionType):
            return self._decode_union(tp, data)
        if origin is tuple:
            args = typing.get_args(tp)
            items = _expect(data, list, tp)
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(self.decode(args[0], v) for v in items)
            if len(args) != len(items):
                raise ValueError(f"expected {len(args)} items for {tp}, got {len(items)}")
            return tuple(self.decode(a, v) for a, v in zip(args, items, strict=True))
        if origin is frozenset:
            items = _expect(data, list, tp)
            return frozenset(self.decode(typing.get_args(tp)[0], v) for v in items)
        if tp is type(None):
            if data is not None:
                raise ValueError(f"expected null, got {data!r}")
            return None
        if isinstance(tp, type):
            return self._decode_class(tp, data)
        raise TypeError(f"cannot decode into {tp!r}")

    def _decode_union(self, tp: object, data: object) -> object:
        options = typing.get_args(tp)
        if data is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return self.decode(option, data)
            except (ValueError, TypeError, KeyError) as exc:
                errors.append(str(exc))
        raise ValueError(f"{data!r} fits none of {tp}: {'; '.join(errors)}")

    def _decode_class(self, tp: type, data: object) -> object:
        if issubclass(tp, Enum):
            if not isinstance(data, str | int) or isinstance(data, bool):
                raise ValueError(f"expected a {tp.__name__} value, got {data!r}")
            return tp(data)
        if tp is bool:
            return _expect(data, bool, tp)
        if tp is int:
            if isinstance(data, bool):
                raise ValueError(f"expected an integer, got {data!r}")
            return _expect(data, int, tp)
        if tp is str:
            text = _expect(data, str, tp)
            if _SURROGATE.search(text):
                raise ValueError(f"{text!r} holds a lone surrogate, not text")
            return text
        if tp is Fraction:
            num, sep, den = _expect(data, str, tp).partition("/")
            if not sep:
                raise ValueError(f"expected a fraction 'n/d', got {data!r}")
            denominator = int(den)
            if denominator <= 0:  # encode writes the normalised fraction: positive denominator
                raise ValueError(f"the fraction {data!r} has no positive denominator")
            return Fraction(int(num), denominator)
        if tp in self._hints:
            return self.decode_dataclass(tp, data)
        raise TypeError(f"cannot decode into {tp.__name__}")

    def decode_dataclass(self, cls: type[T], data: object) -> T:
        """An instance of the dataclass ``cls`` from its encoded form; unknown keys refused."""
        fields = _expect(data, dict, cls)
        hints = self._hints.get(cls)
        if hints is None:
            raise TypeError(f"{cls.__name__} is not known to this codec")
        unknown = set(fields) - set(hints)
        if unknown:
            raise ValueError(f"{cls.__name__}: unknown field(s) {sorted(unknown)}")
        kwargs = {name: self.decode(hints[name], value) for name, value in fields.items()}
        return cls(**kwargs)

    def dumps(self, value: object) -> str:
        """Compact, key-sorted JSON (the same value always gives the same text)."""
        return json_text(self.encode(value))

    def loads(self, tp: type[T], text: str) -> T:
        """The inverse of :meth:`dumps` for a value of type ``tp``.

        Raises:
            CodecError: whatever is wrong with ``text`` (the text comes from a file, which
                anything may have written: too deep, a zero denominator, a wrong type).
        """
        try:
            # json recurses per nesting level: a crafted file nested 100,000 deep would end
            # in RecursionError, an internal error, instead of "this is not a value of tp"
            return cast("T", self.decode(tp, json.loads(text, object_pairs_hook=_json_object)))
        except CodecError:
            raise
        except RecursionError as exc:
            raise CodecError(f"nested too deeply to be a {_name(tp)}") from exc
        except (ValueError, TypeError, KeyError, ArithmeticError) as exc:
            raise CodecError(str(exc) or type(exc).__name__) from exc


def _name(tp: object) -> str:
    return tp.__name__ if isinstance(tp, type) else str(tp)


def _expect(data: object, kind: type[_K], tp: object) -> _K:
    """``data`` if it is a ``kind`` (JSON gives dict, list, str, int, bool), else ValueError."""
    if not isinstance(data, kind):
        raise ValueError(f"expected {kind.__name__} for {tp}, got {type(data).__name__}")
    return data


# ---- JSON a piece at a time ---------------------------------------------------------------------
#
# The json module's C encoder and decoder hold the interpreter lock from the first character to
# the last. A 3,000-player import is a JSON text of megabytes: written or read on a worker thread
# of the window, it held the window's thread 100-140 ms (``make bench-gui``, issue 26). Written
# a container at a time and read with a hook per object, Python takes its turns in between and
# another thread gets in. The text is the same (the log's checksums are over it).


def _json_leaf(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def json_text(value: object) -> str:
    """``json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))``, the
    same text, written a container at a time (see above); a container of scalars is written
    in one go.

    >>> json_text({"b": [1, {"d": None, "c": "é"}], "a": 0.5})
    '{"a":0.5,"b":[1,{"c":"é","d":null}]}'
    """
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value) or not any(
            isinstance(item, dict | list | tuple) for item in value.values()
        ):
            return _json_leaf(value)  # json's own key rules, or nothing nested
        # sort_keys: json sorts the items by key (keys are distinct: no value is compared)
        return (
            "{"
            + ",".join(f"{_json_leaf(key)}:{json_text(value[key])}" for key in sorted(value))
            + "}"
        )
    if isinstance(value, list | tuple):
        if not any(isinstance(item, dict | list | tuple) for item in value):
            return _json_leaf(value)
        return "[" + ",".join(json_text(item) for item in value) + "]"
    return _json_leaf(value)


def _json_object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """A JSON object as json.loads makes it (the last of equal keys wins), from Python: the
    decoder lets other threads in at each object (see above)."""
    return dict(pairs)
