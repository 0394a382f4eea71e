"""A loopback HTTP recorder for the requests an SDK's own tests send (issue 44, request conformance).

`normalize` turns one raw request into a deterministic record (no ports, no random values, no
credentials); `Recorder` is the server, on 127.0.0.1 and an ephemeral port, that answers every
request with something an SDK accepts well enough to go on (`{}`, or an empty event stream).
"""

from __future__ import annotations

import hashlib
import json
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Dict, List

# The header the pytest plugin (record_plugin.py) sets to the id of the test that sends a request.
TEST_HEADER = "x-conformance-test"

# Headers kept in a record. Every other header is left out; credentials never reach a record.
KEPT_HEADERS = ("content-type", "accept", "openai-beta", "anthropic-beta", "anthropic-version",
                "idempotency-key")
KEPT_PREFIXES = ("openai-", "anthropic-")
DROPPED_HEADERS = ("authorization", "x-api-key", "api-key", "cookie", "proxy-authorization")

MAX_BODY = 64 * 1024 * 1024
MAX_REQUESTS = 50_000
MAX_TEXT = 4096


def _digest(data: bytes) -> Dict[str, object]:
    return {"length": len(data), "sha256": hashlib.sha256(data).hexdigest()}


def content_type_parameters(value: str) -> Dict[str, str]:
    """`multipart/form-data; boundary=x` → {"boundary": "x"} (keys lowercased, quotes dropped)."""
    params = {}
    for piece in value.split(";")[1:]:
        if "=" in piece:
            key, _, val = piece.strip().partition("=")
            params[key.strip().lower()] = val.strip().strip('"')
    return params


def parse_multipart(body: bytes, boundary: str) -> List[Dict[str, object]]:
    """The parts of a multipart/form-data body, in order: name, filename, content type, and the value
    of a text part or the length and SHA-256 of a file part."""
    delimiter = b"--" + boundary.encode("latin-1")
    chunks = body.split(delimiter)
    parts = []
    for chunk in chunks[1:]:
        if chunk.startswith(b"--"):
            break  # the closing delimiter
        if chunk.startswith(b"\r\n"):
            chunk = chunk[2:]
        if chunk.endswith(b"\r\n"):
            chunk = chunk[:-2]
        head, sep, content = chunk.partition(b"\r\n\r\n")
        if not sep:
            parts.append({"malformed": _digest(chunk)})
            continue
        headers = {}
        for line in head.decode("utf-8", "replace").split("\r\n"):
            key, _, val = line.partition(":")
            headers[key.strip().lower()] = val.strip()
        disposition = headers.get("content-disposition", "")
        params = content_type_parameters(disposition)
        part: Dict[str, object] = {"name": params.get("name")}
        if "filename" in params:
            part["filename"] = params["filename"]
        if "content-type" in headers:
            part["content_type"] = headers["content-type"]
        if "filename" in params:
            part["file"] = _digest(content)
        else:
            try:
                part["value"] = content.decode("utf-8")
            except UnicodeDecodeError:
                part["file"] = _digest(content)
        parts.append(part)
    return parts


def normalize_body(content_type: str, body: bytes) -> Dict[str, object]:
    """JSON bodies parsed, multipart bodies as parts, anything else as its length and SHA-256 (and
    its text when short UTF-8)."""
    if not body:
        return {"kind": "none"}
    media = content_type.split(";")[0].strip().lower()
    if media == "application/json" or media.endswith("+json"):
        try:
            return {"kind": "json", "json": json.loads(body)}
        except ValueError:
            pass
    if media == "multipart/form-data":
        boundary = content_type_parameters(content_type).get("boundary")
        if boundary:
            return {"kind": "multipart", "parts": parse_multipart(body, boundary)}
    if media == "application/x-www-form-urlencoded":
        return {"kind": "form", "form": urllib.parse.parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True)}
    record: Dict[str, object] = {"kind": "bytes", **_digest(body)}
    if len(body) <= MAX_TEXT:
        try:
            record["text"] = body.decode("utf-8")  # a short text body (an SDP offer) is kept as it is
        except UnicodeDecodeError:
            pass
    return record


