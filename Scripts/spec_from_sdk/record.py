"""`spec-from-sdk record`: the requests an official SDK sends in its own tests/api_resources.

The SDK's sync tests run with pytest in an environment of their own (the SDK from its sdist plus
the pinned test dependencies of record-requirements/<package>-<version>.txt), against the loopback
recorder of recorder.py. The result is Spec/conformance/<package>-<version>.requests.jsonl (one
request a line, sorted by test id and order) and a summary beside it.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from typing import Dict, List

from . import sdist
from .recorder import MAX_REQUESTS, Recorder, jsonl, normalize, ordered

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
CACHE = os.path.join(REPO, ".build-spec-from-sdk")
PIP = ["--disable-pip-version-check", "--timeout", "20", "--retries", "1"]
PYTEST_TIMEOUT = 1800  # seconds for one SDK's whole run


def requirements_file(package: str, version: str) -> str:
    return os.path.join(HERE, "record-requirements", f"{package}-{version}.txt")


def test_venv(package: str, version: str, archive: str) -> str:
    """The SDK's test environment, made again when its requirements or its sdist change."""
    venv = os.path.join(CACHE, f"test-venv-{package}-{version}")
    with open(requirements_file(package, version), encoding="utf-8") as handle:
        stamp = handle.read() + "sdist sha256 " + sdist.sha256(archive) + "\n"
    stamp_path = os.path.join(venv, "record-stamp.txt")
    python = os.path.join(venv, "bin", "python")
    if os.path.isfile(stamp_path) and open(stamp_path, encoding="utf-8").read() == stamp:
        return python
    shutil.rmtree(venv, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "venv", venv], check=True, timeout=300)
    subprocess.run([python, "-m", "pip", "install", "--quiet", *PIP, "-r", requirements_file(package, version), archive],
                   check=True, timeout=1200)
    with open(stamp_path, "w", encoding="utf-8") as handle:
        handle.write(stamp)
    return python


def early_plugins(root: str) -> List[str]:
    """The `-p NAME` options of the sdist's own pytest addopts (e.g. an import alias the tests need)."""
    try:
        with open(os.path.join(root, "pyproject.toml"), "rb") as handle:
            config = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError):
        return []
    addopts = config.get("tool", {}).get("pytest", {}).get("ini_options", {}).get("addopts", "")
    words = addopts.split() if isinstance(addopts, str) else list(addopts)
    return [arg for i, word in enumerate(words) if word == "-p" and i + 1 < len(words) for arg in ("-p", words[i + 1])]


PYTEST_INI = """[pytest]
asyncio_mode = auto
asyncio_default_fixture_loop_scope = session
pythonpath = .
"""


