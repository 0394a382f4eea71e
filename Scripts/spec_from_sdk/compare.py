"""Structural comparison of a derived document with a published spec (issue 44, scope 2).

Operations are matched by (method, path) with path-parameter names normalized. Within a
matched operation: path and query parameters by name, the request body and the response of
each media type, and then the schemas themselves, side by side: `$ref`s followed, `allOf`
flattened, `null` branches set aside. For two objects: their properties by wire name, and for
properties both have whether both require them; for two enumerations their value sets; for
two unions their members, paired by discriminator value (or by shape where there is none).
Each pair of components is compared once, so a shared schema counts once.

The published spec is the reference: a rate is what the derived document matches of it.
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Dict, List, Optional, Tuple

from .sides import DISCRIMINATOR_PROPS, Side, kind, load, media_class, operations, values


class Comparison:
    def __init__(self, derived: dict, published: dict):
        self.d = Side(derived)
        self.p = Side(published)
        self.counts: Dict[str, List[int]] = defaultdict(lambda: [0, 0])  # kind -> [matched, total]
        self.extra: Dict[str, int] = defaultdict(int)
        self.diffs: Dict[str, List[str]] = defaultdict(list)
        self._seen: set = set()
        self.loss: Dict[str, int] = defaultdict(int)

    def count(self, what: str, ok: bool, detail: str = "") -> None:
        self.counts[what][1] += 1
        if ok:
            self.counts[what][0] += 1
        elif detail:
            self.diffs[what].append(detail)

    # --- schemas ------------------------------------------------------------------------------

    def schema(self, d_node, p_node, where: str, depth: int = 0) -> None:
        key = (self.d.identity(d_node), self.p.identity(p_node))
        if key in self._seen or depth > 40:
            return
        if not key[0].startswith("inline:") and not key[1].startswith("inline:"):
            self._seen.add(key)
        d, p = self.d.flatten(d_node), self.p.flatten(p_node)
        dk, pk = kind(d), kind(p)
        if pk == "object" and dk == "object":
            self._object(d, p, where, depth)
        elif pk == "enum" and dk == "enum":
            dv, pv = values(d), values(p)
            self.count("enum values", dv == pv, f"{where}: only published {sorted(pv - dv)[:6]}, only derived {sorted(dv - pv)[:6]}")
        elif pk == "union" and dk == "union":
            self._union(d, p, where, depth)
        elif pk == "array" and dk == "array":
            self.schema(d.get("items", {}), p.get("items", {}), where + "[]", depth + 1)
        elif pk == "map" and dk == "map":
            dv, pv = d.get("additionalProperties", {}), p.get("additionalProperties", {})
            self.schema(dv if isinstance(dv, dict) else {}, pv if isinstance(pv, dict) else {}, where + "{}", depth + 1)
        elif pk == "enum" and dk == "union":
            # A closed enumeration published, an open one (string or known values) derived.
            for m in Side.members(d):
                fm = self.d.flatten(m)
                if kind(fm) == "enum":
                    self.schema(m, p_node, where, depth + 1)
                    break
        elif pk == "union" and dk == "enum":
            for m in Side.members(p):
                fm = self.p.flatten(m)
                if kind(fm) == "enum":
                    self.schema(d_node, m, where, depth + 1)
                    break
        if pk != dk and not {pk, dk} & {"any"}:
            self.count("kinds", False, f"{where}: published {pk}, derived {dk}")
        elif pk != "any" and dk != "any":
            self.count("kinds", True)

    def _object(self, d: dict, p: dict, where: str, depth: int) -> None:
        dp, pp = d.get("properties") or {}, p.get("properties") or {}
        dr, pr = set(d.get("required") or []), set(p.get("required") or [])
        for name in sorted(pp):
            here = f"{where}.{name}"
            if name not in dp:
                self.count("properties", False, here)
                continue
            self.count("properties", True)
            agree = (name in dr) == (name in pr)
            if not agree and name in pr and self.nullable(self.p, pp[name]) and self.nullable(self.d, dp[name]):
                # Required but nullable in the spec; `Optional[…] = None` in the SDK's model.
                self.count("required", True)
                self.loss["required nullable read as optional"] += 1
                self.diffs["loss: required nullable read as optional"].append(here)
            else:
                self.count("required", agree,
                           f"{here}: published {'required' if name in pr else 'optional'}, derived {'required' if name in dr else 'optional'}")
            pn, dn = self.nullable(self.p, pp[name]), self.nullable(self.d, dp[name])
            if dn and not pn and name not in pr and name not in dr:
                # `Optional[X] = None` in a model: absent or null, the source cannot say which.
                self.count("nullable", True)
                self.loss["optional read as nullable (Optional[X] = None in a model)"] += 1
                self.diffs["loss: optional read as nullable"].append(here)
            else:
                self.count("nullable", pn == dn, f"{here}: published {'nullable' if pn else 'not nullable'}, derived {'nullable' if dn else 'not nullable'}")
            if self.p.deref(pp[name]).get("deprecated"):
                self.count("deprecated properties", bool(self.d.deref(dp[name]).get("deprecated")), here)
            self.schema(dp[name], pp[name], here, depth + 1)
        for name in sorted(set(dp) - set(pp)):
            self.extra["properties"] += 1
            self.diffs["extra properties"].append(f"{where}.{name}")

    @staticmethod
    def nullable(side: Side, node) -> bool:
        node = side.deref(node)
        for m in node.get("anyOf", []) + node.get("oneOf", []):
            m = side.deref(m)
            if m.get("type") == "null" or Comparison.nullable(side, m) if "anyOf" in m else m.get("type") == "null":
                return True
        t = node.get("type")
        if isinstance(t, list) and "null" in t:
            return True
        if node.get("nullable") is True:
            return True
        if "allOf" in node and len(node["allOf"]) == 1:
            return Comparison.nullable(side, node["allOf"][0])
        return False

    def _spliced(self, side: Side, members: list, depth: int = 0) -> list:
        """A union's members with nested unions opened (`A | (B | C)` is `A | B | C`)."""
        out = []
        for m in members:
            flat = side.flatten(m)
            inner = Side.members(flat)
            if inner is not None and len(inner) > 1 and depth < 10:
                out.extend(self._spliced(side, inner, depth + 1))
            else:
                out.append(m)
        # The same member twice (a named list of ids that also allows any string, beside a string).
        unique, seen = [], set()
        for m in out:
            key = json.dumps(side.flatten(m) if "$ref" not in m else m, sort_keys=True, default=str)
            if key not in seen:
                seen.add(key)
                unique.append(m)
        return unique

    def _merged_enum(self, side: Side, members: list) -> Tuple[list, Optional[dict]]:
        """Members with every enumeration among them joined into one (model ids come in several)."""
        rest, joined = [], set()
        for m in members:
            flat = side.flatten(m)
            if kind(flat) == "enum":
                joined |= values(flat)
            else:
                rest.append(m)
        if not joined:
            return rest, None
        return rest, {"enum": [json.loads(v) for v in sorted(joined)]}

    def _member_key(self, side: Side, member) -> Tuple[str, object]:
        flat = side.flatten(member)
        k = kind(flat)
        if k == "object":
            props = flat.get("properties") or {}
            for prop in DISCRIMINATOR_PROPS:
                if prop in props:
                    vs = values(side.flatten(props[prop]))
                    if len(vs) >= 1:
                        return ("tag", f"{prop}={','.join(sorted(vs))}")
            return ("object", frozenset(props))
        if k == "enum":
            return ("enum", None)
        return (k, None)

    def _union(self, d: dict, p: dict, where: str, depth: int) -> None:
        d_rest, d_enum = self._merged_enum(self.d, self._spliced(self.d, Side.members(d)))
        p_rest, p_enum = self._merged_enum(self.p, self._spliced(self.p, Side.members(p)))
        if p_enum is not None:
            if d_enum is not None:
                self.count("union members", True)
                dv, pv = values(d_enum), values(p_enum)
                self.count("enum values", dv == pv, f"{where}<enum>: only published {sorted(pv - dv)[:6]}, only derived {sorted(dv - pv)[:6]}")
            else:
                self.count("union members", False, f"{where}: published member enum not derived")
        elif d_enum is not None:
            self.extra["union members"] += 1
            self.diffs["extra union members"].append(f"{where}: enum")
        dm = [(m, self._member_key(self.d, m)) for m in d_rest]
        pm = [(m, self._member_key(self.p, m)) for m in p_rest]
        used = set()
        matches: Dict[int, int] = {}
        # First the members that pair exactly (same tag, same primitive kind), then the rest.
        for exact in (True, False):
            for n, (pmember, pkey) in enumerate(pm):
                if n in matches:
                    continue
                match = self._pair(pmember, pkey, dm, used, exact)
                if match is not None:
                    matches[n] = match
                    if match >= 0:
                        used.add(match)
        for n, (pmember, pkey) in enumerate(pm):
            label = pkey[1] if pkey[0] == "tag" else pkey[0]
            match = matches.get(n)
            if match is None:
                self.count("union members", False, f"{where}: published member {label} not derived")
                continue
            self.count("union members", True)
            if match >= 0:
                self.schema(dm[match][0], pmember, f"{where}<{label}>", depth + 1)
        for i, (dmember, dkey) in enumerate(dm):
            if i not in used:
                self.extra["union members"] += 1
                self.diffs["extra union members"].append(f"{where}: {dkey[1] if dkey[0] == 'tag' else dkey[0]}")

    def _pair(self, pmember, pkey, dm, used, exact: bool) -> Optional[int]:
        """The derived member a published one pairs with; -1 for a loss that pairs with none."""
        for i, (dmember, dkey) in enumerate(dm):
            if i in used:
                continue
            if pkey[0] == "tag" and dkey[0] == "tag":
                pprop, pvals = pkey[1].split("=", 1)
                dprop, dvals = dkey[1].split("=", 1)
                if pprop == dprop and set(pvals.split(",")) & set(dvals.split(",")):
                    return i
            elif pkey[0] == dkey[0] and pkey[0] not in ("tag", "object"):
                return i
            elif not exact and pkey[0] == "object" and dkey[0] in ("object", "tag"):
                dprops = dkey[1] if dkey[0] == "object" else frozenset(self.d.flatten(dmember).get("properties") or {})
                union = pkey[1] | dprops
                if union and len(pkey[1] & dprops) / len(union) >= 0.5:
                    return i
        if exact:
            return None
        if pkey[0] == "tag":
            # a published tagged member may pair with a derived untagged one of similar shape
            pprops = frozenset(self.p.flatten(pmember).get("properties") or {})
            for i, (dmember, dkey) in enumerate(dm):
                if i not in used and dkey[0] == "object" and pprops and len(pprops & dkey[1]) / len(pprops | dkey[1]) >= 0.5:
                    return i
        if pkey[0] == "integer" and any(dkey[0] == "number" for _, dkey in dm):
            self.loss["integer written as number (Python float)"] += 1
            return -1
        return None

    # --- operations ---------------------------------------------------------------------------

    def run(self) -> None:
        dops, pops = operations(self.d.document), operations(self.p.document)
        for key in sorted(pops):
            label = f"{key[0].upper()} {pops[key][0]}"
            if key not in dops:
                self.count("operations", False, label)
                continue
            self.count("operations", True)
            self._operation(dops[key], pops[key], label)
        for key in sorted(set(dops) - set(pops)):
            self.extra["operations"] += 1
            self.diffs["extra operations"].append(f"{key[0].upper()} {dops[key][0]}")
        self._webhooks()

    def _webhooks(self) -> None:
        """The published `webhooks` payloads against the derived component of the same `type`."""
        tagged: Dict[str, List[str]] = defaultdict(list)
        for name in sorted(self.d.schemas):
            props = self.d.schemas[name].get("properties") or {}
            if "type" in props:
                for value in values(self.d.flatten(props["type"])):
                    tagged[value].append(name)
        for hook, item in sorted((self.p.document.get("webhooks") or {}).items()):
            for verb, op in sorted(item.items()):
                content = (self.p.deref(op.get("requestBody", {})).get("content") or {})
                media = content.get("application/json")
                if not media:
                    continue
                payload = self.p.flatten(media.get("schema", {}))
                tags = values(self.p.flatten((payload.get("properties") or {}).get("type", {})))
                # A tag can name a stream event too (`response.completed`): the closest shape wins.
                keys = set(payload.get("properties") or {})
                candidates = [n for t in sorted(tags) for n in tagged.get(t, [])]
                match = max(candidates, key=lambda n: (len(keys & set(self.d.schemas[n].get("properties") or {})),
                                                        -candidates.index(n)), default=None)
                self.count("webhook events", match is not None, f"webhook {hook}")
                if match is not None:
                    self.schema({"$ref": "#/components/schemas/" + match}, media.get("schema", {}), f"webhook {hook}", 1)

    def _params(self, side: Side, op, item_params) -> Dict[Tuple[str, str], dict]:
        out = {}
        path_index = 0
        for raw in list(item_params) + list(op.get("parameters") or []):
            param = side.deref(raw)
            where = param.get("in")
            if where == "path":
                out[("path", str(path_index))] = param
                path_index += 1
            elif where == "header":
                out[(where, param.get("name", "").lower())] = param
            elif where == "query":
                # `name[]` and `name` are one parameter: the spelling is compared on its own.
                out[(where, param.get("name", "").removesuffix("[]"))] = param
        return out

    def _operation(self, d_entry, p_entry, label: str) -> None:
        _, dop, ditem = d_entry
        _, pop, pitem = p_entry
        if pop.get("deprecated"):
            self.count("deprecated operations", bool(dop.get("deprecated")), label)
        elif dop.get("deprecated"):
            self.extra["deprecated operations"] += 1
            self.diffs["extra deprecated operations"].append(label)
        dparams, pparams = self._params(self.d, dop, ditem), self._params(self.p, pop, pitem)
        for key in sorted(pparams):
            if key[0] == "header":
                continue  # the published spec lists few headers; the client sets the fixed ones
            here = f"{label} {key[0]} {key[1]}"
            if key not in dparams:
                self.count("parameters", False, here)
                continue
            self.count("parameters", True)
            if key[0] == "query" and dparams[key].get("name") != pparams[key].get("name"):
                self.loss["array query parameter spelled differently (name[] vs name)"] += 1
                self.diffs["loss: array query parameter spelling"].append(
                    f"{here}: published {pparams[key].get('name')}, derived {dparams[key].get('name')}")
            if key[0] == "query":
                self.count("required", bool(dparams[key].get("required")) == bool(pparams[key].get("required")),
                           f"{here}: published required={bool(pparams[key].get('required'))}")
            self.schema(dparams[key].get("schema", {}), pparams[key].get("schema", {}), here, 1)
        for key in sorted(set(dparams) - set(pparams)):
            if key[0] == "header":
                continue
            self.extra["parameters"] += 1
            self.diffs["extra parameters"].append(f"{label} {key[0]} {key[1]}")
        dbody = (self.d.deref(dop.get("requestBody", {})).get("content") or {})
        pbody = (self.p.deref(pop.get("requestBody", {})).get("content") or {})
        if pbody or dbody:
            self.count("request media types", set(dbody) == set(pbody), f"{label}: published {sorted(pbody)}, derived {sorted(dbody)}")
        for media in sorted(set(pbody) & set(dbody)):
            self.schema(dbody[media].get("schema", {}), pbody[media].get("schema", {}), f"{label} body", 1)
        if set(pbody) != set(dbody) and pbody and dbody:
            self.schema(next(iter(dbody.values())).get("schema", {}), next(iter(pbody.values())).get("schema", {}), f"{label} body", 1)
        dres = self._success(self.d, dop)
        pres = self._success(self.p, pop)
        dclass = {media_class(m) for m in dres} - {"event stream"}
        pclass = {media_class(m) for m in pres} - {"event stream"}
        self.count("response media types", dclass == pclass or not pclass and not dclass,
                   f"{label}: published {sorted(pres)}, derived {sorted(dres)}")
        if "text/event-stream" in pres:
            self.count("event streams", "text/event-stream" in dres, label)
        elif "text/event-stream" in dres:
            self.extra["event streams"] += 1
            self.diffs["extra event streams"].append(label)
        page = dop.get("x-sdk-page")
        for media in sorted(set(pres) & set(dres)):
            if media.startswith("application/json") and page:
                self._page(dres[media].get("schema", {}), pres[media].get("schema", {}), page, f"{label} -> {media}")
            elif media.startswith("application/json") or media == "text/event-stream":
                self.schema(dres[media].get("schema", {}), pres[media].get("schema", {}), f"{label} -> {media}", 1)

    def _page(self, d_node, p_node, page: dict, where: str) -> None:
        """A list: the items are compared; the envelope around them is what the SDK's page class keeps."""
        d, p = self.d.flatten(d_node), self.p.flatten(p_node)
        items = page.get("itemsProperty", "data")
        dp, pp = d.get("properties") or {}, p.get("properties") or {}
        if items in pp and items in dp:
            self.count("properties", True)
            self.schema(dp[items], pp[items], f"{where}.{items}", 1)
        else:
            self.count("properties", False, f"{where}.{items}")
        for name in sorted(set(pp) - {items}):
            self.loss["list envelope field the SDK's page class does not model, or models loosely"] += 1
            self.diffs["loss: list envelope"].append(f"{where}.{name}")

    def _success(self, side: Side, op) -> dict:
        for code in sorted((op.get("responses") or {})):
            if str(code).startswith("2"):
                return side.deref(op["responses"][code]).get("content") or {}
        return {}