def normalize_headers(headers: Dict[str, str]) -> Dict[str, str]:
    """The kept headers, names lowercased; the multipart boundary and idempotency keys (random per
    run) replaced by a mark that says they were there."""
    kept = {}
    for name, value in headers.items():
        name = name.lower()
        if name in DROPPED_HEADERS or name.startswith("x-stainless"):
            continue
        if name in KEPT_HEADERS or name.startswith(KEPT_PREFIXES):
            kept[name] = value
    if "content-type" in kept and "boundary=" in kept["content-type"]:
        kept["content-type"] = kept["content-type"].split(";")[0].strip() + "; boundary=<boundary>"
    if "idempotency-key" in kept:
        kept["idempotency-key"] = "<present>"
    return dict(sorted(kept.items()))


def normalize(method: str, target: str, headers: Dict[str, str], body: bytes) -> Dict[str, object]:
    """One request as a record (without the test id and order, which the recorder adds)."""
    split = urllib.parse.urlsplit(target)
    lowered = {k.lower(): v for k, v in headers.items()}
    return {
        "method": method.upper(),
        "path": split.path,
        "query_raw": split.query,
        "query": [list(pair) for pair in urllib.parse.parse_qsl(split.query, keep_blank_values=True)],
        "headers": normalize_headers(lowered),
        "body": normalize_body(lowered.get("content-type", ""), body),
    }


def wants_stream(headers: Dict[str, str], record: Dict[str, object]) -> bool:
    if "text/event-stream" in headers.get("accept", ""):
        return True
    body = record.get("body") or {}
    return body.get("kind") == "json" and isinstance(body.get("json"), dict) and body["json"].get("stream") is True


class Recorder:
    """The server: every request becomes a record, tagged with the test id header and an order."""

    def __init__(self) -> None:
        self.records: List[Dict[str, object]] = []
        self.overflow = 0
        self._lock = threading.Lock()
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            timeout = 60  # a silent client gives up its thread after a minute

            def log_message(self, *args) -> None:  # no request lines (and no headers) on stderr
                pass

            def _handle(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                if length > MAX_BODY:
                    self._answer(413, "application/json", b"{}")
                    self.close_connection = True
                    return
                body = self.rfile.read(length) if length else b""
                headers = {k.lower(): v for k, v in self.headers.items()}
                record = normalize(self.command, self.path, headers, body)
                test = urllib.parse.unquote(headers.get(TEST_HEADER, ""))
                recorder.add(test, record)
                if wants_stream(headers, record):
                    self._answer(200, "text/event-stream", b"")
                else:
                    self._answer(200, "application/json", b"{}")

            def _answer(self, status: int, content_type: str, payload: bytes) -> None:
                self.send_response(status)
                self.send_header("content-type", content_type)
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = _handle

        class Server(ThreadingHTTPServer):
            def handle_error(self, request, client_address) -> None:  # a client that hung up: no trace
                recorder.connection_errors += 1

        self.connection_errors = 0
        self.server = Server(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.2}, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def add(self, test: str, record: Dict[str, object]) -> None:
        with self._lock:
            if len(self.records) >= MAX_REQUESTS:
                self.overflow += 1
                return
            self.records.append({"test": test, "arrival": len(self.records), **record})

    def __enter__(self) -> "Recorder":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=10)


def ordered(records: List[Dict[str, object]]) -> List[Dict[str, object]]:
    """Sorted by test id, then arrival; `arrival` becomes `order`, the index within the test."""
    result: List[Dict[str, object]] = []
    counts: Dict[str, int] = {}
    for record in sorted(records, key=lambda r: (r["test"], r["arrival"])):
        out = {k: v for k, v in record.items() if k != "arrival"}
        out["order"] = counts.get(record["test"], 0)
        counts[record["test"]] = out["order"] + 1
        result.append(out)
    return result


def jsonl(records: List[Dict[str, object]]) -> str:
    lines = [json.dumps(r, sort_keys=True, ensure_ascii=False, separators=(",", ":")) for r in records]
    return "".join(line + "\n" for line in lines)