def run_tests(python: str, root: str, recorder: Recorder, work: str, tests: str = "tests/api_resources"):
    """Runs the sdist's tests/api_resources (a copy, in `work`) against the recorder; the outcomes."""
    shutil.copytree(os.path.join(root, "tests"), os.path.join(work, "tests"))
    shutil.copy(os.path.join(HERE, "record_plugin.py"), os.path.join(work, "record_plugin.py"))
    with open(os.path.join(work, "pytest.ini"), "w", encoding="utf-8") as handle:
        handle.write(PYTEST_INI)
    outcomes = os.path.join(work, "outcomes.json")
    sends = os.path.join(work, "sends.jsonl")
    env = {key: os.environ[key] for key in ("PATH", "HOME", "LANG", "TMPDIR") if key in os.environ}
    env.update(TEST_API_BASE_URL=recorder.url, PYTHONPATH=work, SPEC_FROM_SDK_OUTCOMES=outcomes,
               SPEC_FROM_SDK_SENDS=sends,
               PYTHONDONTWRITEBYTECODE="1", NO_COLOR="1")
    command = [python, "-m", "pytest", "-c", "pytest.ini", "--rootdir", ".", "-q", "--tb=no", "-p", "no:cacheprovider",
               *early_plugins(root), "-p", "record_plugin", tests]
    result = subprocess.run(command, cwd=work, env=env, timeout=PYTEST_TIMEOUT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    tail = result.stdout.strip().splitlines()[-1:] or ["(no output)"]
    print(f"spec-from-sdk: pytest exit {result.returncode}: {tail[0]}", file=sys.stderr)
    if not os.path.isfile(outcomes):
        print(result.stdout[-4000:], file=sys.stderr)
        raise SystemExit("spec-from-sdk: the test run wrote no outcomes")
    with open(outcomes, encoding="utf-8") as handle:
        result = json.load(handle)
    mocked = []
    if os.path.isfile(sends):
        with open(sends, encoding="utf-8") as handle:
            mocked = [json.loads(line) for line in handle if line.strip()]
    return result, mocked


def from_mocked_transport(records: List[dict], sends: List[dict]) -> List[dict]:
    """Records of the requests that tests sent to a mocked transport (respx) and so not to the
    recorder: the client's own view of them, normalized the same way, marked by `via`. Only tests
    the recorder saw nothing from are taken, so that no request is counted twice."""
    seen = {record["test"] for record in records}
    added = []
    for index, send in enumerate(sends):
        if send["test"] in seen:
            continue
        record = normalize(send["method"], send["target"], send["headers"], base64.b64decode(send["body"]))
        added.append({"test": send["test"], "arrival": MAX_REQUESTS + index, "via": "client (mocked transport)", **record})
    return added


def kind(test_id: str) -> str:
    """`…::test_raw_response_create[loose]` → `raw_response`: which way the test calls the method."""
    name = test_id.split("::")[-1]
    match = re.match(r"test_(method|raw_response|streaming_response|path_params)_", name)
    return match.group(1) if match else "other"


def summarize(package: str, version: str, outcomes: Dict[str, dict], records: List[dict], overflow: int) -> dict:
    sent: Dict[str, int] = {}
    for record in records:
        sent[record["test"]] = sent.get(record["test"], 0) + 1
    kinds: Dict[str, Dict[str, int]] = {}
    silent: Dict[str, dict] = {}
    for test, outcome in outcomes.items():
        k = kinds.setdefault(kind(test), {"tests": 0, "requests": 0, "tests_without_request": 0})
        k["tests"] += 1
        k["requests"] += sent.get(test, 0)
        if not sent.get(test):
            k["tests_without_request"] += 1
            silent[test] = outcome
    reasons: Dict[str, int] = {}
    for test, outcome in silent.items():
        if kind(test) == "path_params" and outcome["outcome"] == "passed":
            reason = "passed: checks that an empty path parameter raises before anything is sent"
        else:
            reason = outcome["outcome"] + ": " + (re.sub(r"`[^`]*`", "`…`", outcome.get("reason", "")) or "sent nothing")
        reasons[reason] = reasons.get(reason, 0) + 1
    untagged = sum(1 for r in records if r["test"] not in outcomes)
    return {
        "sdk": f"{package}=={version}",
        "tests_run": len(outcomes),
        "requests_recorded": len(records),
        "requests_from_mocked_transport": sum(1 for r in records if r.get("via", "recorder") != "recorder"),
        "requests_without_test": untagged,
        "requests_over_limit": overflow,
        "tests_without_request": len(silent),
        "by_kind": kinds,
        "outcomes": {o: sum(1 for v in outcomes.values() if v["outcome"] == o) for o in sorted({v["outcome"] for v in outcomes.values()})},
        "without_request_reasons": dict(sorted(reasons.items())),
        "without_request": {test: silent[test] for test in sorted(silent)},
    }


def record_one(requirement: str, out: str, tests: str = "tests/api_resources") -> dict:
    package, version = requirement.split("==")
    if not os.path.isfile(requirements_file(package, version)):
        raise SystemExit(f"spec-from-sdk: no {os.path.relpath(requirements_file(package, version), REPO)}")
    archive = sdist.download(requirement, os.path.join(CACHE, "sdists"))
    into = os.path.join(CACHE, "unpacked")
    os.makedirs(into, exist_ok=True)
    root, _, _ = sdist.unpack(archive, into)
    python = test_venv(package, version, archive)
    with tempfile.TemporaryDirectory(prefix="spec-from-sdk-record-") as work:
        with Recorder() as recorder:
            outcomes, sends = run_tests(python, root, recorder, work, tests)
    seen = [{"via": "recorder", **record} for record in recorder.records]
    records = ordered(seen + from_mocked_transport(seen, sends))
    with open(out, "w", encoding="utf-8") as handle:
        handle.write(jsonl(records))
    summary = summarize(package, version, outcomes, records, recorder.overflow)
    summary_path = out[: -len(".requests.jsonl")] + ".summary.json" if out.endswith(".requests.jsonl") else out + ".summary.json"
    with open(summary_path, "w", encoding="utf-8") as handle:
        handle.write(json.dumps(summary, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"spec-from-sdk: {requirement}: {summary['tests_run']} tests, {summary['requests_recorded']} requests, "
          f"{summary['tests_without_request']} tests without a request "
          f"({recorder.connection_errors} connections the client closed early, not in the summary: it varies by run)",
          file=sys.stderr)
    return summary


def run(args) -> int:
    if args.package == "all":
        with open(os.path.join(HERE, "sdks.txt"), encoding="utf-8") as handle:
            requirements = [line.strip() for line in handle if line.strip() and not line.startswith("#")]
        if args.out:
            raise SystemExit("spec-from-sdk: --out is for one package")
    else:
        requirements = [args.package]
    os.makedirs(os.path.join(REPO, "Spec", "conformance"), exist_ok=True)
    for requirement in requirements:
        out = args.out or os.path.join(REPO, "Spec", "conformance", requirement.replace("==", "-") + ".requests.jsonl")
        record_one(requirement, out, args.tests)
    return 0
