"""Which endpoints an SDK calls that a published spec (with its overlays) lacks.

An endpoint is (method, path) with path-parameter names normalized (`{}`), counted twice: as
issue 44 counts them, without the query an SDK adds to a path (Anthropic's beta methods call
`/v1/files?beta=true`, its non-beta twins `/v1/files`: one endpoint), and with it, as the
generator sees operations (two).
"""

from __future__ import annotations

import re
from typing import Dict, Set, Tuple

from .sides import load, operations


def apply_path_updates(document: dict, overlay: dict) -> int:
    """Applies an overlay's `update` actions on `$.paths` and on one path item
    (`$['paths']['/v1/files']`, a method added to a path the spec has): the ones that add endpoints."""
    added = 0
    paths = document.setdefault("paths", {})
    for action in overlay.get("actions") or []:
        update = action.get("update")
        if not isinstance(update, dict):
            continue
        target = action.get("target")
        one = re.fullmatch(r"\$\['paths'\]\['([^']*)'\]", str(target))
        items = update.items() if target == "$.paths" else [(one.group(1), update)] if one else []
        for path, item in items:
            before = set(paths.get(path, {}))
            paths.setdefault(path, {}).update(item)
            added += len(set(paths[path]) - before)
    return added


def endpoint_sets(derived: dict, published: dict, keep_query: bool) -> Tuple[Set, Set]:
    return set(operations(derived, keep_query)), set(operations(published, keep_query))


def run(args) -> int:
    derived = load(args.derived)
    published = load(args.published)
    added = 0
    for path in args.overlay:
        added += apply_path_updates(published, load(path))
    package = derived.get("info", {}).get("x-sdk-package", "sdk")
    version = derived.get("info", {}).get("x-sdk-version", "")
    for keep_query, label in ((False, "query suffix ignored (as issue 44 counts)"), (True, "query suffix kept (as operations)")):
        sdk, spec = endpoint_sets(derived, published, keep_query)
        print(f"{package} {version}, {label}: the SDK calls {len(sdk)}; the spec{' + overlay' if args.overlay else ''} "
              f"has {len(spec)}{f' ({added} added by the overlay)' if args.overlay and not keep_query else ''}; "
              f"both {len(sdk & spec)}; SDK only {len(sdk - spec)}; spec only {len(spec - sdk)}")
        if args.list and not keep_query:
            groups: Dict[str, list] = {}
            for verb, path in sorted(sdk - spec, key=lambda k: (k[1], k[0])):
                top = "/".join(path.split("/")[:3]) if path.startswith("/v1/") else "/".join(path.split("/")[:2])
                groups.setdefault(top, []).append(f"{verb.upper()} {path}")
            for top in sorted(groups):
                print(f"  {top} ({len(groups[top])})")
                for line in groups[top]:
                    print(f"    {line}")
            for verb, path in sorted(spec - sdk, key=lambda k: (k[1], k[0])):
                print(f"  spec only: {verb.upper()} {path}")
    return 0
