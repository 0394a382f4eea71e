"""The merge of a derived document into a published spec (issue 44, scope 3), as an OpenAPI Overlay.

The published spec stays the base for what it has. The derived document adds:
- the operations the spec lacks (by method and path, path-parameter names normalized), with the
  components they need;
- on the schemas both have (paired structurally, from the operations down, as `compare` pairs
  them): the properties, enum values and union members the spec lacks, and the query
  parameters its operations lack.

Nothing of the spec is removed or changed: every action is an Overlay `update` that adds (an
object merged key by key where the key is new, an array appended to). One exception: a success
response the SDK always reads as an event stream (its method passes `stream=True` itself) and the
spec gives as JSON is replaced by the event stream (a `remove` of the JSON entry, then an update),
since the JSON form could never be read. What the spec has and the
SDK lacks stays, and is listed in the report. Presence and nullability of a property the spec has
are never taken from the SDK (its models cannot tell `Optional[X] = None` apart: absent or null),
and an added property is never required.

Components are paired by the derived component's `x-sdk-type` (its name can change between
releases), with the published component reached at the same place of the same operation; an added
operation that names a paired component names the published one. A derived component with no pair
is added under its SDK name, made a Swift-legal identifier and unique against the spec's names
(ignoring case): `ChatCompletion.Choice` → `ChatCompletionChoice`, qualified by its module where
that is taken.

Every added item says where it came from: an `x-origin` (`openai 3.57.0: <x-sdk-type or method>`)
on each added operation, component and property, the derived document's `x-sdk-*` marks kept, and
each action's `description` (for enum values and union members, which carry no extension).
"""

from __future__ import annotations

import copy
import json
import re
from collections import Counter, defaultdict
from typing import Dict, List, Optional, Sequence, Tuple

from .sides import DISCRIMINATOR_PROPS, VERBS, Side, kind, load, normalize_path, values

Pointer = Tuple
REF = "#/components/schemas/"


def jsonpath(pointer: Pointer) -> str:
    parts = []
    for key in pointer:
        if isinstance(key, int):
            parts.append(f"[{key}]")
        else:
            parts.append("['" + str(key).replace("\\", "\\\\").replace("'", "\\'") + "']")
    return "$" + "".join(parts)


def get(document, pointer: Pointer):
    node = document
    for key in pointer:
        node = node[key]
    return node


def ref_name(node) -> Optional[str]:
    if isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"].startswith(REF):
        return node["$ref"][len(REF):]
    return None


def swift_legal(name: str) -> str:
    """`ChatCompletion.Choice` → `ChatCompletionChoice`; other characters dropped, words joined."""
    words = re.split(r"[^A-Za-z0-9]+", name)
    return "".join(w[:1].upper() + w[1:] for w in words if w)


