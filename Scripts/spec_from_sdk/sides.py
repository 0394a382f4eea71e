"""The two documents a comparison reads: loading, operations, and schemas seen through their
references, `allOf`s and nullable wrappers."""

from __future__ import annotations

import json
import re
from typing import Dict, Optional, Tuple

VERBS = ("get", "put", "post", "delete", "patch", "options", "head")
DISCRIMINATOR_PROPS = ("type", "event", "object", "role")


def load(path: str) -> dict:
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if path.endswith((".yaml", ".yml")):
        import yaml  # the tool's venv has it (requirements.txt)
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        return yaml.load(text, Loader=loader)
    return json.loads(text)


def normalize_path(path: str, keep_query: bool = True) -> str:
    if not keep_query:
        path = path.split("?", 1)[0]
    return re.sub(r"\{[^}]*\}", "{}", path)


def operations(document: dict, keep_query: bool = True) -> Dict[Tuple[str, str], dict]:
    out = {}
    for path, item in (document.get("paths") or {}).items():
        for verb in VERBS:
            if verb in item:
                out[(verb, normalize_path(path, keep_query))] = (path, item[verb], item.get("parameters", []))
    return out


class Side:
    def __init__(self, document: dict):
        self.document = document
        self.schemas = (document.get("components") or {}).get("schemas") or {}

    def deref(self, node, seen=None):
        seen = seen or set()
        while isinstance(node, dict) and "$ref" in node:
            ref = node["$ref"]
            if ref in seen:
                return {}
            seen.add(ref)
            target = self._pointer(ref)
            extra = {k: v for k, v in node.items() if k != "$ref"}
            node = dict(target, **extra) if extra else target
        return node if isinstance(node, dict) else {}

    def _pointer(self, ref: str):
        if not ref.startswith("#/"):
            return {}
        node = self.document
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(node, dict) or part not in node:
                return {}
            node = node[part]
        return node

    def identity(self, node) -> str:
        if isinstance(node, dict) and "$ref" in node:
            return node["$ref"]
        return "inline:" + str(id(node))

    def flatten(self, node, depth=0) -> dict:
        """The schema with references followed, `allOf` merged, and a nullable wrapper removed."""
        node = self.deref(node)
        if depth > 20:
            return node
        if "allOf" in node:
            merged: dict = {k: v for k, v in node.items() if k != "allOf"}
            props = dict(merged.get("properties") or {})
            required = list(merged.get("required") or [])
            for part in node["allOf"]:
                flat = self.flatten(part, depth + 1)
                for k, v in flat.items():
                    if k == "properties":
                        for pk, pv in v.items():
                            props.setdefault(pk, pv)
                    elif k == "required":
                        required += [r for r in v if r not in required]
                    else:
                        merged.setdefault(k, v)
            if props:
                merged["properties"] = props
            if required:
                merged["required"] = required
            node = merged
        members = self.members(node)
        if members is not None and len(members) == 1:
            rest = {k: v for k, v in node.items() if k not in ("anyOf", "oneOf", "discriminator")}
            inner = self.flatten(members[0], depth + 1)
            return dict(inner, **{k: v for k, v in rest.items() if k not in inner})
        if isinstance(node.get("type"), list):
            types = [t for t in node["type"] if t != "null"]
            if len(types) == 1:
                node = dict(node, type=types[0])
        return node

    @staticmethod
    def members(node: dict) -> Optional[list]:
        for key in ("oneOf", "anyOf"):
            if key in node:
                return [m for m in node[key] if not (isinstance(m, dict) and (m.get("type") == "null" or m == {"const": None}))]
        return None


def kind(node: dict) -> str:
    members = Side.members(node)
    if members is not None and len(members) > 1:
        return "union"
    if "enum" in node or "const" in node:
        return "enum"
    if node.get("properties"):
        return "object"
    if node.get("type") == "object" or "additionalProperties" in node or node.get("properties") == {}:
        return "map"
    if node.get("type") == "array":
        return "array"
    if isinstance(node.get("type"), str):
        return node["type"]
    return "any"


def values(node: dict) -> set:
    if "const" in node:
        return {json.dumps(node["const"])}
    return {json.dumps(v) for v in node.get("enum") or [] if v is not None}


def media_class(media: str) -> str:
    if media == "text/event-stream":
        return "event stream"
    if "json" in media:
        return "json"
    if media.startswith("multipart/"):
        return "multipart"
    if media.startswith("text/"):
        return "text"
    return "binary"
