"""Component names: short and unique, and the references rewritten to them.

While building, a reference names its target by the Python qualified name
(`#/components/schemas/\x00<module>.<Name>`); `assign_names` gives every component its short
name and `rewrite_refs` puts those into the references and discriminator mappings.
"""

from __future__ import annotations

from typing import Dict, List

REF_PREFIX = "#/components/schemas/"
PENDING = "\x00"  # marks a reference whose final component name is not known yet


def module_qualifiers(qualified: str, package: str) -> List[str]:
    """The module path of a qualified name, innermost first, without the package and `types`."""
    parts = qualified.split(".")[:-1]
    parts = [p for p in parts[1:] if p not in ("types", "resources")]
    return list(reversed(parts))


def camel(snake: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in snake.strip("_").split("_"))


def assign_names(qualified_names: List[str], package: str) -> Dict[str, str]:
    """Short, unique component names: the class name, qualified by its module where two collide."""
    names: Dict[str, str] = {}
    groups: Dict[str, List[str]] = {}
    for q in sorted(qualified_names):
        groups.setdefault(q.rsplit(".", 1)[1], []).append(q)
    for short, members in sorted(groups.items()):
        if len(members) == 1:
            names[members[0]] = short
            continue
        depth = 1
        while True:
            candidate = {}
            for q in members:
                quals = module_qualifiers(q, package)[:depth]
                prefix = "".join(camel(p) for p in reversed(quals))
                candidate[q] = short if prefix == short else f"{prefix}.{short}" if prefix else short
            if len(set(candidate.values())) == len(members) or depth > 8:
                names.update(candidate)
                break
            depth += 1
    return names


def rewrite_refs(value, names: Dict[str, str]):
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if k in ("$ref",) and isinstance(v, str) and v.startswith(REF_PREFIX + PENDING):
                out[k] = REF_PREFIX + names[v[len(REF_PREFIX + PENDING):]]
            elif k == "mapping" and isinstance(v, dict):
                out[k] = {mk: REF_PREFIX + names[mv[len(REF_PREFIX + PENDING):]] if mv.startswith(REF_PREFIX + PENDING) else mv
                          for mk, mv in v.items()}
            else:
                out[k] = rewrite_refs(v, names)
        return out
    if isinstance(value, list):
        return [rewrite_refs(v, names) for v in value]
    return value