class Merge:
    def __init__(self, derived: dict, published: dict, keep_twins: bool = False, one_member_per_tag: bool = False,
                 add_types: Sequence[str] = ()):
        self.keep_twins = keep_twins
        self.one_member_per_tag = one_member_per_tag
        # `x-sdk-type` prefixes of components to add although no operation reaches them (the event
        # unions of the SDK's WebSocket connections, `openai.types.live.client_event.ClientEvent`).
        self.add_types = tuple(add_types)
        self.package_prefix = False                             # while adding them: names get their package
        self.d = Side(derived)
        self.p = Side(published)
        self.published = published
        info = derived.get("info") or {}
        self.origin = f"{info.get('x-sdk-package', 'sdk')} {info.get('x-sdk-version', '')}".strip()
        self.info = info
        self.pairs: Dict[str, Counter] = defaultdict(Counter)   # derived component -> published components
        self.seen: set = set()
        # target pointer -> what to add there
        self.properties: Dict[Pointer, dict] = defaultdict(dict)
        self.enum_values: Dict[Pointer, list] = defaultdict(list)
        self.members: Dict[Pointer, list] = defaultdict(list)
        self.mappings: Dict[Pointer, dict] = defaultdict(dict)
        self.parameters: Dict[Pointer, list] = defaultdict(list)
        self.where: Dict[Pointer, str] = {}
        self.deferred: List[tuple] = []                        # (kind, pointer, derived node, origin)
        # published items the SDK lacks, and what could not be placed
        self.only_published: Dict[str, List[str]] = defaultdict(list)
        self.unplaced: List[str] = []
        self.added_operations: List[Tuple[str, str, str]] = []
        self.sdk_headers: Dict[tuple, dict] = {}                 # x-sdk-headers for headers an operation declares
        # a published success response's `content` -> (its media types, the SDK's event schema):
        # operations the SDK always reads as an event stream that the spec answers with JSON
        self.streams: Dict[Pointer, Tuple[List[str], dict]] = {}
        self.fixed_headers = 0                                 # header parameters added to published operations
        self.added_headers = 0                                 # the SDK methods' header arguments added to them
        self.new_paths: Dict[str, dict] = {}
        self.new_verbs: Dict[Pointer, dict] = defaultdict(dict)
        self.names: Dict[str, str] = {}                        # derived component -> added name
        self.taken = {n.lower() for n in self.p.schemas}

    # --- the published side, with pointers ------------------------------------------------------

    def resolve(self, pointer: Pointer, d_node=None) -> Pointer:
        """Follows `$ref`s from `pointer`; records a component pair on the way."""
        seen = set()
        while True:
            node = get(self.published, pointer)
            name = ref_name(node)
            if name is None or name in seen or name not in self.p.schemas:
                return pointer
            seen.add(name)
            dname = ref_name(d_node) if d_node is not None else None
            if dname is not None and kind(self.d.flatten(d_node)) == kind(self.p.flatten(node)):
                self.pairs[dname][name] += 1
            pointer = ("components", "schemas", name)

    def view(self, pointer: Pointer, d_node=None, depth: int = 0) -> dict:
        """The published node at `pointer` seen as `compare` sees it, with the pointers to add at."""
        pointer = self.resolve(pointer, d_node)
        node = get(self.published, pointer)
        if not isinstance(node, dict) or depth > 20:
            return {"pointer": pointer, "node": {}, "props": {}, "home": None}
        members = Side.members(node)
        if members is not None and len(members) == 1 and "allOf" not in node:
            key = "oneOf" if "oneOf" in node else "anyOf"
            index = next(i for i, m in enumerate(node[key]) if m is members[0])
            return self.view(pointer + (key, index), d_node, depth + 1)
        parts = node.get("allOf") or []
        structural = [i for i, part in enumerate(parts) if isinstance(part, dict)
                      and set(part) - {"nullable", "description", "title", "default", "deprecated", "example", "examples"}]
        if parts and len(structural) == 1 and not node.get("properties") and not Side.members(node):
            # `allOf: [X, {nullable: true}]`: X, seen through its annotations
            return self.view(pointer + ("allOf", structural[0]), d_node, depth + 1)
        props: Dict[str, Pointer] = {}
        home = None
        if isinstance(node.get("properties"), dict) or (node.get("type") == "object" and "allOf" not in node):
            home = pointer
        for name in node.get("properties") or {}:
            props[name] = pointer + ("properties", name)
        for i, part in enumerate(node.get("allOf") or []):
            inner = self.view(pointer + ("allOf", i), None, depth + 1)
            for name, at in inner["props"].items():
                props.setdefault(name, at)
            if ref_name(part) is None and inner["home"] is not None and not isinstance(node.get("properties"), dict):
                home = inner["home"]  # the last inline part: the component's own members
        return {"pointer": pointer, "node": self.p.flatten(node), "props": props, "home": home}

    # --- the walk ---------------------------------------------------------------------------------

    def schema(self, d_node, p_pointer: Pointer, where: str, depth: int = 0) -> None:
        if depth > 40:
            return
        v = self.view(p_pointer, d_node)
        key = (self.d.identity(d_node), v["pointer"])
        if key in self.seen:
            return
        self.seen.add(key)
        d, p = self.d.flatten(d_node), v["node"]
        dk, pk = kind(d), kind(p)
        if pk == "object" and dk == "object":
            self._object(d, v, where, depth)
        elif pk == "enum" and dk == "enum":
            self._enum(d, v["pointer"], p, where)
        elif pk == "union" and dk == "union":
            self._union(d, v, where, depth)
        elif pk == "array" and dk == "array":
            self.schema(d.get("items", {}), v["pointer"] + ("items",), where + "[]", depth + 1)
        elif pk == "map" and dk == "map":
            dv, pv = d.get("additionalProperties"), get(self.published, v["pointer"]).get("additionalProperties")
            if isinstance(dv, dict) and isinstance(pv, dict):
                self.schema(dv, v["pointer"] + ("additionalProperties",), where + "{}", depth + 1)
        elif pk == "enum" and dk == "union":
            for m in Side.members(d):
                if kind(self.d.flatten(m)) == "enum":
                    self.schema(m, v["pointer"], where, depth + 1)
                    break

    def _object(self, d: dict, v: dict, where: str, depth: int) -> None:
        dp = d.get("properties") or {}
        pp = v["props"]
        for name in sorted(set(pp) - set(dp)):
            self.only_published["properties"].append(f"{where}.{name}")
        for name in sorted(set(pp) & set(dp)):
            self.schema(dp[name], pp[name], f"{where}.{name}", depth + 1)
        extra = sorted(set(dp) - set(pp))
        if not extra:
            return
        if v["home"] is None:
            self.unplaced.extend(f"property {where}.{name}: the published object is an allOf of references" for name in extra)
            return
        owner = d.get("x-sdk-type") or where
        # Where several SDK classes add one member to one published object (a response model and
        # its params twin), the model's wins, then the first by name: the same choice for a
        # component and its `Beta` twin, so that they stay twins.
        rank = {"model": 0, "params": 1}.get(d.get("x-sdk-kind"), 2)
        for name in extra:
            self.deferred.append(("property", v["home"], name, dp[name], (rank, f"{self.origin}: {owner}.{name}")))
            self.where.setdefault(v["home"], where)

    def _enum(self, d: dict, pointer: Pointer, p: dict, where: str) -> None:
        dv, pv = values(d), values(p)
        for value in sorted(pv - dv):
            self.only_published["enum values"].append(f"{where}: {value}")
        new = [json.loads(x) for x in (json.dumps(v) for v in (d.get("enum") or ([d["const"]] if "const" in d else [])))
               if x in dv - pv]
        if not new:
            return
        node = get(self.published, pointer)
        if not isinstance(node.get("enum"), list):
            self.unplaced.append(f"enum values {where}: {new} (the published value is a const)")
            return
        at = pointer + ("enum",)
        for value in new:
            if value not in self.enum_values[at]:
                self.enum_values[at].append(value)
        self.where.setdefault(at, where)

    def _spliced_pointers(self, pointer: Pointer, depth: int = 0) -> List[Pointer]:
        node = get(self.published, self.resolve(pointer))
        out = []
        key = "oneOf" if "oneOf" in node else "anyOf"
        for i, m in enumerate(node.get(key) or []):
            if isinstance(m, dict) and (m.get("type") == "null" or m == {"const": None}):
                continue
            at = self.resolve(pointer + (key, i)) if ref_name(m) is None else ("components", "schemas", ref_name(m))
            inner = get(self.published, at)
            inner_members = Side.members(inner) if isinstance(inner, dict) else None
            if inner_members is not None and len(inner_members) > 1 and "allOf" not in inner and depth < 10:
                out.extend(self._spliced_pointers(at, depth + 1))
            else:
                out.append(pointer + (key, i))
        return out

    def _spliced(self, members: list, depth: int = 0) -> list:
        out = []
        for m in members:
            inner = Side.members(self.d.flatten(m))
            if inner is not None and len(inner) > 1 and depth < 10:
                out.extend(self._spliced(inner, depth + 1))
            else:
                out.append(m)
        return out

    def _union(self, d: dict, v: dict, where: str, depth: int) -> None:
        pointer = v["pointer"]
        if not Side.members(get(self.published, pointer)):
            self.unplaced.append(f"union {where}: the published union is not at one place")
            return
        p_ptrs = self._spliced_pointers(pointer)
        p_keys = [member_key(self.p, get(self.published, at)) for at in p_ptrs]
        d_members = self._spliced(Side.members(d))
        d_keys = [member_key(self.d, m) for m in d_members]
        # the enumerations of both sides, joined (model ids come in several lists)
        p_enums = [at for at, k in zip(p_ptrs, p_keys) if k == ("enum",)]
        d_enums = [m for m, k in zip(d_members, d_keys) if k == ("enum",)]
        if p_enums and d_enums:
            joined = {"enum": []}
            for m in d_enums:
                flat = self.d.flatten(m)
                joined["enum"].extend(flat.get("enum") or ([flat["const"]] if "const" in flat else []))
            pv = set()
            for at in p_enums:
                pv |= values(self.p.flatten(get(self.published, at)))
            target = next((self.view(at)["pointer"] for at in p_enums
                           if isinstance(get(self.published, self.view(at)["pointer"]).get("enum"), list)), None)
            if target is not None:
                self._enum(joined, target, {"enum": [json.loads(x) for x in pv]}, where + "<enum>")
        used = set()
        matches: Dict[int, int] = {}
        # First what pairs exactly (the same tag, the same primitive kind), then each untagged
        # published object with the unused derived object closest to it (shared members over all).
        for i, pk in enumerate(p_keys):
            for j, dk in enumerate(d_keys):
                if j in used:
                    continue
                if (pk[0] == "tag" and dk[0] == "tag" and pk[1] == dk[1] and pk[2] & dk[2]) or \
                        (pk[0] not in ("tag", "object", "enum") and pk == dk):
                    matches[i] = j
                    used.add(j)
                    break
        scored = []
        for i, pk in enumerate(p_keys):
            if i in matches or pk[0] != "object":
                continue
            for j, dk in enumerate(d_keys):
                if j in used or dk[0] not in ("object", "tag"):
                    continue
                dprops = dk[1] if dk[0] == "object" else frozenset(self.d.flatten(d_members[j]).get("properties") or {})
                union = pk[1] | dprops
                score = len(pk[1] & dprops) / len(union) if union else 0
                if score >= 0.5:
                    scored.append((-score, i, j))
        for _, i, j in sorted(scored):
            if i not in matches and j not in used:
                matches[i] = j
                used.add(j)
        for i, pk in enumerate(p_keys):
            if pk == ("enum",):
                continue
            if i not in matches:
                label = f"{pk[1]}={','.join(sorted(pk[2]))}" if pk[0] == "tag" else pk[0]
                self.only_published["union members"].append(f"{where}: {label}")
                continue
            self.schema(d_members[matches[i]], p_ptrs[i], f"{where}<{i}>", depth + 1)
        p_tags = {(k[1], t) for k in p_keys if k[0] == "tag" for t in k[2]}
        p_kinds = {k[0] for k in p_keys}
        node = get(self.published, pointer)
        array_key = "oneOf" if "oneOf" in node else "anyOf"
        for j, dk in enumerate(d_keys):
            if j in used or dk == ("enum",):
                continue
            if dk[0] == "tag" and any((dk[1], t) in p_tags for t in dk[2]) and \
                    any(d_keys[i] == dk for i in range(j) if i not in used):
                continue  # the same tag twice in the SDK's union (a model and its params twin): one member
            label = f"{dk[1]}={','.join(sorted(dk[2]))}" if dk[0] == "tag" else dk[0]
            addable = (dk[0] == "tag" and not any((dk[1], t) in p_tags for t in dk[2])
                       and (not p_tags or all(k[1] == dk[1] for k in p_keys if k[0] == "tag"))) \
                or (dk[0] not in ("tag", "object", "any") and dk[0] not in p_kinds)
            if not addable:
                self.unplaced.append(f"union member {where}: {label} (no tag tells it from the published members)")
                continue
            if dk[0] not in ("tag", "object") and "responses" in pointer and pointer[-1] == "schema":
                # `str` beside the JSON models of a response: the spec's text/plain response says it
                self.unplaced.append(f"union member {where}: {label} (a response's text content, not a JSON member)")
                continue
            self.deferred.append(("member", pointer + (array_key,), None, d_members[j], f"{self.origin}: {where}: {label}"))
            if dk[0] == "tag":
                p_tags |= {(dk[1], t) for t in dk[2]}
            self.where.setdefault(pointer + (array_key,), where)
            disc = node.get("discriminator")
            if dk[0] == "tag" and isinstance(disc, dict) and isinstance(disc.get("mapping"), dict) and ref_name(d_members[j]):
                self.deferred.append(("mapping", pointer, sorted(dk[2]), d_members[j], ""))

    # --- operations -------------------------------------------------------------------------------

    def _query(self, op: dict, item_params) -> Dict[str, dict]:
        out = {}
        for raw in list(item_params) + list(op.get("parameters") or []):
            param = self.p.deref(raw) if raw is not None else {}
            if param.get("in") == "query":
                out[param.get("name", "").removesuffix("[]")] = param
        return out

    def run(self) -> None:
        from .sides import operations
        dops, pops = operations(self.d.document), operations(self.published)
        for key in sorted(set(pops) - set(dops)):
            self.only_published["operations"].append(f"{key[0].upper()} {pops[key][0]}")
        for key in sorted(set(dops) & set(pops)):
            self._operation(dops[key], pops[key], key)
        self._webhooks()
        published_paths = {normalize_path(p): p for p in self.published.get("paths") or {}}
        # Operation ids the derived document and the spec already use: a namespace is dropped from
        # an added operation's id only when that names no other operation (Anthropic's SDK has
        # `client.organization.api_keys.list` and `client.beta.organization.api_keys.list`).
        taken = {str(entry[1].get("operationId")) for entry in list(dops.values()) + list(pops.values())
                 if isinstance(entry[1], dict) and entry[1].get("operationId")}
        for key in sorted(set(dops) - set(pops)):
            path, op, _ = dops[key]
            verb = key[0]
            label = f"{verb.upper()} {path}"
            self.added_operations.append((verb, path, op.get("x-sdk-method", "")))
            op = copy.deepcopy(op)
            for namespace in ("beta.", "admin."):
                # the SDK's namespaces, not part of the operation's name (`client.beta.agents` is `client.agents` here)
                if op.get("operationId", "").startswith(namespace) and op["operationId"][len(namespace):] not in taken:
                    op["operationId"] = op["operationId"][len(namespace):]
            op["x-origin"] = f"{self.origin}: {op.get('x-sdk-method', label)}"
            op["parameters"] = list(op.get("parameters") or []) + fixed_header_params(
                op, op.get("parameters") or [], f"{self.origin}: {op.get('x-sdk-method', label)}")
            if not op["parameters"]:
                del op["parameters"]
            existing = published_paths.get(normalize_path(path))
            if existing is not None:
                # the spec's path template and placeholder names
                names = re.findall(r"\{([^}]*)\}", existing)
                index = 0
                for param in op.get("parameters") or []:
                    if param.get("in") == "path" and index < len(names):
                        param["name"] = names[index]
                        index += 1
                self.deferred.append(("verb", ("paths", existing), verb, op, ""))
            else:
                self.deferred.append(("path", (), (path, verb), op, ""))

    def _operation(self, d_entry, p_entry, key) -> None:
        _, dop, ditem = d_entry
        ppath, pop, pitem = p_entry
        label = f"{key[0].upper()} {ppath}"
        op_pointer = ("paths", ppath, key[0])
        if "$ref" in pop:
            return
        dq = {}
        for param in list(ditem or []) + list(dop.get("parameters") or []):
            if param.get("in") == "query":
                dq[param.get("name", "").removesuffix("[]")] = param
        pq = self._query(pop, pitem or [])
        for name in sorted(set(pq) - set(dq)):
            self.only_published["query parameters"].append(f"{label} {name}")
        for name in sorted(set(dq) - set(pq)):
            param = copy.deepcopy(dq[name])
            param["required"] = False
            param["x-origin"] = f"{self.origin}: {dop.get('x-sdk-method', label)}({dq[name].get('x-sdk-name', dq[name].get('name'))})"
            at = op_pointer + ("parameters",) if isinstance(pop.get("parameters"), list) else op_pointer
            self.deferred.append(("parameter", at, None, param, ""))
            self.where.setdefault(at, label)
        published_params = [self.p.deref(raw) for raw in list(pitem or []) + list(pop.get("parameters") or []) if raw is not None]
        # Header arguments of the SDK's method (`betas` → `anthropic-beta`, `workspace_id` →
        # `anthropic-workspace-id`) that the published operation does not declare: optional
        # header parameters, as the SDK's arguments are. Declared, a header the method also
        # always sends (its own beta) is joined with the caller's (`x-sdk-headers`), not fixed.
        declared_headers = {str(p.get("name", "")).lower() for p in published_params if isinstance(p, dict) and p.get("in") == "header"}
        at = op_pointer + ("parameters",) if isinstance(pop.get("parameters"), list) else op_pointer
        for raw in list(ditem or []) + list(dop.get("parameters") or []):
            param = self.d.deref(raw)
            name = str(param.get("name", ""))
            if param.get("in") != "header" or name.lower() in declared_headers or "const" in (param.get("schema") or {}):
                continue
            declared_headers.add(name.lower())
            added = copy.deepcopy(param)
            added["required"] = False
            added["x-origin"] = f"{self.origin}: {dop.get('x-sdk-method', label)}({param.get('x-sdk-name', name)})"
            self.deferred.append(("parameter", at, None, added, ""))
            self.where.setdefault(at, label)
            published_params.append(added)
            self.added_headers += 1
        for param in fixed_header_params(dop, published_params, f"{self.origin}: {dop.get('x-sdk-method', label)}"):
            self.deferred.append(("parameter", at, None, param, ""))
            self.where.setdefault(at, label)
            self.fixed_headers += 1
        declared = sdk_headers_declared(dop, published_params)
        if declared:
            self.sdk_headers[op_pointer] = declared
            self.where.setdefault(op_pointer, label)
        for name in sorted(set(pq) & set(dq)):
            for i, raw in enumerate(pop.get("parameters") or []):
                param = self.p.deref(raw)
                if param.get("in") == "query" and param.get("name", "").removesuffix("[]") == name and "$ref" not in raw \
                        and "schema" in raw:
                    self.schema(dq[name].get("schema", {}), op_pointer + ("parameters", i, "schema"), f"{label} query {name}", 1)
        dbody = (self.d.deref(dop.get("requestBody", {})).get("content") or {})
        prb = pop.get("requestBody") or {}
        if "$ref" not in prb:
            for media, content in sorted((prb.get("content") or {}).items()):
                source = dbody.get(media) or (next(iter(dbody.values())) if dbody else None)
                if source and "schema" in content:
                    self.schema(source.get("schema", {}), op_pointer + ("requestBody", "content", media, "schema"),
                                f"{label} body", 1)
        if dop.get("x-sdk-page"):
            return  # the SDK's page classes model the list envelope loosely: the spec's stays
        dres = self._success(self.d, dop)
        self._stream(dres, pop, op_pointer, label)
        for code in sorted(pop.get("responses") or {}):
            if not str(code).startswith("2"):
                continue
            response = pop["responses"][code]
            if "$ref" in response:
                break
            for media, content in sorted((response.get("content") or {}).items()):
                if media in dres and "schema" in content and (media.startswith("application/json") or media == "text/event-stream"):
                    self.schema(dres[media].get("schema", {}), op_pointer + ("responses", code, "content", media, "schema"),
                                f"{label} -> {media}", 1)
            break

    def _stream(self, dres: dict, pop: dict, op_pointer: Pointer, label: str) -> None:
        """An operation whose only success content in the SDK is `text/event-stream` (the SDK
        reads it as a stream whatever it is given: `stream=True` in the method, not an argument)
        while the spec answers with JSON: the event stream replaces the JSON, else a generated
        method reads the stream whole and fails (Claude's `GET /v1/sessions/{id}/events/stream`).
        An operation that streams only when asked (`stream: true` in its body) keeps its JSON."""
        if set(dres) != {"text/event-stream"} or "schema" not in dres["text/event-stream"]:
            return
        for code in sorted(pop.get("responses") or {}):
            if not str(code).startswith("2"):
                continue
            response = pop["responses"][code]
            content = response.get("content") or {}
            if "$ref" not in response and content and "text/event-stream" not in content:
                at = op_pointer + ("responses", code, "content")
                event = dres["text/event-stream"]["schema"]
                self.streams[at] = (sorted(content), event)
                self.where.setdefault(at, label)
                # The spec's JSON schema is the same event union (as one value): pair the two,
                # so that the stream names the spec's component and gets what the SDK adds.
                for media in sorted(content):
                    if "$ref" in (content[media].get("schema") or {}):
                        self.schema(event, at + (media, "schema"), f"{label} -> {media}", 1)
                        break
            return

    @staticmethod
    def _success(side: Side, op) -> dict:
        for code in sorted((op.get("responses") or {})):
            if str(code).startswith("2"):
                return side.deref(op["responses"][code]).get("content") or {}
        return {}

    def _webhooks(self) -> None:
        tagged: Dict[str, List[str]] = defaultdict(list)
        for name in sorted(self.d.schemas):
            props = self.d.schemas[name].get("properties") or {}
            if "type" in props:
                for value in values(self.d.flatten(props["type"])):
                    tagged[value].append(name)
        for hook, item in sorted((self.published.get("webhooks") or {}).items()):
            for verb, op in sorted(item.items()):
                if verb not in VERBS or "$ref" in (op.get("requestBody") or {}):
                    continue
                media = ((op.get("requestBody") or {}).get("content") or {}).get("application/json")
                if not media or "schema" not in media:
                    continue
                payload = self.p.flatten(media["schema"])
                tags = values(self.p.flatten((payload.get("properties") or {}).get("type", {})))
                keys = set(payload.get("properties") or {})
                candidates = [n for t in sorted(tags) for n in tagged.get(t, [])]
                match = max(candidates, key=lambda n: (len(keys & set(self.d.schemas[n].get("properties") or {})),
                                                        -candidates.index(n)), default=None)
                if match is not None:
                    self.schema({"$ref": REF + match}, ("webhooks", hook, verb, "requestBody", "content", "application/json", "schema"),
                                f"webhook {hook}", 1)

    # --- what is added ----------------------------------------------------------------------------

    def published_name(self, dname: str) -> Optional[str]:
        pairs = self.pairs.get(dname)
        if not pairs:
            # A class the SDK repeats for another method (`RunCancelResponse` is `RunRetrieveResponse`
            # member for member): the published component its twin pairs with.
            twin = self.twins().get(dname)
            pairs = self.pairs.get(twin) if twin else None
            if not pairs:
                return None
        if len(pairs) > 1:
            # Paired with several published components (a small class the SDK reuses where the
            # spec repeats it per API): no one of them is its counterpart; the merge adds it.
            return None
        return next(iter(pairs))

    def fingerprint(self, dname: str, stack: tuple = ()) -> str:
        """A derived component's structure: descriptions, titles and `x-` marks left out, references
        replaced by their target's structure (a cycle by its depth)."""
        cache = self.__dict__.setdefault("_fingerprints", {})
        if dname in cache:
            return cache[dname]
        if dname in stack:
            return f"<cycle {len(stack) - stack.index(dname)}>"

        def shape(node):
            if isinstance(node, list):
                return [shape(x) for x in node]
            if not isinstance(node, dict):
                return node
            out = {}
            for k, v in node.items():
                if k in ("description", "title", "deprecated", "examples", "example") or k.startswith("x-"):
                    continue
                if k == "$ref" and isinstance(v, str) and v.startswith(REF):
                    out[k] = self.fingerprint(v[len(REF):], stack + (dname,))
                elif k == "mapping" and isinstance(v, dict):
                    out[k] = sorted(v)
                else:
                    out[k] = shape(v)
            return out

        schema = self.d.schemas.get(dname, {})
        text = json.dumps([schema.get("x-sdk-kind"), shape(schema)], sort_keys=True)
        if not stack:
            cache[dname] = text
        return text

    def module(self, dname: str) -> str:
        parts = (self.d.schemas.get(dname, {}).get("x-sdk-type") or dname).split(".")
        first = next((i for i, part in enumerate(parts) if part[:1].isupper()), len(parts))
        return ".".join(parts[:first])

    def top_level(self, dname: str) -> bool:
        parts = (self.d.schemas.get(dname, {}).get("x-sdk-type") or "").split(".")
        return sum(1 for part in parts if part[:1].isupper()) == 1

    def twins(self) -> Dict[str, str]:
        """Derived component → the component of the same structure and kind that comes first:
        a paired one where there is one, else the first by name."""
        if "_twins" in self.__dict__:
            return self.__dict__["_twins"]
        groups: Dict[tuple, List[str]] = defaultdict(list)
        for name in sorted(self.d.schemas):
            # Only within one package of the SDK (`openai.types.evals`): a class of the Agents API
            # that repeats a Responses class stays the Agents API's, so that the new family does
            # not reach (and pull into the shared module) the types of another.
            parts = (self.d.schemas[name].get("x-sdk-type") or "").split(".")
            module = next((i for i, part in enumerate(parts) if part[:1].isupper()), len(parts))
            groups[(self.fingerprint(name), ".".join(parts[:max(module - 1, 0)]))].append(name)
        twins = {}

        def parallel(name: str) -> tuple:
            # The class's place in its module with `beta` taken out, so that a beta package and
            # its GA twin pick parallel classes (and the `Beta` twins of the spec stay twins).
            parts = (self.d.schemas[name].get("x-sdk-type") or name).split(".")
            first = next((i for i, part in enumerate(parts) if part[:1].isupper()), len(parts))
            tail = [re.sub(r"^beta_?", "", part.lower()) for part in parts[max(first - 1, 0):]]
            return (".".join(tail), name)

        for names in groups.values():
            if len(names) < 2:
                continue
            names = sorted(names, key=parallel)
            paired = [n for n in names if self.pairs.get(n)]
            unpaired = [n for n in names if not self.pairs.get(n)]
            # An unpaired class takes a paired twin's published component only when both are
            # module-level classes (`RunCancelResponse` beside `RunRetrieveResponse`, paired with
            # `EvalRun`): a small nested class (`….Tool.CodeInterpreter`) repeats the shape of
            # many others, and would tie a new API to the types of an unrelated one.
            top = [n for n in paired if self.top_level(n)]
            # Unpaired classes of one structure are one component when one module declares them
            # (`AgentCreateParams.Compaction`, `AgentUpdateParams.Compaction`): within a module
            # the beta and GA packages stay parallel, and so do the `Beta` twins of the spec.
            first_in_module: Dict[str, str] = {}
            for n in unpaired:
                if top and self.top_level(n):
                    twins[n] = top[0]
                    continue
                module = self.module(n)
                if module in first_in_module:
                    twins[n] = first_in_module[module]
                else:
                    first_in_module[module] = n
        self.__dict__["_twins"] = twins
        return twins

    def added_name(self, dname: str) -> str:
        dname = self.twins().get(dname, dname)  # one component for a structure the SDK repeats
        if dname in self.names:
            return self.names[dname]
        base = swift_legal(dname) or "Schema"
        module = (self.d.schemas.get(dname, {}).get("x-sdk-type") or "").split(".")
        if self.package_prefix:
            # Named by no operation, a class of a connection's events says its package
            # (`openai.types.live.error.Error` is `LiveError`, `ServerEvent` is `LiveServerEvent`).
            package = swift_legal(module[2]) if len(module) > 3 and module[1] == "types" else ""
            outer, _, inner = dname.partition(".")
            if package and outer == package + inner:
                base = outer  # the document's own disambiguation (`LiveResponseCreateEvent.ResponseCreateEvent`)
            elif package and not base.startswith(package):
                base = package + base
        candidate = base
        parts = [m for m in module[:-1] if m not in ("openai", "anthropic", "types", "beta", "shared", "shared_params")]
        while candidate.lower() in self.taken and parts:
            candidate = swift_legal(parts.pop()) + candidate
        n = 2
        while candidate.lower() in self.taken:
            candidate = f"{base}{n}"
            n += 1
        self.taken.add(candidate.lower())
        self.names[dname] = candidate
        return candidate

    def convert(self, node):
        """A derived fragment for the spec: its references to paired components name the published
        component, the others a component this merge adds."""
        if isinstance(node, list):
            return [self.convert(x) for x in node]
        if not isinstance(node, dict):
            return node
        out = {}
        for k, v in node.items():
            if k == "$ref" and isinstance(v, str) and v.startswith(REF):
                dname = v[len(REF):]
                pname = self.published_name(dname)
                out[k] = REF + (pname if pname is not None else self.added_name(dname))
            elif k == "mapping" and isinstance(v, dict):
                out[k] = {tag: self.convert({"$ref": ref})["$ref"] for tag, ref in v.items()}
            else:
                out[k] = self.convert(v)
        return out

    def _are_twins(self, beta: str, ga: str) -> bool:
        """Whether the spec's `BetaX` and `X` are one shape once documentation is left out and
        every `Beta` reference is read as its twin's (the generator then aliases one to the other)."""
        schemas = self.p.schemas
        def shape(node):
            if isinstance(node, list):
                return [shape(x) for x in node]
            if isinstance(node, str) and node.startswith(REF + "Beta") and node[len(REF) + 4:] in schemas:
                return REF + node[len(REF) + 4:]
            if not isinstance(node, dict):
                return node
            return {k: shape(v) for k, v in node.items() if k not in ("description", "title", "example", "examples")
                    and not k.startswith("x-")}
        return shape(schemas[beta]) == shape(schemas[ga])

    def _keep_twins(self, props, members, mappings) -> None:
        """The spec's twins (`BetaModelInfo` and `ModelInfo`, one shape) get the same additions, so
        that the generator's alias of one to the other, and the callers' code, stay: what one SDK
        class adds is added to both, and where both add a member of one name (or union members),
        the GA class's wins."""
        schemas = self.p.schemas
        def twin(at):
            if len(at) < 3 or at[:2] != ("components", "schemas"):
                return None
            name = at[2]
            if name.startswith("Beta") and name[4:] in schemas and self._are_twins(name, name[4:]):
                return ("ga", at[:2] + (name[4:],) + at[3:])
            if "Beta" + name in schemas and self._are_twins("Beta" + name, name):
                return ("beta", at[:2] + ("Beta" + name,) + at[3:])
            return None
        for at in sorted(list(props), key=jsonpath):
            found = twin(at)
            if found is None:
                continue
            side, other = found
            for name, schema in sorted(props[at].items()):
                if name not in props[other]:
                    props[other][name] = copy.deepcopy(schema)
                elif side == "ga":  # `at` is the beta twin: the GA class's member wins
                    props[at][name] = copy.deepcopy(props[other][name])
            self.where.setdefault(other, self.where.get(at, ""))
        for at in sorted(list(self.enum_values), key=jsonpath):
            found = twin(at)
            if found is not None:
                for value in list(self.enum_values[at]):
                    if value not in self.enum_values[found[1]]:
                        self.enum_values[found[1]].append(value)
                self.where.setdefault(found[1], self.where.get(at, ""))
        for at in sorted(list(members), key=jsonpath):
            found = twin(at)
            if found is None:
                continue
            side, other = found
            if not members.get(other):
                members[other] = copy.deepcopy(members[at])
            elif side == "ga":
                members[at] = copy.deepcopy(members[other])
            self.where.setdefault(other, self.where.get(at, ""))
        for at in sorted(list(mappings), key=jsonpath):
            found = twin(at)
            if found is None:
                continue
            side, other = found
            for tag, ref in sorted(mappings[at].items()):
                if tag not in mappings[other]:
                    mappings[other][tag] = ref
                elif side == "ga":
                    mappings[at][tag] = mappings[other][tag]

    def overlay(self) -> dict:
        actions = []
        paths: Dict[str, dict] = {}
        verbs: Dict[Pointer, dict] = defaultdict(dict)
        props: Dict[Pointer, dict] = defaultdict(dict)
        members: Dict[Pointer, list] = defaultdict(list)
        member_keys: Dict[Pointer, set] = defaultdict(set)
        mappings: Dict[Pointer, dict] = defaultdict(dict)
        params: Dict[Pointer, list] = defaultdict(list)
        best: Dict[tuple, tuple] = {}
        for what, at, extra, node, origin in self.deferred:
            if what == "property" and ((at, extra) not in best or origin < best[(at, extra)]):
                best[(at, extra)] = origin
        for what, at, extra, node, origin in self.deferred:
            if what == "property":
                if best.get((at, extra)) != origin:
                    continue
                origin = origin[1]
            if what == "path":
                path, verb = extra
                paths.setdefault(path, {})[verb] = self.convert(node)
            elif what == "verb":
                verbs[at][extra] = self.convert(node)
            elif what == "property":
                if extra in props[at]:
                    continue
                schema = self.convert(node)
                schema["x-origin"] = origin
                props[at][extra] = schema
            elif what == "member":
                # A class the tool could not read (`SupportsToDict`, a protocol) tells no payload
                # apart; and two SDK unions of one published union (a model's and its params')
                # add one member per tag or kind, not both twins.
                if self.one_member_per_tag:
                    if self.d.deref(node).get("x-sdk-unknown-class"):
                        continue
                    key = member_key(self.d, node)
                    if key in member_keys[at]:
                        continue
                    member_keys[at].add(key)
                schema = self.convert(node)
                if "$ref" not in schema:
                    schema["x-origin"] = origin
                if schema not in members[at]:
                    members[at].append(schema)
            elif what == "mapping":
                ref = self.convert(node)["$ref"]
                for tag in extra:
                    mappings[at].setdefault(json.loads(tag), ref)
            elif what == "parameter":
                params[at].append(self.convert(node))
        if self.keep_twins:
            self._keep_twins(props, members, mappings)
        streams = {at: (medias, self.convert(schema)) for at, (medias, schema) in self.streams.items()}
        # the components the additions name, and those they name in turn (only those)
        by_added = {v: k for k, v in self.names.items()}
        components: Dict[str, dict] = {}
        pending = sorted(referenced([paths, verbs, props, members, mappings, params,
                                     [schema for _, schema in streams.values()]], by_added))
        while pending:
            name = pending.pop()
            if name in components:
                continue
            dname = by_added[name]
            schema = self.convert(self.d.schemas[dname])
            schema["x-origin"] = f"{self.origin}: {self.d.schemas[dname].get('x-sdk-type', dname)}"
            components[name] = schema
            by_added = {v: k for k, v in self.names.items()}
            pending.extend(sorted(referenced(schema, by_added) - set(components)))
        # Then the components of the `add_types` prefixes and what they name, after the others so
        # that their names do not change what the additions are named.
        self.package_prefix = True
        before = len(components)
        roots = []
        for dname in sorted(self.d.schemas):
            sdk_type = self.d.schemas[dname].get("x-sdk-type") or ""
            if not any(sdk_type.startswith(prefix) for prefix in self.add_types):
                continue
            if self.published_name(dname) is None:
                roots.append(self.added_name(dname))
        by_added = {v: k for k, v in self.names.items()}
        pending = sorted(set(roots), reverse=True)
        while pending:
            name = pending.pop()
            if name in components:
                continue
            dname = by_added[name]
            schema = self.convert(self.d.schemas[dname])
            schema["x-origin"] = f"{self.origin}: {self.d.schemas[dname].get('x-sdk-type', dname)}"
            components[name] = schema
            by_added = {v: k for k, v in self.names.items()}
            pending.extend(sorted(referenced(schema, by_added) - set(components), reverse=True))
        self.package_prefix = False
        self.added_types = (sorted(set(roots)), len(components) - before)
        if paths:
            actions.append({"target": "$.paths", "description": f"operations the spec lacks ({self.origin})",
                            "update": paths})
        for at in sorted(verbs):
            actions.append({"target": jsonpath(at), "description": f"operations the spec lacks ({self.origin})",
                            "update": verbs[at]})
        if components:
            actions.append({"target": "$.components.schemas",
                            "description": f"components the added operations and members name ({self.origin})",
                            "update": components})
        for at in sorted(props, key=jsonpath):
            actions.append({"target": jsonpath(at), "description": f"{self.where.get(at, '')}: properties ({self.origin})",
                            "update": {"properties": props[at]}, "pointer": at})
        for at in sorted(self.enum_values, key=jsonpath):
            actions.append({"target": jsonpath(at), "description": f"{self.where.get(at, '')}: enum values ({self.origin})",
                            "update": self.enum_values[at], "pointer": at})
        for at in sorted(members, key=jsonpath):
            actions.append({"target": jsonpath(at), "description": f"{self.where.get(at, '')}: union members ({self.origin})",
                            "update": members[at], "pointer": at})
        for at in sorted(mappings, key=jsonpath):
            actions.append({"target": jsonpath(at), "description": f"discriminator mapping of the added members ({self.origin})",
                            "update": {"discriminator": {"mapping": mappings[at]}}})
        for at in sorted(params, key=jsonpath):
            ps = sorted(params[at], key=lambda p: p.get("name", ""))
            actions.append({"target": jsonpath(at), "description": f"{self.where.get(at, '')}: parameters ({self.origin})",
                            "update": ps if at[-1] == "parameters" else {"parameters": ps}, "pointer": at})
        for at in sorted(self.sdk_headers, key=jsonpath):
            actions.append({"target": jsonpath(at), "description": f"{self.where.get(at, '')}: headers the SDK sends ({self.origin})",
                            "update": {"x-sdk-headers": self.sdk_headers[at]}})
        for at in sorted(streams, key=jsonpath):
            medias, schema = streams[at]
            for media in medias:
                actions.append({"target": jsonpath(at + (media,)), "remove": True,
                                "description": f"{self.where.get(at, '')}: the SDK always reads an event stream; "
                                               f"the spec's {media} goes ({self.origin})"})
            actions.append({"target": jsonpath(at), "update": {"text/event-stream": {"schema": schema}},
                            "description": f"{self.where.get(at, '')}: the event stream the SDK reads ({self.origin})"})
        self.counts = {
            "operations": sum(len(v) for v in paths.values()) + sum(len(v) for v in verbs.values()),
            "components": len(components),
            "properties": sum(len(v) for v in props.values()),
            "enum values": sum(len(v) for v in self.enum_values.values()),
            "union members": sum(len(v) for v in members.values()),
            "query parameters": sum(len(v) for v in params.values()) - self.fixed_headers - self.added_headers,
            "header parameters": self.fixed_headers + self.added_headers,
        }
        if streams:
            # Only where there are some, so that a report without them keeps its bytes.
            self.counts["responses made event streams"] = len(streams)
        self._actions = [(a.pop("pointer"), a) for a in actions if "pointer" in a]
        return {
            "overlay": "1.0.0",
            "info": {
                "title": f"What {self.origin} adds to the published spec",
                "version": self.info.get("x-sdk-version", ""),
                "x-sdk-package": self.info.get("x-sdk-package"),
                "x-sdk-version": self.info.get("x-sdk-version"),
                "x-sdk-sdist-sha256": self.info.get("x-sdk-sdist-sha256"),
            },
            "actions": actions,
        }

    def report(self, derived_path: str, published_path: str) -> str:
        lines = [f"# Merge of {self.origin} into `{published_path}`", "",
                 f"Written by `Scripts/spec-from-sdk merge {derived_path} {published_path}`. Do not edit.", "",
                 "## Added", "", "| what | count |", "|---|---:|"]
        for what, n in self.counts.items():
            lines.append(f"| {what} | {n} |")
        lines += ["", "### Operations", ""]
        for verb, path, method in sorted(self.added_operations, key=lambda t: (t[1], t[0])):
            lines.append(f"- `{verb.upper()} {path}` ({method})")
        roots, count = getattr(self, "added_types", ([], 0))
        if roots:
            # Only with `--add-types`, so that a report without them keeps its bytes.
            lines += ["", "### Types no operation reaches (`--add-types`)", "",
                      f"{count} of the components: these and what they name.", ""]
            lines.extend(f"- `{name}`" for name in roots)
        lines += ["", "### On the spec's schemas", "",
                  "Where in the spec (the component, or the operation's inline schema), and what.", ""]
        for pointer, action in self._actions:
            update = action["update"]
            what = f"`{readable(pointer)}`"
            if isinstance(update, dict) and set(update) == {"properties"}:
                lines.append(f"- {what}: `{'`, `'.join(sorted(update['properties']))}`")
            elif isinstance(update, dict) and "parameters" in update:
                lines.append(f"- {what}: `{'`, `'.join(p['name'] for p in update['parameters'])}`")
            elif isinstance(update, list) and action["target"].endswith("['enum']"):
                lines.append(f"- {what}: {', '.join(json.dumps(v) for v in update)}")
            elif isinstance(update, list) and update and isinstance(update[0], dict) and "in" in update[0]:
                lines.append(f"- {what}: `{'`, `'.join(p['name'] for p in update)}`")
            elif isinstance(update, list):
                lines.append(f"- {what}: {', '.join(m.get('$ref', '').rsplit('/', 1)[-1] or m.get('type', 'inline') for m in update)}")
        if self.sdk_headers:
            # Only where there are some, so that a report without them keeps its bytes.
            lines += ["", "### Headers the SDK sends that the spec's operations declare", "",
                      "Kept as the operation's `x-sdk-headers` (a generation config's `joinedHeaders` joins them "
                      "with the caller's value).", ""]
            by_value: Dict[str, list] = defaultdict(list)
            for at, headers in self.sdk_headers.items():
                for name, value in sorted(headers.items()):
                    by_value[f"{name}: {value}"].append(at)
            for header, ats in sorted(by_value.items()):
                lines.append(f"- `{header}`: {len(ats)} operations")
        lines += ["", "## Kept: in the published spec, not in the SDK", "",
                  "Nothing is removed: these stay as the spec has them.", ""]
        for what in ("operations", "query parameters", "properties", "enum values", "union members"):
            items = sorted(set(self.only_published.get(what, [])))
            lines.append(f"### {what} ({len(items)})")
            lines.append("")
            lines.extend(f"- {i}" for i in items)
            lines.append("")
        items = sorted(set(self.unplaced))
        lines += [f"## Not added ({len(items)})", "", "What the SDK has that this merge could not place in the spec.", ""]
        lines.extend(f"- {i}" for i in items)
        return "\n".join(lines).rstrip() + "\n"


