"""The commands of Scripts/spec-from-sdk."""

from __future__ import annotations

import argparse
import json
import os
import sys

from . import sdist
from .document import DocumentBuilder

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CACHE = os.path.join(REPO, ".build-spec-from-sdk")


def dump(document: dict) -> str:
    """Deterministic JSON: sorted object keys, arrays in their meaningful order, a final newline."""
    return json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def _source(args) -> tuple:
    if args.sdist:
        archive = args.sdist
    else:
        archive = sdist.download(args.package, os.path.join(CACHE, "sdists"))
    into = os.path.join(CACHE, "unpacked")
    os.makedirs(into, exist_ok=True)
    root, package, version = sdist.unpack(archive, into)
    return archive, root, package, version


def extract(args) -> int:
    archive, root, package, version = _source(args)
    builder = DocumentBuilder(root, package, version)
    document = builder.build(sdist.sha256(archive))
    text = dump(document)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)
    for problem in builder.problems:
        print(f"spec-from-sdk: warning: {problem}", file=sys.stderr)
    ops = sum(len([k for k in item if k in ("get", "post", "put", "patch", "delete")]) for item in document["paths"].values())
    print(f"spec-from-sdk: {package} {version}: {ops} operations, {len(document['components']['schemas'])} schemas",
          file=sys.stderr)
    return 0


def compare_cmd(args) -> int:
    from .compare import run
    return run(args)


def endpoints_cmd(args) -> int:
    from .endpoints import run
    return run(args)


def merge_cmd(args) -> int:
    from .merge import run
    return run(args)


def record_cmd(args) -> int:
    from .record import run
    return run(args)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="spec-from-sdk")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("extract", help="write the OpenAPI document of an SDK")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--package", help="a pinned requirement, e.g. openai==3.57.0 (downloaded with pip)")
    src.add_argument("--sdist", help="a source distribution already on disk")
    p.add_argument("--out", help="output file (default: standard output)")
    p.set_defaults(func=extract)

    c = sub.add_parser("compare", help="structural comparison of a derived document with a published spec")
    c.add_argument("derived")
    c.add_argument("published")
    c.add_argument("--details", type=int, default=0, help="print up to N differences of each kind")
    c.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    c.set_defaults(func=compare_cmd)

    e = sub.add_parser("endpoints", help="(method, path) pairs a derived document has and a spec lacks")
    e.add_argument("derived")
    e.add_argument("published")
    e.add_argument("--overlay", action="append", default=[])
    e.add_argument("--list", action="store_true", help="list every missing endpoint")
    e.set_defaults(func=endpoints_cmd)

    m = sub.add_parser("merge", help="the overlay that adds what a derived document has and a published spec lacks")
    m.add_argument("derived")
    m.add_argument("published")
    m.add_argument("--out", required=True, help="the overlay to write (JSON)")
    m.add_argument("--report", help="the Markdown report to write: what was added, what the spec keeps that the SDK lacks")
    m.add_argument("--keep-twins", action="store_true",
                   help="give the spec's twin components (BetaX and X, one shape) the same additions, the GA class's first")
    m.add_argument("--one-member-per-tag", action="store_true",
                   help="add one union member per tag or kind (not a model's and its params' both), none of a class the tool could not read")
    m.add_argument("--add-types", nargs="+", metavar="SDK_TYPE_PREFIX",
                   help="also add the components whose x-sdk-type starts with one of these (a connection's event unions, "
                        "which no operation reaches), named after their package (`openai.types.live` → `Live…`)")
    m.set_defaults(func=merge_cmd)

    r = sub.add_parser("record", help="record the requests an SDK's own tests/api_resources send (issue 44)")
    r.add_argument("--package", required=True, help="a pinned requirement, e.g. openai==3.57.0, or `all` (sdks.txt)")
    r.add_argument("--out", help="the JSON Lines file (default: Spec/conformance/<package>-<version>.requests.jsonl)")
    r.add_argument("--tests", default="tests/api_resources", help="the sdist's tests to run (a path under tests/)")
    r.set_defaults(func=record_cmd)

    args = parser.parse_args(argv)
    return args.func(args)
