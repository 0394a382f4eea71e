"""Reads one resource method's source: where its request goes and what it sends and returns.

The method is found by name in the resource's synchronous class. Its body holds one call of
`self._get/_post/_put/_patch/_delete/_get_api_list`; that call's first argument is the path,
`body=` the JSON or multipart body, `options=make_request_options(query=…)` the query, the
`extra_headers` it builds the header parameters, and `cast_to=`/`page=`/`stream_cls=` the response.
Arguments are followed from the dictionary keys (the wire names, before the parameter type's
aliases) back to the method's own parameters.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from .pymodules import Module
from .astutil import call_kwargs, head_name, is_deprecated_decorator

REQUEST_CALLS = {"_get": "get", "_post": "post", "_put": "put", "_patch": "patch", "_delete": "delete", "_get_api_list": "get"}
IGNORED_ARGS = {"self", "extra_headers", "extra_query", "extra_body", "timeout"}
ARGS_LINE = re.compile(r"^(\s*)(\w+): ?(.*)$")


@dataclass
class Argument:
    name: str
    annotation: Optional[ast.AST]
    required: bool
    positional: bool


@dataclass
class Binding:
    """One wire value: a dictionary key, and the argument (if any) whose value it carries."""

    wire: str
    argument: Optional[str]
    constant: Optional[object] = None


@dataclass
class MethodFacts:
    function: ast.FunctionDef
    module: Module
    cls: str
    verb: str
    path: str  # with `{argument}` placeholders, the wire template
    path_params: List[Tuple[str, str]]  # (placeholder, argument)
    query_suffix: str  # fixed query from `qualifiers` (Anthropic's `?beta=true`)
    arguments: Dict[str, Argument]
    body: List[Binding] = field(default_factory=list)
    body_argument: Optional[str] = None  # the whole body is one argument
    body_type: Optional[ast.AST] = None  # the params type given to maybe_transform
    query: List[Binding] = field(default_factory=list)
    query_type: Optional[ast.AST] = None
    headers: List[Binding] = field(default_factory=list)
    multipart: bool = False
    binary_body: bool = False
    cast_to: Optional[ast.AST] = None
    binary_response: bool = False
    page: Optional[ast.AST] = None
    page_model: Optional[ast.AST] = None
    stream_cls: Optional[ast.AST] = None
    stream: str = "never"  # "never", "always", or "param" (a body or query argument decides)
    stream_param: Optional[str] = None
    dynamic_path: Optional[str] = None
    jsonl: bool = False
    deprecated: bool = False
    deprecation: Optional[str] = None
    docstring: Optional[str] = None
    arg_docs: Dict[str, str] = field(default_factory=dict)
    return_annotation: Optional[ast.AST] = None


def find_method(module: Module, method: str) -> Optional[Tuple[str, ast.FunctionDef, List[ast.FunctionDef]]]:
    """The synchronous class's implementation of `method` and its `@overload`s."""
    for stmt in module.tree.body:
        if not isinstance(stmt, ast.ClassDef):
            continue
        if stmt.name.startswith("Async") or stmt.name.endswith(("WithRawResponse", "WithStreamingResponse")):
            continue
        overloads, implementation = [], None
        for item in stmt.body:
            if isinstance(item, ast.FunctionDef) and item.name == method:
                if any(head_name(d) == "overload" for d in item.decorator_list):
                    overloads.append(item)
                else:
                    implementation = item
        if implementation is not None:
            return stmt.name, implementation, overloads
    return None


def _arguments(function: ast.FunctionDef) -> Dict[str, Argument]:
    out: Dict[str, Argument] = {}
    args = function.args
    positional = args.posonlyargs + args.args
    first_default = len(positional) - len(args.defaults)
    for i, a in enumerate(positional):
        if a.arg in IGNORED_ARGS:
            continue
        out[a.arg] = Argument(a.arg, a.annotation, i < first_default, True)
    for a, default in zip(args.kwonlyargs, args.kw_defaults):
        if a.arg in IGNORED_ARGS:
            continue
        out[a.arg] = Argument(a.arg, a.annotation, default is None, False)
    return out


def _locals(function: ast.FunctionDef) -> Dict[str, List[ast.AST]]:
    """Every value assigned to each local name, in order."""
    values: Dict[str, List[ast.AST]] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                names = [target] if isinstance(target, ast.Name) else [e for e in getattr(target, "elts", []) if isinstance(e, ast.Name)]
                for n in names:
                    values.setdefault(n.id, []).append(node.value)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            values.setdefault(node.target.id, []).append(node.value)
    for lst in values.values():
        lst.sort(key=lambda v: (v.lineno, v.col_offset))
    return values


def _first_dict(node: ast.AST) -> Optional[ast.Dict]:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Dict):
            return sub
    return None


def _transform_call(node: ast.AST) -> Optional[ast.Call]:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call) and head_name(sub.func) in ("maybe_transform", "async_maybe_transform", "transform"):
            return sub
    return None