def readable(pointer: Pointer) -> str:
    """`ImageGenTool.properties.quality.enum`, `POST /images/edits requestBody…`: where an action adds."""
    if pointer[:2] == ("components", "schemas"):
        head, rest = pointer[2], pointer[3:]
    elif pointer[:1] == ("paths",) and len(pointer) >= 3:
        head, rest = f"{pointer[2].upper()} {pointer[1]}", pointer[3:]
    elif pointer[:1] == ("webhooks",) and len(pointer) >= 3:
        head, rest = f"webhook {pointer[1]}", pointer[3:]
    else:
        head, rest = "", pointer
    parts = [head] if head else []
    for key in rest:
        if isinstance(key, int):
            parts[-1] = (parts[-1] if parts else "") + f"[{key}]"
        else:
            parts.append(str(key))
    return ".".join(parts) if not head.startswith(("GET", "POST", "PUT", "PATCH", "DELETE", "webhook")) \
        else head + (" " + ".".join(parts[1:]) if len(parts) > 1 else "")


def referenced(node, names: dict) -> set:
    """The names of `names` that `$ref`s in `node` (dictionaries and lists, at any depth) point to."""
    found = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for k, v in item.items():
                if k == "$ref" and isinstance(v, str) and v.startswith(REF) and v[len(REF):] in names:
                    found.add(v[len(REF):])
                elif isinstance(v, (dict, list)):
                    stack.append(v)
        elif isinstance(item, list):
            stack.extend(item)
    return found


