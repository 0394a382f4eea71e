"""Builds the OpenAPI 3.1 document from an unpacked SDK source tree."""

from __future__ import annotations

import ast
import os
import re
from typing import Dict, List, Optional, Tuple

from .apimd import ApiMethod, read_methods, read_types
from .astutil import call_kwargs, head_name, subscript_args
from .methods import MethodFacts, read_method
from .naming import assign_names, rewrite_refs
from .pymodules import Definition, ModuleIndex
from .schemas import FieldInfo, SchemaBuilder

GENERATOR = "Scripts/spec-from-sdk"


def _with_module(facts, module):
    """The facts, with names resolved in another module (where a stream class is defined)."""
    import dataclasses
    return dataclasses.replace(facts, module=module)


def _strip_args_section(doc: Optional[str]) -> Optional[str]:
    if not doc:
        return None
    lines = doc.split("\n")
    out = []
    for line in lines:
        if line.strip() in ("Args:", "Raises:", "Returns:"):
            break
        out.append(line)
    text = "\n".join(out).strip()
    return text or None


class DocumentBuilder:
    def __init__(self, root: str, package: str, version: str):
        self.root = root
        self.package = package
        self.version = version
        self.index = ModuleIndex(os.path.join(root, "src"))
        self.schemas = SchemaBuilder(self.index, package)
        self.problems: List[str] = []
        self.array_format = self._array_format()

    # --- parameter types ----------------------------------------------------------------------

    def _params_fields(self, facts: MethodFacts, type_node: Optional[ast.AST]) -> Dict[str, Tuple[FieldInfo, Optional[str], Optional[bool]]]:
        """Python name -> (field info, docstring, required) from the params TypedDict(s)."""
        if type_node is None:
            return {}
        candidates = [type_node.orelse, type_node.body] if isinstance(type_node, ast.IfExp) else [type_node]
        fields: Dict[str, Tuple[FieldInfo, Optional[str], Optional[bool]]] = {}
        for candidate in candidates:
            resolved = self.index.resolve_expr(facts.module, candidate)
            if not isinstance(resolved, Definition) or not isinstance(resolved.node, ast.ClassDef):
                continue
            shape = self.schemas.class_shape(resolved)
            for entry in shape.fields:
                name, annotation, _, doc, module = entry[:5]
                total = entry[5] if len(entry) > 5 else shape.total
                if name in fields:
                    continue
                info = self.schemas.annotation(module, annotation)
                required = info.required_marker if info.required_marker is not None else total
                fields[name] = (info, doc, required)
        return fields

    def _property(self, facts: MethodFacts, binding, fields) -> Tuple[str, dict, bool]:
        """Wire name, schema, required."""
        python_name = binding.argument or binding.wire
        if binding.argument is None and binding.constant is not None:
            value = binding.constant
            return binding.wire, {"const": value, "type": "string"} if isinstance(value, str) else {"const": value}, True
        argument = facts.arguments.get(python_name)
        wire = binding.wire
        doc = facts.arg_docs.get(python_name)
        if binding.wire in fields or python_name in fields:
            info, field_doc, _ = fields.get(binding.wire) or fields[python_name]
            wire = info.alias or binding.wire
            doc = field_doc or doc
        elif argument is not None:
            info = self.schemas.annotation(facts.module, argument.annotation)
        else:
            info = FieldInfo(schema={})
        base = info.schema
        if python_name == facts.stream_param:
            # The streaming and non-streaming parameter types each fix `stream` to one value.
            base = {"type": "boolean"}
        schema = self.schemas.with_nullable(base, info.nullable)
        if doc:
            schema = self.schemas.describe(schema, doc)
        required = argument.required if argument is not None else False
        return wire, schema, required

    @staticmethod
    def _is_array(schema: dict) -> bool:
        if schema.get("type") == "array":
            return True
        members = [m for m in schema.get("anyOf", []) if m != {"type": "null"}]
        return len(members) == 1 and members[0].get("type") == "array"

    def _array_format(self) -> str:
        """How the client writes arrays in a query string (`Querystring(array_format=…)`)."""
        module = self.index.module(f"{self.package}._client")
        if module is not None:
            for node in ast.walk(module.tree):
                if isinstance(node, ast.Call) and head_name(node.func) == "Querystring":
                    value = call_kwargs(node).get("array_format")
                    if isinstance(value, ast.Constant):
                        return value.value
        return "repeat"

    # --- responses ----------------------------------------------------------------------------

    def _page_info(self, page: ast.AST, facts: MethodFacts) -> dict:
        target = page.value if isinstance(page, ast.Subscript) else page
        info = {"type": head_name(target)}
        resolved = self.index.resolve_expr(facts.module, target)
        if isinstance(resolved, Definition) and isinstance(resolved.node, ast.ClassDef):
            for node in ast.walk(resolved.node):
                if isinstance(node, ast.Call) and head_name(node.func) == "PageInfo":
                    params = call_kwargs(node).get("params")
                    if isinstance(params, ast.Dict) and params.keys and isinstance(params.keys[0], ast.Constant):
                        info["cursorParam"] = params.keys[0].value
                        info["cursorFrom"] = ast.unparse(params.values[0])
                        break
            for stmt in resolved.node.body:
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                    if "_T" in ast.unparse(stmt.annotation):
                        info["itemsProperty"] = stmt.target.id
                        break
        return info

    def _responses(self, facts: MethodFacts, operation: dict) -> dict:
        content: Dict[str, dict] = {}
        original = facts
        if facts.page is not None:
            schema = self.schemas.annotation(facts.module, facts.page).schema
            content["application/json"] = {"schema": schema}
            operation["x-sdk-page"] = self._page_info(facts.page, facts)
        elif facts.jsonl:
            info = self.schemas.annotation(facts.module, facts.cast_to)
            content["application/x-jsonl"] = {"schema": info.schema}
            operation["x-sdk-stream"] = {"mode": "jsonl"}
        elif facts.binary_response:
            content["application/octet-stream"] = {"schema": {"type": "string", "format": "binary"}}
        else:
            node = facts.cast_to
            if node is None:
                node = self._non_stream_return(facts.return_annotation)
            name = head_name(node) if node is not None else None
            if name == "NoneType" or node is None:
                pass
            elif name == "str":
                content["text/plain"] = {"schema": {"type": "string"}}
            else:
                info = self.schemas.annotation(facts.module, node)
                content["application/json"] = {"schema": self.schemas.with_nullable(info.schema, info.nullable)}
        if facts.stream_cls is not None:
            event = facts.stream_cls
            if isinstance(event, ast.Subscript):
                event = subscript_args(event)[0]
            else:
                # A stream class of the SDK's own (`class XStream(Stream[XEvent])`): its event type.
                resolved = self.index.resolve_expr(facts.module, event)
                if isinstance(resolved, Definition) and isinstance(resolved.node, ast.ClassDef):
                    for base in resolved.node.bases:
                        if isinstance(base, ast.Subscript) and head_name(base.value) in ("Stream", "AsyncStream"):
                            event = subscript_args(base)[0]
                            facts = _with_module(facts, resolved.module)
                            break
            info = self.schemas.annotation(facts.module, event)
            content["text/event-stream"] = {"schema": info.schema}
            facts = original
            operation["x-sdk-stream"] = {"mode": facts.stream}
            if facts.stream_param:
                operation["x-sdk-stream"]["param"] = facts.stream_param
            if facts.stream == "always":
                content.pop("application/json", None)
        response: dict = {"description": "Successful response"}
        if content:
            response["content"] = content
        return {"200": response}

    @staticmethod
    def _non_stream_return(node: Optional[ast.AST]) -> Optional[ast.AST]:
        if node is None:
            return None
        members: List[ast.AST] = []

        def flatten(n):
            if isinstance(n, ast.BinOp) and isinstance(n.op, ast.BitOr):
                flatten(n.left)
                flatten(n.right)
            else:
                members.append(n)

        flatten(node)
        kept = [m for m in members if not (isinstance(m, ast.Subscript) and head_name(m.value) in ("Stream", "AsyncStream"))]
        if not kept:
            return None
        result = kept[0]
        for m in kept[1:]:
            result = ast.BinOp(left=result, op=ast.BitOr(), right=m)
        return result

    # --- operations ---------------------------------------------------------------------------

    def operation(self, api: ApiMethod) -> Tuple[str, str, dict]:
        rel = api.source[len("src/"):] if api.source.startswith("src/") else api.source
        module = self.index.module_for_path(rel)
        facts = read_method(module, api.method) if module is not None else None
        operation: dict = {
            "operationId": f"{api.accessor.split('.', 1)[1] if '.' in api.accessor else api.accessor}.{api.method}",
            "x-sdk-method": api.sdk_method,
            "x-sdk-source": api.source,
            "x-sdk-api-md": api.api_md,
        }
        if facts is None:
            self.problems.append(f"{api.sdk_method}: method source not read ({api.source})")
            operation["x-sdk-unread"] = True
            operation["responses"] = {"200": {"description": "Successful response"}}
            return api.verb, api.path, operation
        path = facts.path + facts.query_suffix if facts.path else api.path + facts.query_suffix
        if not facts.path:
            operation["x-sdk-path-from"] = facts.dynamic_path or "api.md"
            facts.path_params = [(p, p if p in facts.arguments else p) for p in re.findall(r"\{(\w+)\}", api.path)]
        if facts.verb != api.verb:
            self.problems.append(f"{api.sdk_method}: api.md says {api.verb}, the source {facts.verb}")
        description = _strip_args_section(facts.docstring)
        if description:
            operation["description"] = description
        if facts.deprecated:
            operation["deprecated"] = True
            if facts.deprecation:
                operation["x-sdk-deprecation"] = facts.deprecation
        parameters: List[dict] = []
        for placeholder, argument in facts.path_params:
            arg = facts.arguments.get(argument)
            info = self.schemas.annotation(facts.module, arg.annotation) if arg else FieldInfo(schema={"type": "string"})
            param = {"name": placeholder, "in": "path", "required": True, "schema": info.schema}
            if arg is not None and facts.arg_docs.get(argument):
                param["description"] = facts.arg_docs[argument]
            if argument != placeholder:
                param["x-sdk-name"] = argument
            parameters.append(param)
        query_fields = self._params_fields(facts, facts.query_type)
        for binding in facts.query:
            wire, schema, required = self._property(facts, binding, query_fields)
            description = schema.pop("description", None) if isinstance(schema, dict) else None
            if self.array_format == "brackets" and self._is_array(schema) and not wire.endswith("[]"):
                # The client's query string writes arrays as `name[]=a&name[]=b`.
                wire += "[]"
                param_style = {"style": "form", "explode": True}
            else:
                param_style = {}
            param = {"name": wire, "in": "query", "required": required, "schema": schema, **param_style}
            if description:
                param["description"] = description
            if binding.argument and binding.argument != wire:
                param["x-sdk-name"] = binding.argument
            parameters.append(param)
        fixed_headers = {}
        for binding in facts.headers:
            if binding.argument is None:
                fixed_headers[binding.wire] = binding.constant
                continue
            arg = facts.arguments[binding.argument]
            info = self.schemas.annotation(facts.module, arg.annotation)
            param = {"name": binding.wire, "in": "header", "required": arg.required,
                     "schema": self.schemas.with_nullable(info.schema, info.nullable)}
            if facts.arg_docs.get(binding.argument):
                param["description"] = facts.arg_docs[binding.argument]
            param["x-sdk-name"] = binding.argument
            parameters.append(param)
        if fixed_headers:
            operation["x-sdk-headers"] = fixed_headers
        placed = {a for _, a in facts.path_params} | {b.argument for b in facts.query + facts.body + facts.headers}
        placed.add(facts.body_argument)
        unplaced = sorted(set(facts.arguments) - placed)
        if unplaced:
            # Arguments the SDK uses itself (output types, tool handlers, polling) and never sends.
            operation["x-sdk-client-only-arguments"] = unplaced
        if parameters:
            operation["parameters"] = parameters
        body = self._request_body(facts)
        if body is not None:
            operation["requestBody"] = body
        operation["responses"] = self._responses(facts, operation)
        return facts.verb, path, operation

    def _request_body(self, facts: MethodFacts) -> Optional[dict]:
        media = "multipart/form-data" if facts.multipart else "application/json"
        if facts.binary_body:
            media = "application/octet-stream"
        if facts.body_argument is not None:
            arg = facts.arguments[facts.body_argument]
            info = self.schemas.annotation(facts.module, arg.annotation)
            schema = info.schema if not facts.binary_body else {"type": "string", "format": "binary"}
            return {"required": arg.required, "content": {media: {"schema": schema}}, "x-sdk-name": facts.body_argument}
        if not facts.body:
            return None
        fields = self._params_fields(facts, facts.body_type)
        properties: Dict[str, dict] = {}
        required: List[str] = []
        for binding in facts.body:
            wire, schema, is_required = self._property(facts, binding, fields)
            if binding.argument and binding.argument != wire:
                schema = dict(schema, **{"x-sdk-name": binding.argument})
            properties[wire] = schema
            if is_required:
                required.append(wire)
        schema: dict = {"type": "object", "properties": properties}
        if required:
            schema["required"] = required
        if facts.body_type is not None:
            node = facts.body_type.orelse if isinstance(facts.body_type, ast.IfExp) else facts.body_type
            resolved = self.index.resolve_expr(facts.module, node)
            if isinstance(resolved, Definition):
                schema["x-sdk-type"] = resolved.qualified
        return {"required": bool(required), "content": {media: {"schema": schema}}}

    # --- the document -------------------------------------------------------------------------

    def build(self, sdist_sha256: Optional[str] = None) -> dict:
        methods = read_methods(self.root, self.package)
        paths: Dict[str, dict] = {}
        duplicates: Dict[Tuple[str, str], List[str]] = {}
        for api in methods:
            verb, path, operation = self.operation(api)
            item = paths.setdefault(path, {})
            if verb in item:
                duplicates.setdefault((verb, path), []).append(api.sdk_method)
                item[verb].setdefault("x-sdk-also", []).append(api.sdk_method)
                continue
            item[verb] = operation
        # Every type api.md lists, used by an HTTP method or not: WebSocket events (Realtime,
        # Live), webhook payloads and shared types are components too.
        for module_name, name in read_types(self.root, self.package):
            module = self.index.module(module_name)
            resolved = self.index.resolve(module, name) if module is not None else None
            if isinstance(resolved, Definition):
                self.schemas.ref(resolved)
            else:
                self.problems.append(f"api.md type {module_name}.{name}: not found")
        names = assign_names(list(self.schemas.components), self.package)
        components = {names[q]: s for q, s in self.schemas.components.items()}
        info = {
            "title": f"{self.package} {self.version}, derived from the official Python SDK",
            "version": self.version,
            "description": (f"Derived by {GENERATOR} from the `{self.package}` {self.version} source "
                            "distribution: every method its api.md files list. Do not edit; rerun the tool."),
            "x-sdk-package": self.package,
            "x-sdk-version": self.version,
        }
        if sdist_sha256:
            info["x-sdk-sdist-sha256"] = sdist_sha256
        document = {
            "openapi": "3.1.0",
            "info": info,
            "paths": paths,
            "components": {"schemas": components},
        }
        if self.problems:
            document["x-sdk-problems"] = sorted(self.problems)
        return rewrite_refs(document, names)