def _argument_in(node: ast.AST, arguments: Dict[str, Argument]) -> Optional[str]:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id in arguments:
            return sub.id
    return None


def _arguments_in(node: ast.AST, arguments: Dict[str, Argument]) -> List[str]:
    return [sub.id for sub in ast.walk(node) if isinstance(sub, ast.Name) and sub.id in arguments]


def _bindings(dict_node: ast.Dict, arguments: Dict[str, Argument], locals_: Dict[str, List[ast.AST]]) -> List[Binding]:
    out: List[Binding] = []
    for key, value in zip(dict_node.keys, dict_node.values):
        if key is None:
            # `**something`: a nested dictionary (strip_not_given({...})) or a local holding one.
            inner = _first_dict(value)
            if inner is None and isinstance(value, ast.Name) and value.id in locals_:
                inner = _first_dict(locals_[value.id][0])
            if inner is not None and inner is not dict_node:
                out.extend(_bindings(inner, arguments, locals_))
            continue
        if not isinstance(key, ast.Constant) or not isinstance(key.value, str):
            continue
        if isinstance(value, ast.Constant):
            out.append(Binding(key.value, None, value.value))
            continue
        argument = _argument_in(value, arguments)
        if argument is None and isinstance(value, ast.Name) and value.id in locals_:
            # A local built from arguments (`merged_output_config`): the argument it was built
            # from, the one named like the key first.
            found = [a for v in locals_[value.id] for a in _arguments_in(v, arguments)]
            argument = key.value if key.value in found else (found[0] if found else None)
        out.append(Binding(key.value, argument))
    return out


def parse_arg_docs(doc: Optional[str]) -> Dict[str, str]:
    """The `Args:` section of a Google-style docstring: argument -> text."""
    if not doc:
        return {}
    lines = doc.split("\n")
    out: Dict[str, List[str]] = {}
    current = None
    in_args = False
    base_indent = None
    for line in lines:
        stripped = line.strip()
        if stripped == "Args:":
            in_args, current = True, None
            continue
        if not in_args:
            continue
        if stripped in ("Returns:", "Raises:") :
            break
        match = ARGS_LINE.match(line)
        indent = len(line) - len(line.lstrip())
        if match and (base_indent is None or indent <= base_indent):
            base_indent = indent
            current = match.group(2)
            out[current] = [match.group(3)]
        elif current is not None:
            out[current].append(stripped)
    result = {}
    for name, parts in out.items():
        text = "\n".join(parts).strip()
        text = re.sub(r"\n{3,}", "\n\n", text)
        if text:
            result[name] = text
    return result


def _request_call(function: ast.FunctionDef) -> Optional[ast.Call]:
    found = None
    for node in ast.walk(function):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in REQUEST_CALLS:
            if isinstance(node.func.value, ast.Name) and node.func.value.id == "self":
                if found is None or node.lineno > found.lineno:
                    found = node
    return found


def _path(node: ast.AST, arguments: Dict[str, Argument]) -> Tuple[str, List[Tuple[str, str]]]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value, []
    if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
        template = node.args[0].value
        params = []
        for placeholder in re.findall(r"\{(\w+)\}", template):
            value = call_kwargs(node).get(placeholder)
            params.append((placeholder, _argument_in(value, arguments) if value is not None else placeholder))
        return template, params
    if isinstance(node, ast.JoinedStr):
        text, params = "", []
        for part in node.values:
            if isinstance(part, ast.Constant):
                text += part.value
            elif isinstance(part, ast.FormattedValue):
                arg = _argument_in(part.value, arguments) or "param"
                text += "{" + arg + "}"
                params.append((arg, arg))
        return text, params
    return "", []