def dump(document: dict) -> str:
    return json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def run(args) -> int:
    import sys
    merge = Merge(load(args.derived), load(args.published), keep_twins=getattr(args, "keep_twins", False),
                  one_member_per_tag=getattr(args, "one_member_per_tag", False),
                  add_types=getattr(args, "add_types", None) or ())
    merge.run()
    overlay = merge.overlay()
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write(dump(overlay))
    if args.report:
        with open(args.report, "w", encoding="utf-8") as handle:
            handle.write(merge.report(args.derived, args.published))
    summary = ", ".join(f"{n} {what}" for what, n in merge.counts.items())
    print(f"spec-from-sdk: merge of {merge.origin}: added {summary}; {len(merge.unplaced)} not placed", file=sys.stderr)
    return 0


def fixed_header_params(op: dict, existing: list, origin: str) -> List[dict]:
    """The headers an SDK method always sends (`x-sdk-headers`: `OpenAI-Beta: assistants=v2`) as
    required header parameters with a const value, for those the operation does not declare.
    `Accept` is left out: the response's content types (and the generation config) give it."""
    declared = {str(p.get("name", "")).lower() for p in existing if isinstance(p, dict) and p.get("in") == "header"}
    out = []
    for name, value in sorted((op.get("x-sdk-headers") or {}).items()):
        if name.lower() == "accept" or name.lower() in declared or not isinstance(value, str):
            continue
        out.append({"name": name, "in": "header", "required": True,
                    "description": "Sent by the official SDK on every call of this method.",
                    "schema": {"type": "string", "const": value}, "x-origin": origin})
    return out


def sdk_headers_declared(op: dict, existing: list) -> dict:
    """The headers an SDK method always sends (`x-sdk-headers`) that the operation declares as a
    parameter already (Anthropic's `anthropic-beta`, the caller's betas): kept as the operation's
    `x-sdk-headers`, which a generation config may join with the caller's value (`joinedHeaders`)."""
    declared = {str(p.get("name", "")).lower() for p in existing if isinstance(p, dict) and p.get("in") == "header"}
    return {name: value for name, value in sorted((op.get("x-sdk-headers") or {}).items())
            if name.lower() != "accept" and name.lower() in declared and isinstance(value, str)}


def member_key(side, member):
    """How a union member is paired across the two documents: its tag (a discriminator
    property with literal values), else its property names for an object, else its kind."""
    flat = side.flatten(member)
    k = kind(flat)
    if k != "object":
        return (k,)
    props = flat.get("properties") or {}
    for prop in DISCRIMINATOR_PROPS:
        if prop in props:
            vs = values(side.flatten(props[prop]))
            if vs:
                return ("tag", prop, frozenset(vs))
    return ("object", frozenset(props))
