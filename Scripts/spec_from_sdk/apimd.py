"""Reads the method lists of an SDK's `api.md` files.

Each method is one line such as
`<code title="get /chat/completions/{completion_id}">client.chat.completions.<a href="./src/…/completions.py">retrieve</a>(…) -> <a …>ChatCompletion</a></code>`.
"""

from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass
from typing import List, Tuple

LINE = re.compile(
    r'<code title="(?P<verb>[a-z]+) (?P<path>[^"]+)">(?P<client>[\w.]+)\.'
    r'<a href="(?P<file>[^"]+)">(?P<method>\w+)</a>\((?P<args>.*?)\)(?: -> (?P<returns>.*))?</code>'
)
TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class ApiMethod:
    verb: str  # lower case HTTP method
    path: str  # as api.md writes it
    accessor: str  # e.g. "client.chat.completions"
    method: str  # e.g. "retrieve"
    source: str  # resource file relative to the sdist root, e.g. "src/openai/resources/chat/…py"
    returns: str  # the return type as api.md prints it (text only)
    api_md: str  # which api.md listed it, relative to the sdist root

    @property
    def sdk_method(self) -> str:
        return f"{self.accessor}.{self.method}"


def api_md_files(root: str, package: str) -> List[str]:
    """The top `api.md` and every `src/<package>/resources/**/api.md`, relative to `root`, sorted."""
    found = []
    if os.path.isfile(os.path.join(root, "api.md")):
        found.append("api.md")
    resources = os.path.join(root, "src", package, "resources")
    for folder, dirs, files in os.walk(resources):
        dirs.sort()
        if "api.md" in files:
            found.append(os.path.relpath(os.path.join(folder, "api.md"), root).replace(os.sep, "/"))
    return sorted(found, key=lambda p: (p != "api.md", p))


def parse_api_md(text: str, api_md_path: str = "api.md") -> List[ApiMethod]:
    base = os.path.dirname(api_md_path)
    methods = []
    for match in LINE.finditer(text):
        source = match.group("file")
        if source.startswith("./"):
            source = source[2:]
        # Links are relative to the sdist root (also in nested api.md files); fall back to the
        # api.md's own folder for a link that is not.
        if not source.startswith("src/"):
            source = os.path.normpath(os.path.join(base, source)).replace(os.sep, "/")
        methods.append(
            ApiMethod(
                verb=match.group("verb").lower(),
                path=match.group("path"),
                accessor=match.group("client"),
                method=match.group("method"),
                source=source,
                returns=TAG.sub("", match.group("returns") or "").strip(),
                api_md=api_md_path,
            )
        )
    return methods


CODE_BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def parse_api_md_types(text: str) -> List[Tuple[str, str]]:
    """The (module, name) pairs of the `Types:` blocks: `from openai.types.live import (A, B)`."""
    found = []
    for block in CODE_BLOCK.findall(text):
        try:
            tree = ast.parse(block)
        except SyntaxError:
            continue
        for stmt in tree.body:
            if isinstance(stmt, ast.ImportFrom) and stmt.module and stmt.level == 0:
                found.extend((stmt.module, alias.name) for alias in stmt.names)
    return found


def read_types(root: str, package: str) -> List[Tuple[str, str]]:
    types: List[Tuple[str, str]] = []
    for rel in api_md_files(root, package):
        with open(os.path.join(root, rel), encoding="utf-8") as handle:
            types.extend(parse_api_md_types(handle.read()))
    return types


def read_methods(root: str, package: str) -> List[ApiMethod]:
    methods: List[ApiMethod] = []
    for rel in api_md_files(root, package):
        with open(os.path.join(root, rel), encoding="utf-8") as handle:
            methods.extend(parse_api_md(handle.read(), rel))
    return methods
