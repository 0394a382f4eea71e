"""Reads a package's Python modules as syntax trees (never imports them) and resolves names.

`ModuleIndex` maps dotted module names to files under a source root. `resolve` follows a name
through `import`s (relative and absolute, `__init__` re-exports included) to where it is
defined: a class, an assignment (a type alias), or a module.
"""

from __future__ import annotations

import ast
import os
from dataclasses import dataclass, field
from typing import Dict, Optional, Union


@dataclass
class Module:
    name: str  # dotted, e.g. "openai.types.chat.chat_completion"
    path: str  # relative to the source root, with "/" separators
    tree: ast.Module
    is_package: bool
    # name -> the statement that binds it at module level (ClassDef, Assign, AnnAssign, FunctionDef)
    definitions: Dict[str, ast.AST] = field(default_factory=dict)
    # name -> (module, name or None for the module itself) for `import`/`from … import …`
    imports: Dict[str, tuple] = field(default_factory=dict)


@dataclass(frozen=True)
class Definition:
    module: Module
    name: str
    node: ast.AST  # ClassDef, Assign or AnnAssign

    @property
    def qualified(self) -> str:
        return f"{self.module.name}.{self.name}"


Resolved = Union[Definition, Module, None]


def _collect(module: Module, body, under_type_checking: bool = False) -> None:
    for stmt in body:
        if isinstance(stmt, ast.ClassDef) or isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            module.definitions[stmt.name] = stmt
        elif isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    module.definitions[target.id] = stmt
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
            module.definitions[stmt.target.id] = stmt
        elif isinstance(stmt, ast.ImportFrom):
            base = _absolute_from(module, stmt.module, stmt.level)
            for alias in stmt.names:
                if alias.name == "*":
                    module.imports.setdefault("*", [])
                    module.imports["*"].append(base)
                    continue
                module.imports[alias.asname or alias.name] = (base, alias.name)
        elif isinstance(stmt, ast.Import):
            for alias in stmt.names:
                if alias.asname:
                    module.imports[alias.asname] = (alias.name, None)
                else:
                    module.imports[alias.name.split(".")[0]] = (alias.name.split(".")[0], None)
        elif isinstance(stmt, ast.If):
            # `if TYPE_CHECKING:` / version checks: the first branch is what type checkers read.
            _collect(module, stmt.body, True)
            for inner in stmt.orelse:
                if isinstance(inner, (ast.Assign, ast.AnnAssign, ast.ClassDef)):
                    names = [t.id for t in getattr(inner, "targets", []) if isinstance(t, ast.Name)]
                    if isinstance(inner, ast.ClassDef):
                        names = [inner.name]
                    if isinstance(inner, ast.AnnAssign) and isinstance(inner.target, ast.Name):
                        names = [inner.target.id]
                    for n in names:
                        module.definitions.setdefault(n, inner)
        elif isinstance(stmt, ast.Try):
            _collect(module, stmt.body, under_type_checking)


def _absolute_from(module: Module, target: Optional[str], level: int) -> str:
    if level == 0:
        return target or ""
    parts = module.name.split(".")
    if not module.is_package:
        parts = parts[:-1]
    if level > 1:
        parts = parts[: len(parts) - (level - 1)]
    base = ".".join(parts)
    if target:
        return f"{base}.{target}" if base else target
    return base


class ModuleIndex:
    """The modules of one package under `src_root` (the folder that holds the package folder)."""

    def __init__(self, src_root: str):
        self.src_root = src_root
        self._cache: Dict[str, Optional[Module]] = {}

    def module(self, name: str) -> Optional[Module]:
        if name in self._cache:
            return self._cache[name]
        rel = name.replace(".", "/")
        result = None
        for candidate, is_package in ((rel + ".py", False), (rel + "/__init__.py", True)):
            full = os.path.join(self.src_root, candidate)
            if os.path.isfile(full):
                with open(full, encoding="utf-8") as handle:
                    tree = ast.parse(handle.read(), filename=candidate)
                result = Module(name=name, path=candidate, tree=tree, is_package=is_package)
                _collect(result, tree.body)
                break
        self._cache[name] = result
        return result

    def module_for_path(self, rel_path: str) -> Optional[Module]:
        rel = rel_path[:-3] if rel_path.endswith(".py") else rel_path
        if rel.endswith("/__init__"):
            rel = rel[: -len("/__init__")]
        return self.module(rel.replace("/", "."))

    def resolve(self, module: Module, name: str, _depth: int = 0) -> Resolved:
        """Where `name`, as seen from `module`, is defined."""
        if _depth > 40:
            return None
        if name in module.definitions:
            return Definition(module, name, module.definitions[name])
        if name in module.imports and name != "*":
            target_module, target_name = module.imports[name]
            if target_name is None:
                return self.module(target_module)
            # `from . import x` may name a submodule.
            sub = self.module(f"{target_module}.{target_name}") if target_module else None
            owner = self.module(target_module) if target_module else None
            if owner is not None:
                found = self.resolve(owner, target_name, _depth + 1)
                if found is not None:
                    return found
            return sub
        for star in module.imports.get("*", []):
            owner = self.module(star)
            if owner is not None:
                found = self.resolve(owner, name, _depth + 1)
                if found is not None:
                    return found
        if module.is_package:
            return self.module(f"{module.name}.{name}")
        return None

    def resolve_expr(self, module: Module, node: ast.AST) -> Resolved:
        """Resolves a `Name` or a dotted `Attribute` chain."""
        if isinstance(node, ast.Name):
            return self.resolve(module, node.id)
        if isinstance(node, ast.Attribute):
            owner = self.resolve_expr(module, node.value)
            if isinstance(owner, Module):
                return self.resolve(owner, node.attr)
        return None

    def external_name(self, module: Module, name: str) -> Optional[str]:
        """The dotted origin of a name imported from outside the package (e.g. `typing.Optional`)."""
        if name in module.imports and name != "*":
            target_module, target_name = module.imports[name]
            if self.module(target_module) is None and target_module and not target_module.startswith("."):
                return f"{target_module}.{target_name}" if target_name else target_module
        return None
