"""A pytest plugin loaded (`-p record_plugin`) into an SDK's own test run by `spec-from-sdk record`.

It runs in the SDK's test environment, not the tool's: it keeps the synchronous tests only, sets
the header `x-conformance-test` on every request an httpx2 client sends to the id of the
running test, and writes each test's outcome to the file named by SPEC_FROM_SDK_OUTCOMES.
"""

import base64
import inspect
import json
import os
import sys
import urllib.parse

import pytest

HEADER = "x-conformance-test"
_current = {"test": ""}
_outcomes = {}
_sent = {}  # test id → requests its clients sent (to the recorder, or to a mocked transport)


def _tag_clients() -> None:
    # httpx itself is patched only when already imported: an SDK's tests may alias it to httpx2,
    # which must happen before anything imports it.
    for name in ("httpx2", "httpx"):
        if name == "httpx" and name not in sys.modules:
            continue
        try:
            module = __import__(name)
        except ImportError:
            continue
        original = module.Client.send
        if getattr(original, "_conformance_tag", False):
            continue

        def send(self, request, *args, _original=original, **kwargs):
            request.headers[HEADER] = urllib.parse.quote(_current["test"], safe="/:[]-_.")
            _sent[_current["test"]] = _sent.get(_current["test"], 0) + 1
            _capture(request)
            return _original(self, request, *args, **kwargs)

        send._conformance_tag = True
        module.Client.send = send


def _capture(request) -> None:
    """The request as the client hands it to its transport, for the tests whose transport is mocked
    (respx) and so never reaches the recorder. Credentials are not written."""
    path = os.environ.get("SPEC_FROM_SDK_SENDS")
    if not path or len(_sent) > 100_000:
        return
    try:
        body = request.read()
    except Exception:  # a stream that cannot be read twice: the recorder still sees it
        body = b""
    headers = {k.lower(): v for k, v in request.headers.items()
               if k.lower() not in ("authorization", "x-api-key", "api-key", "cookie")}
    line = {"test": _current["test"], "method": request.method, "target": request.url.raw_path.decode("ascii"),
            "headers": headers, "body": base64.b64encode(body).decode("ascii")}
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(line) + "\n")


_tag_clients()


def pytest_collection_modifyitems(config, items):
    kept, dropped = [], []
    for item in items:
        function = getattr(item, "function", None)
        asynchronous = inspect.iscoroutinefunction(function) or "async_client" in getattr(item, "fixturenames", ())
        (dropped if asynchronous else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _current["test"] = item.nodeid
    yield
    _current["test"] = ""


def _reason(report) -> str:
    crash = getattr(getattr(report, "longrepr", None), "reprcrash", None)
    if crash is not None:
        text = crash.message
    elif isinstance(report.longrepr, tuple) and len(report.longrepr) == 3:
        text = report.longrepr[2]  # a skip: (file, line, reason)
    else:
        text = str(report.longrepr or "")
    return text.strip().splitlines()[0][:200] if text.strip() else ""


def pytest_runtest_logreport(report):
    entry = _outcomes.setdefault(report.nodeid, {"outcome": "passed"})
    if report.skipped:
        entry.update(outcome="skipped", reason=_reason(report))
    elif report.failed and entry["outcome"] != "failed":
        entry.update(outcome="failed" if report.when == "call" else f"error in {report.when}", reason=_reason(report))


def pytest_sessionfinish(session, exitstatus):
    for test, entry in _outcomes.items():
        entry["client_sends"] = _sent.get(test, 0)
    path = os.environ.get("SPEC_FROM_SDK_OUTCOMES")
    if path:
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(_outcomes, handle, sort_keys=True, indent=1)