ORDER = ["operations", "parameters", "request media types", "response media types", "event streams", "properties", "required",
         "nullable", "webhook events",
         "kinds", "enum values", "union members", "deprecated operations", "deprecated properties"]


def report(comparison: Comparison, markdown: bool, details: int) -> str:
    lines = []
    if markdown:
        lines.append("| what | published | matched | rate | only derived |")
        lines.append("|---|---:|---:|---:|---:|")
    for what in ORDER:
        matched, total = comparison.counts.get(what, [0, 0])
        rate = f"{100.0 * matched / total:.1f} %" if total else "–"
        extra = comparison.extra.get(what, "")
        if markdown:
            lines.append(f"| {what} | {total} | {matched} | {rate} | {extra} |")
        else:
            lines.append(f"{what:22} {matched:6} / {total:6}  {rate:>8}  only derived: {extra}")
    if comparison.loss:
        lines.append("")
        lines.append("Counted as matched, documented losses:" if markdown else "counted as matched, documented losses:")
    for what, n in sorted(comparison.loss.items()):
        lines.append(f"- {what}: {n}" if markdown else f"  {what}: {n}")
    if details:
        for what in sorted(comparison.diffs):
            items = comparison.diffs[what]
            lines.append(f"\n## {what}: {len(items)}")
            lines.extend("  " + i for i in items[:details])
    return "\n".join(lines)


def run(args) -> int:
    comparison = Comparison(load(args.derived), load(args.published))
    comparison.run()
    print(report(comparison, args.markdown, args.details))
    return 0
