"""Small readers of Python syntax trees, shared by the type and the method readers."""

from __future__ import annotations

import ast
from typing import Dict, List, Optional


def literal_values(node: ast.AST) -> List:
    items = node.elts if isinstance(node, ast.Tuple) else [node]
    values = []
    for item in items:
        if isinstance(item, ast.Constant):
            values.append(item.value)
        elif isinstance(item, ast.UnaryOp) and isinstance(item.op, ast.USub) and isinstance(item.operand, ast.Constant):
            values.append(-item.operand.value)
    return values


def literal_schema(values: List) -> dict:
    nonnull = [v for v in values if v is not None]
    kinds = {type(v) for v in nonnull}
    schema: dict = {}
    if kinds == {str}:
        schema["type"] = "string"
    elif kinds == {bool}:
        schema["type"] = "boolean"
    elif kinds and kinds <= {int}:
        schema["type"] = "integer"
    if len(nonnull) == 1:
        schema["const"] = nonnull[0]
    else:
        schema["enum"] = nonnull
    if None in values:
        return {"anyOf": [schema, {"type": "null"}]}
    return schema


def subscript_args(node: ast.Subscript) -> List[ast.AST]:
    sl = node.slice
    return list(sl.elts) if isinstance(sl, ast.Tuple) else [sl]


def head_name(node: ast.AST) -> Optional[str]:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def docstring_after(body: List[ast.stmt], index: int) -> Optional[str]:
    if index + 1 < len(body):
        nxt = body[index + 1]
        if isinstance(nxt, ast.Expr) and isinstance(nxt.value, ast.Constant) and isinstance(nxt.value.value, str):
            return clean_doc(nxt.value.value)
    return None


def clean_doc(text: str) -> str:
    lines = text.expandtabs().split("\n")
    first = lines[0].strip()
    rest = lines[1:]
    indents = [len(l) - len(l.lstrip()) for l in rest if l.strip()]
    cut = min(indents) if indents else 0
    out = [first] + [l[cut:].rstrip() for l in rest]
    while out and not out[0]:
        out.pop(0)
    while out and not out[-1]:
        out.pop()
    return "\n".join(out)


def call_kwargs(call: ast.Call) -> Dict[str, ast.AST]:
    return {k.arg: k.value for k in call.keywords if k.arg}


def is_deprecated_decorator(node: ast.AST) -> bool:
    target = node.func if isinstance(node, ast.Call) else node
    return head_name(target) == "deprecated"
