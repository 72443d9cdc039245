"""A tiny JSON Schema (draft 2020-12) validator for the subset engine/explain/schema.json uses.

Only because the `jsonschema` package is not a dependency of the project. Supported keywords:
type, enum, const, pattern, minimum, properties, required, additionalProperties (bool or schema),
propertyNames, items (bool or schema), prefixItems, minItems, maxItems, oneOf, $ref (local
"#/$defs/..."); annotations ($schema, $id, title, description) are ignored. Any other keyword is
an error, so the schema cannot silently use something this validator does not check.
"""

from __future__ import annotations

import re
from typing import Any

ANNOTATIONS = {"$schema", "$id", "title", "description", "$comment", "$defs"}
SUPPORTED = ANNOTATIONS | {
    "type",
    "enum",
    "const",
    "pattern",
    "minimum",
    "properties",
    "required",
    "additionalProperties",
    "propertyNames",
    "items",
    "prefixItems",
    "minItems",
    "maxItems",
    "oneOf",
    "$ref",
}

_TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


class SchemaError(Exception):
    """The instance does not validate; the message says where (a JSON pointer) and why."""


def _equal(a: Any, b: Any) -> bool:
    # JSON equality: 1 and True differ
    return type(a) is type(b) and a == b


class Validator:
    """Validate instances against one root schema."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self.root = schema
        self._check_keywords(schema, "#")

    def _check_keywords(self, schema: Any, where: str) -> None:
        if isinstance(schema, bool):
            return
        unknown = set(schema) - SUPPORTED
        if unknown:
            raise ValueError(f"{where}: unsupported keywords {sorted(unknown)}")
        for key in ("properties", "$defs"):
            for name, sub in schema.get(key, {}).items():
                self._check_keywords(sub, f"{where}/{key}/{name}")
        for key in ("items", "additionalProperties", "propertyNames"):
            if key in schema and not isinstance(schema[key], bool):
                self._check_keywords(schema[key], f"{where}/{key}")
        for key in ("prefixItems", "oneOf"):
            for i, sub in enumerate(schema.get(key, [])):
                self._check_keywords(sub, f"{where}/{key}/{i}")

    def validate(self, instance: Any) -> None:
        """Raise :class:`SchemaError` if ``instance`` is not valid."""
        self._validate(instance, self.root, "")

    def _resolve(self, ref: str) -> Any:
        if not ref.startswith("#/"):
            raise ValueError(f"only local references are supported: {ref}")
        node: Any = self.root
        for part in ref[2:].split("/"):
            node = node[part]
        return node

    def _validate(self, v: Any, s: Any, at: str) -> None:
        if s is True:
            return
        if s is False:
            raise SchemaError(f"{at or '/'}: no value allowed here")
        if "$ref" in s:
            self._validate(v, self._resolve(s["$ref"]), at)
        if "type" in s:
            types = s["type"] if isinstance(s["type"], list) else [s["type"]]
            if not any(_TYPES[t](v) for t in types):
                raise SchemaError(f"{at or '/'}: {v!r} is not of type {s['type']}")
        if "const" in s and not _equal(v, s["const"]):
            raise SchemaError(f"{at or '/'}: {v!r} is not {s['const']!r}")
        if "enum" in s and not any(_equal(v, e) for e in s["enum"]):
            raise SchemaError(f"{at or '/'}: {v!r} is not one of {s['enum']}")
        if "pattern" in s and isinstance(v, str) and not re.search(s["pattern"], v):
            raise SchemaError(f"{at or '/'}: {v!r} does not match {s['pattern']}")
        if "minimum" in s and _TYPES["number"](v) and v < s["minimum"]:
            raise SchemaError(f"{at or '/'}: {v!r} is less than {s['minimum']}")
        if isinstance(v, dict):
            self._object(v, s, at)
        if isinstance(v, list):
            self._array(v, s, at)
        if "oneOf" in s:
            ok = 0
            errors = []
            for sub in s["oneOf"]:
                try:
                    self._validate(v, sub, at)
                    ok += 1
                except SchemaError as exc:
                    errors.append(str(exc))
            if ok != 1:
                detail = "; ".join(errors[:3]) if ok == 0 else f"{ok} alternatives match"
                raise SchemaError(f"{at or '/'}: oneOf: {detail}")

    def _object(self, v: dict[str, Any], s: Any, at: str) -> None:
        for name in s.get("required", []):
            if name not in v:
                raise SchemaError(f"{at or '/'}: missing property {name!r}")
        props = s.get("properties", {})
        for name, value in v.items():
            if "propertyNames" in s:
                self._validate(name, s["propertyNames"], f"{at}/{name}")
            if name in props:
                self._validate(value, props[name], f"{at}/{name}")
            elif "additionalProperties" in s:
                self._validate(value, s["additionalProperties"], f"{at}/{name}")

    def _array(self, v: list[Any], s: Any, at: str) -> None:
        if "minItems" in s and len(v) < s["minItems"]:
            raise SchemaError(f"{at or '/'}: fewer than {s['minItems']} items")
        if "maxItems" in s and len(v) > s["maxItems"]:
            raise SchemaError(f"{at or '/'}: more than {s['maxItems']} items")
        prefix = s.get("prefixItems", [])
        for i, item in enumerate(v):
            if i < len(prefix):
                self._validate(item, prefix[i], f"{at}/{i}")
            elif "items" in s:
                self._validate(item, s["items"], f"{at}/{i}")
