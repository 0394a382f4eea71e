"""Finds, downloads (with pip) and unpacks a pinned source distribution."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tarfile
from typing import Tuple


def sha256(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def download(requirement: str, cache: str) -> str:
    """`pip download` of one pinned sdist (`name==version`) into `cache`; the file's path."""
    name, version = requirement.split("==")
    expected = os.path.join(cache, f"{name}-{version}.tar.gz")
    if os.path.isfile(expected):
        return expected
    os.makedirs(cache, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                    "--dest", cache, requirement], check=True)
    if not os.path.isfile(expected):
        raise SystemExit(f"spec-from-sdk: pip did not leave {expected}")
    return expected


def unpack(archive: str, into: str) -> Tuple[str, str, str]:
    """Unpacks the sdist; returns (root folder, package name, version)."""
    base = os.path.basename(archive)
    stem = base[: -len(".tar.gz")] if base.endswith(".tar.gz") else base
    name, version = stem.rsplit("-", 1)
    root = os.path.join(into, stem)
    if not os.path.isdir(root):
        with tarfile.open(archive) as tar:
            members = [m for m in tar.getmembers() if m.isfile() or m.isdir()]
            for m in members:
                if m.name.startswith("/") or ".." in m.name.split("/"):
                    raise SystemExit(f"spec-from-sdk: unsafe path in {archive}: {m.name}")
            tar.extractall(into, members=members)
    return root, name.replace("-", "_"), version
