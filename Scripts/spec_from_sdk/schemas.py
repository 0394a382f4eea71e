"""Translates the SDK's type annotations into JSON Schema (OpenAPI 3.1 dialect).

Classes (pydantic `BaseModel`s in responses, `TypedDict`s in parameters) and module-level type
aliases become components; everything else is inline (naming.py names the components).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from .astutil import (call_kwargs, clean_doc, docstring_after, head_name, is_deprecated_decorator, literal_schema,
                      literal_values, subscript_args)
from .naming import PENDING, REF_PREFIX
from .pymodules import Definition, Module, ModuleIndex

PRIMITIVES = {
    "str": {"type": "string"},
    "int": {"type": "integer"},
    "float": {"type": "number"},
    "bool": {"type": "boolean"},
    "bytes": {"type": "string", "format": "binary"},
    "bytearray": {"type": "string", "format": "binary"},
    "object": {},
    "Any": {},
    "datetime": {"type": "string", "format": "date-time"},
    "date": {"type": "string", "format": "date"},
    "NoneType": {"type": "null"},
}
# The SDK's own helper types, known by name (they are defined in its private modules).
FILE_TYPES = {"FileTypes", "FileContent", "Base64FileInput", "BinaryTypes", "AsyncBinaryTypes", "IO", "PathLike"}
ARRAYS = {"List", "list", "Iterable", "Sequence", "SequenceNotStr", "Set", "set", "FrozenSet", "AsyncIterable", "Iterator"}
MAPS = {"Dict", "dict", "Mapping", "MutableMapping"}
# Markers that say "not given" in a method signature; they never reach the wire.
NOT_GIVEN = {"Omit", "NotGiven"}
MODEL_BASES = {"BaseModel", "GenericModel"}


@dataclass
class FieldInfo:
    """What a class attribute or a method argument says about one wire property."""

    schema: dict
    nullable: bool = False
    required_marker: Optional[bool] = None  # Required[...] -> True, NotRequired[...] -> False
    alias: Optional[str] = None
    discriminator: Optional[str] = None
    omittable: bool = False  # `| Omit` / `| NotGiven` in a signature
    format: Optional[str] = None


@dataclass
class ClassShape:
    kind: str  # "model", "typeddict", "other"
    total: bool = True
    fields: List[Tuple[str, ast.AST, Optional[ast.AST], Optional[str], Module]] = field(default_factory=list)
    open: bool = False  # extra properties allowed


class SchemaBuilder:
    def __init__(self, index: ModuleIndex, package: str):
        self.index = index
        self.package = package
        self.components: Dict[str, dict] = {}  # qualified name -> schema
        self.definitions: Dict[str, Definition] = {}
        self._building: set = set()

    # --- references ---------------------------------------------------------------------------

    def ref(self, definition: Definition) -> dict:
        qualified = definition.qualified
        if qualified not in self.components and qualified not in self._building:
            self._building.add(qualified)
            self.definitions[qualified] = definition
            schema = self._component(definition)
            schema["x-sdk-type"] = qualified
            self.components[qualified] = schema
            self._building.discard(qualified)
        return {"$ref": REF_PREFIX + PENDING + qualified}

    def _component(self, definition: Definition) -> dict:
        node = definition.node
        if isinstance(node, ast.ClassDef):
            return self.class_schema(definition)
        info = self.annotation(definition.module, node.value)
        return dict(self.with_nullable(info.schema, info.nullable))

    # --- classes ------------------------------------------------------------------------------

    def class_shape(self, definition: Definition, _seen=None) -> ClassShape:
        """The fields of a class, its bases' first (a subclass's field replaces its base's)."""
        node: ast.ClassDef = definition.node
        module = definition.module
        _seen = _seen or set()
        shape = ClassShape(kind="other")
        for kw in node.keywords:
            if kw.arg == "total" and isinstance(kw.value, ast.Constant):
                shape.total = bool(kw.value.value)
        inherited: List = []
        for base in node.bases:
            target = base.value if isinstance(base, ast.Subscript) else base
            name = head_name(target)
            if name in MODEL_BASES:
                shape.kind = "model"
                continue
            if name == "TypedDict":
                shape.kind = "typeddict"
                continue
            resolved = self.index.resolve_expr(module, target)
            functional = self.functional_typeddict(resolved)
            if functional is not None:
                # `X = TypedDict("X", {"async": bool}, total=False)`: keys that are Python keywords.
                shape.kind = "typeddict"
                inherited.extend(f + (functional.total,) for f in functional.fields)
                continue
            if isinstance(resolved, Definition) and isinstance(resolved.node, ast.ClassDef):
                if resolved.qualified in _seen:
                    continue
                base_shape = self.class_shape(resolved, _seen | {resolved.qualified})
                if base_shape.kind != "other":
                    shape.kind = base_shape.kind
                shape.open = shape.open or base_shape.open
                for f in base_shape.fields:
                    # A TypedDict base keeps its own totality for its fields.
                    inherited.append(f if shape.kind != "typeddict" else f + (base_shape.total,))
        own = []
        body = node.body
        for i, stmt in enumerate(body):
            if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                if head_name(stmt.annotation.value if isinstance(stmt.annotation, ast.Subscript) else stmt.annotation) == "ClassVar":
                    continue
                if stmt.target.id.startswith("_") or stmt.target.id == "model_config":
                    continue
                own.append((stmt.target.id, stmt.annotation, stmt.value, docstring_after(body, i), module))
            elif isinstance(stmt, ast.If):
                for inner in ast.walk(stmt):
                    if isinstance(inner, ast.FunctionDef) and inner.name == "__getattr__":
                        shape.open = True
                    if isinstance(inner, ast.AnnAssign) and isinstance(inner.target, ast.Name) and inner.target.id == "__pydantic_extra__":
                        shape.open = True
        merged: Dict[str, tuple] = {}
        for f in inherited:
            merged[f[0]] = f
        for f in own:
            merged[f[0]] = f + (shape.total,) if shape.kind == "typeddict" else f
        # Keep source order (bases first); duplicates keep the subclass's definition.
        order = [f[0] for f in inherited] + [f[0] for f in own]
        seen_names = []
        for n in order:
            if n not in seen_names:
                seen_names.append(n)
        shape.fields = [merged[n] for n in seen_names]
        return shape

    @staticmethod
    def functional_typeddict(resolved) -> Optional[ClassShape]:
        if not isinstance(resolved, Definition) or not isinstance(resolved.node, (ast.Assign, ast.AnnAssign)):
            return None
        call = resolved.node.value
        if not (isinstance(call, ast.Call) and head_name(call.func) == "TypedDict" and len(call.args) >= 2
                and isinstance(call.args[1], ast.Dict)):
            return None
        shape = ClassShape(kind="typeddict")
        total = call_kwargs(call).get("total")
        if isinstance(total, ast.Constant):
            shape.total = bool(total.value)
        for key, value in zip(call.args[1].keys, call.args[1].values):
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                shape.fields.append((key.value, value, None, None, resolved.module))
        return shape

    def class_schema(self, definition: Definition, typevars: Optional[Dict[str, dict]] = None) -> dict:
        node: ast.ClassDef = definition.node
        shape = self.class_shape(definition)
        schema: dict = {"type": "object"}
        doc = ast.get_docstring(node, clean=False)
        if doc:
            schema["description"] = clean_doc(doc)
        if any(is_deprecated_decorator(d) for d in node.decorator_list):
            schema["deprecated"] = True
        if shape.kind == "other":
            schema["x-sdk-unknown-class"] = True
            return schema
        # A model's `Optional[X] = None` may mean absent or null; a TypedDict's keys say which.
        schema["x-sdk-kind"] = "model" if shape.kind == "model" else "params"
        properties: Dict[str, dict] = {}
        required: List[str] = []
        for entry in shape.fields:
            name, annotation, value, doc, module = entry[:5]
            total = entry[5] if len(entry) > 5 else shape.total
            info = self.annotation(module, annotation, typevars)
            wire = info.alias or name
            if shape.kind == "model" and value is not None:
                if isinstance(value, ast.Call) and head_name(value.func) in ("FieldInfo", "Field"):
                    kwargs = call_kwargs(value)
                    if "alias" in kwargs and isinstance(kwargs["alias"], ast.Constant):
                        wire = kwargs["alias"].value
                    is_required = "default" not in kwargs and "default_factory" not in kwargs
                else:
                    is_required = False
            elif shape.kind == "model":
                is_required = True
            else:
                is_required = info.required_marker if info.required_marker is not None else total
            prop = self.with_nullable(info.schema, info.nullable)
            if doc:
                prop = self.describe(prop, doc)
            if wire != name:
                prop = dict(prop)
                prop["x-sdk-name"] = name
            properties[wire] = prop
            if is_required:
                required.append(wire)
        schema["properties"] = properties
        if required:
            schema["required"] = required
        if shape.open:
            schema["additionalProperties"] = True
        return schema

    @staticmethod
    def describe(schema: dict, doc: str) -> dict:
        out = dict(schema)
        if doc.lower().startswith("deprecated"):
            out["deprecated"] = True
        out["description"] = doc
        return out

    @staticmethod
    def with_nullable(schema: dict, nullable: bool) -> dict:
        if not nullable:
            return schema
        if schema.get("type") == "null":
            return schema
        if "anyOf" in schema and "discriminator" not in schema:
            if {"type": "null"} in schema["anyOf"]:
                return schema
            return dict(schema, anyOf=schema["anyOf"] + [{"type": "null"}])
        return {"anyOf": [schema, {"type": "null"}]}

    # --- annotations --------------------------------------------------------------------------

    def annotation(self, module: Module, node: ast.AST, typevars: Optional[Dict[str, dict]] = None) -> FieldInfo:
        """The schema of one annotation, with the markers around it unwrapped."""
        if node is None:
            return FieldInfo(schema={})
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                node = ast.parse(node.value, mode="eval").body
            except SyntaxError:
                return FieldInfo(schema={})
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            members = []
            self._flatten_or(node, members)
            return self._union(module, members, typevars)
        if isinstance(node, ast.Constant) and node.value is None:
            return FieldInfo(schema={"type": "null"}, nullable=True)
        if isinstance(node, ast.Subscript):
            head = head_name(node.value)
            args = subscript_args(node)
            if head == "Annotated":
                info = self.annotation(module, args[0], typevars)
                for extra in args[1:]:
                    if isinstance(extra, ast.Call) and head_name(extra.func) == "PropertyInfo":
                        kwargs = call_kwargs(extra)
                        for key in ("alias", "discriminator", "format"):
                            if key in kwargs and isinstance(kwargs[key], ast.Constant):
                                setattr(info, key, kwargs[key].value)
                if info.discriminator:
                    info.schema = self._discriminate(info.schema, info.discriminator)
                if info.format == "iso8601" and info.schema.get("type") == "string":
                    info.schema = dict(info.schema, format="date-time")
                return info
            if head in ("Required", "NotRequired"):
                info = self.annotation(module, args[0], typevars)
                info.required_marker = head == "Required"
                return info
            if head == "Optional":
                info = self.annotation(module, args[0], typevars)
                info.nullable = True
                return info
            if head == "Union":
                return self._union(module, args, typevars)
            if head == "Literal":
                values = literal_values(node.slice)
                return FieldInfo(schema=literal_schema(values), nullable=None in values)
            if head in ARRAYS:
                item = self.annotation(module, args[0], typevars)
                return FieldInfo(schema={"type": "array", "items": self.with_nullable(item.schema, item.nullable)})
            if head in ("Tuple", "tuple"):
                items = [a for a in args if not (isinstance(a, ast.Constant) and a.value is Ellipsis)]
                schemas = [self.annotation(module, a, typevars) for a in items]
                if len(args) == 2 and isinstance(args[1], ast.Constant) and args[1].value is Ellipsis:
                    return FieldInfo(schema={"type": "array", "items": schemas[0].schema})
                return FieldInfo(schema={"type": "array", "prefixItems": [s.schema for s in schemas],
                                         "minItems": len(schemas), "maxItems": len(schemas)})
            if head in MAPS:
                value = self.annotation(module, args[1], typevars) if len(args) > 1 else FieldInfo(schema={})
                return FieldInfo(schema={"type": "object", "additionalProperties": self.with_nullable(value.schema, value.nullable)})
            if head in ("Type", "ClassVar", "Final", "TypeAliasType"):
                return self.annotation(module, args[0], typevars)
            # A generic class used with arguments, e.g. a page of a model.
            resolved = self.index.resolve_expr(module, node.value)
            if isinstance(resolved, Definition) and isinstance(resolved.node, ast.ClassDef):
                params = self._typevars_of(resolved.node)
                bound = {p: self.annotation(module, a, typevars).schema for p, a in zip(params, args)}
                return FieldInfo(schema=self.class_schema(resolved, bound))
            return FieldInfo(schema={})
        name = head_name(node)
        if name is None:
            return FieldInfo(schema={})
        if typevars is not None and name in typevars:
            return FieldInfo(schema=typevars[name])
        if name in NOT_GIVEN:
            return FieldInfo(schema={}, omittable=True)
        if name in FILE_TYPES:
            return FieldInfo(schema={"type": "string", "format": "binary"})
        if name in ("SequenceNotStr",):
            return FieldInfo(schema={"type": "array"})
        resolved = self.index.resolve_expr(module, node)
        if isinstance(resolved, Definition):
            if isinstance(resolved.node, ast.ClassDef):
                bases = {head_name(b.value if isinstance(b, ast.Subscript) else b) for b in resolved.node.bases}
                if "Enum" in bases:
                    return FieldInfo(schema=self._enum_class(resolved))
                if name in PRIMITIVES and resolved.module.name.split(".")[0] != self.package:
                    return FieldInfo(schema=dict(PRIMITIVES[name]))
                return FieldInfo(schema=self.ref(resolved))
            value = getattr(resolved.node, "value", None)
            if isinstance(value, ast.Call) and head_name(value.func) == "TypeVar":
                return FieldInfo(schema={})
            if resolved.module.name.split(".")[1:2] and resolved.module.name.split(".")[1].startswith("_"):
                # Private helper modules (`_types`, `_utils`): translate in place.
                return self.annotation(resolved.module, value, typevars)
            if isinstance(value, (ast.Name, ast.Attribute)):
                return self.annotation(resolved.module, value, typevars)
            return FieldInfo(schema=self.ref(resolved))
        if name in PRIMITIVES:
            return FieldInfo(schema=dict(PRIMITIVES[name]), nullable=name == "NoneType")
        return FieldInfo(schema={})

    def _flatten_or(self, node: ast.AST, out: List[ast.AST]) -> None:
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            self._flatten_or(node.left, out)
            self._flatten_or(node.right, out)
        else:
            out.append(node)

    def _union(self, module: Module, members: List[ast.AST], typevars) -> FieldInfo:
        nullable = False
        omittable = False
        schemas: List[dict] = []
        for member in members:
            if isinstance(member, ast.Constant) and member.value is None:
                nullable = True
                continue
            info = self.annotation(module, member, typevars)
            if info.omittable:
                omittable = True
                continue
            nullable = nullable or info.nullable
            if info.schema.get("type") == "null":
                nullable = True
                continue
            if "anyOf" in info.schema and "discriminator" not in info.schema and len(info.schema) == 1:
                for s in info.schema["anyOf"]:
                    if s == {"type": "null"}:
                        nullable = True
                    elif s not in schemas:
                        schemas.append(s)
                continue
            if info.schema not in schemas:
                schemas.append(info.schema)
        if len(schemas) > 1 and all(set(s) <= {"type", "const"} and isinstance(s.get("const"), bool) for s in schemas):
            # Literal[False] | Literal[True], as the `stream` overloads write a boolean.
            bools = {s["const"] for s in schemas}
            schemas = [{"type": "boolean"} if bools == {True, False} else schemas[0]]
        if len(schemas) > 1 and all(set(s) <= {"type", "format"} and s.get("type") == "string" for s in schemas):
            # str | datetime: one string on the wire (a format only where every member has it).
            formats = {s.get("format") for s in schemas}
            schemas = [{"type": "string", "format": formats.pop()} if len(formats) == 1 else {"type": "string"}]
        if len(schemas) == 1:
            schema = schemas[0]
        elif not schemas:
            schema = {}
        else:
            schema = {"anyOf": schemas}
            inferred = self._infer_discriminator(schemas)
            if inferred:
                schema = self._discriminate(schema, inferred)
        return FieldInfo(schema=schema, nullable=nullable, omittable=omittable)

    def _member_class(self, schema: dict) -> Optional[Definition]:
        ref = schema.get("$ref", "")
        if ref.startswith(REF_PREFIX + PENDING):
            definition = self.definitions.get(ref[len(REF_PREFIX + PENDING):])
            if definition is not None and isinstance(definition.node, ast.ClassDef):
                return definition
        return None

    def _literal_of(self, definition: Definition, prop: str) -> Optional[List]:
        schema = self.components.get(definition.qualified)
        if schema is None:
            # Still being built (a cycle): read the class itself.
            for entry in self.class_shape(definition).fields:
                name, annotation, _, _, module = entry[:5]
                info = self.annotation(module, annotation)
                if (info.alias or name) == prop:
                    return self._consts(info.schema)
            return None
        sub = schema.get("properties", {}).get(prop)
        return self._consts(sub) if sub else None

    @staticmethod
    def _consts(schema: dict) -> Optional[List]:
        if "const" in schema:
            return [schema["const"]]
        if "enum" in schema:
            return list(schema["enum"])
        return None

    def _infer_discriminator(self, schemas: List[dict]) -> Optional[str]:
        classes = [self._member_class(s) for s in schemas]
        if not classes or any(c is None for c in classes):
            return None
        for candidate in ("type", "event", "object", "role", "kind"):
            seen: set = set()
            ok = True
            for c in classes:
                values = self._literal_of(c, candidate)
                if not values or seen & set(values):
                    ok = False
                    break
                seen |= set(values)
            if ok:
                return candidate
        return None

    def _discriminate(self, schema: dict, prop: str) -> dict:
        members = schema.get("anyOf") or schema.get("oneOf")
        if not members:
            return schema
        mapping = {}
        for member in members:
            definition = self._member_class(member)
            if definition is None:
                continue
            for value in self._literal_of(definition, prop) or []:
                if isinstance(value, str):
                    mapping[value] = member["$ref"]
        out = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf")}
        out["oneOf"] = members
        out["discriminator"] = {"propertyName": prop}
        if mapping:
            out["discriminator"]["mapping"] = mapping
        return out

    def _enum_class(self, definition: Definition) -> dict:
        values = []
        for stmt in definition.node.body:
            if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant):
                values.append(stmt.value.value)
        return literal_schema(values)

    @staticmethod
    def _typevars_of(node: ast.ClassDef) -> List[str]:
        for base in node.bases:
            if isinstance(base, ast.Subscript) and head_name(base.value) == "Generic":
                return [head_name(a) for a in subscript_args(base)]
        for base in node.bases:
            if isinstance(base, ast.Subscript):
                return [head_name(a) for a in subscript_args(base)]
        return []