def read_method(module: Module, method: str) -> Optional[MethodFacts]:
    found = find_method(module, method)
    if found is None:
        return None
    cls, function, overloads = found
    call = _request_call(function)
    if call is None:
        return None
    arguments = _arguments(function)
    locals_ = _locals(function)
    kwargs = call_kwargs(call)
    verb = REQUEST_CALLS[call.func.attr]
    if call.func.attr == "_get_api_list" and isinstance(kwargs.get("method"), ast.Constant):
        verb = kwargs["method"].value
    path_node = call.args[0] if call.args else kwargs.get("path")
    path, path_params = _path(path_node, arguments)
    facts = MethodFacts(function=function, module=module, cls=cls, verb=verb, path=path,
                        path_params=path_params, query_suffix="", arguments=arguments)
    facts.return_annotation = function.returns
    if not path and path_node is not None:
        # A path read at run time (a batch's `results_url`): api.md's path stands in for it.
        inner = path_node.args[0] if isinstance(path_node, ast.Call) and path_node.args else path_node
        facts.dynamic_path = ast.unparse(inner)
    doc = ast.get_docstring(function)
    facts.docstring = doc
    facts.arg_docs = parse_arg_docs(doc)
    for decorator in function.decorator_list:
        if is_deprecated_decorator(decorator):
            facts.deprecated = True
            if isinstance(decorator, ast.Call) and decorator.args and isinstance(decorator.args[0], ast.Constant):
                facts.deprecation = decorator.args[0].value

    # Body.
    body = kwargs.get("body")
    if body is not None:
        transform = _transform_call(body)
        source = body
        if transform is None and isinstance(body, ast.Name) and body.id in locals_:
            for value in locals_[body.id]:
                transform = _transform_call(value)
                if transform is not None or _first_dict(value) is not None:
                    source = value
                    break
        if transform is not None:
            facts.body_type = transform.args[1] if len(transform.args) > 1 else None
            source = transform.args[0]
            if isinstance(source, ast.Name) and source.id in locals_:
                source = locals_[source.id][0]
            elif isinstance(source, ast.Attribute) and isinstance(source.value, ast.Name) and source.value.id in locals_:
                # `helper_result.body`, where a helper was given the dictionary: read that one.
                source = locals_[source.value.id][0]
        if isinstance(source, ast.Name) and source.id in arguments:
            facts.body_argument = source.id
        else:
            dict_node = _first_dict(source)
            if dict_node is not None:
                facts.body = _bindings(dict_node, arguments, locals_)
            elif _argument_in(source, arguments):
                facts.body_argument = _argument_in(source, arguments)
    content = kwargs.get("content")
    if content is not None and body is None:
        facts.binary_body = True
        facts.body_argument = _argument_in(content, arguments)
    if "files" in kwargs:
        facts.multipart = True
    for node in ast.walk(function):
        if isinstance(node, ast.Constant) and node.value == "multipart/form-data":
            facts.multipart = True

    # Options: query and qualifiers.
    options = kwargs.get("options")
    if isinstance(options, ast.Call):
        okw = call_kwargs(options)
        query = okw.get("query")
        if query is not None:
            transform = _transform_call(query)
            if transform is not None:
                facts.query_type = transform.args[1] if len(transform.args) > 1 else None
                query = transform.args[0]
            dict_node = _first_dict(query)
            if dict_node is not None:
                facts.query = _bindings(dict_node, arguments, locals_)
        qualifiers = okw.get("qualifiers")
        if isinstance(qualifiers, ast.Dict):
            pairs = [(k.value, v.value) for k, v in zip(qualifiers.keys, qualifiers.values)
                     if isinstance(k, ast.Constant) and isinstance(v, ast.Constant)]
            if pairs:
                facts.query_suffix = "?" + "&".join(f"{k}={v}" for k, v in pairs)

    # Headers: every dictionary assigned to `extra_headers`.
    header_dicts = []
    for value in locals_.get("extra_headers", []):
        if isinstance(value, ast.Dict):
            header_dicts.append(value)
        elif isinstance(value, ast.Call):
            # merge_headers(strip_not_given({...}), helper(...), extra_headers or {})
            header_dicts.extend(d for d in (_first_dict(a) for a in value.args) if d is not None)
    for dict_node in header_dicts:
        for binding in _bindings(dict_node, arguments, locals_):
            if binding.wire.lower() == "content-type":
                continue
            if binding.wire.lower() == "accept" and binding.constant and "binary" in str(binding.constant):
                facts.binary_response = True
                continue
            if binding.argument is None and binding.constant is None:
                continue
            # A fixed value and an argument may both feed one header (Anthropic adds its
            # default beta to the ones a caller passes): both are kept.
            fixed = binding.argument is None
            facts.headers = [h for h in facts.headers
                             if not (h.wire.lower() == binding.wire.lower() and (h.argument is None) == fixed)] + [binding]

    # Response.
    cast_to = kwargs.get("cast_to")
    if isinstance(cast_to, ast.Call) and head_name(cast_to.func) == "cast" and len(cast_to.args) == 2:
        cast_to = cast_to.args[1]
    elif isinstance(cast_to, ast.Call):
        cast_to = None  # decided at run time: read the return annotation instead
    facts.cast_to = cast_to
    if isinstance(cast_to, ast.Subscript) and head_name(cast_to.value) == "JSONLDecoder":
        facts.jsonl = True
        facts.binary_response = False
        facts.cast_to = cast_to.slice
    elif cast_to is not None and "Binary" in (head_name(cast_to) or ""):
        facts.binary_response = True
    if facts.jsonl:
        facts.binary_response = False
    if "page" in kwargs:
        facts.page = kwargs["page"]
        facts.page_model = kwargs.get("model")
    if "stream_cls" in kwargs:
        facts.stream_cls = kwargs["stream_cls"]
        stream = kwargs.get("stream")
        if isinstance(stream, ast.Constant) and stream.value is True:
            facts.stream = "always"
        elif stream is not None:
            facts.stream = "param"
            facts.stream_param = _argument_in(stream, arguments)
    return facts
