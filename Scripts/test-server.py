#!/usr/bin/env python3
"""Loopback HTTP/1.1 server for the AIClientRuntime tests (Python 3 standard library only).

Usage: python3 Scripts/test-server.py [--port N] [--lifetime SECONDS]

Binds 127.0.0.1 (port 0 by default: the OS picks one) and prints the chosen port alone on the
first line of stdout. It exits when stdin reaches end-of-file (the test process that started it
went away), on SIGTERM, or after --lifetime seconds, so it never outlives the tests.

Routes (any method unless noted; query parameters in brackets):
  /echo                      JSON: method, path, raw query, parsed query, headers, body size,
                             sha256 and adler32, the body itself when it is short JSON or text
  /json                      a fixed JSON object
  /status                    [code] an empty response with that status
  /empty                     200 with an empty body;  /no-content: 204
  /error/openai              [status] OpenAI error envelope, x-request-id header
  /error/anthropic           [status] Anthropic error envelope, request-id header
  /error/text                [status] a plain-text (non-JSON) error body
  /ratelimit                 429 with OpenAI + Anthropic rate-limit headers, retry-after(-ms)
  /download                  [size, chunked] deterministic bytes (i % 251)
  /pages                     [after | after_id, limit] 7 items in pages of 3: data, has_more,
                             first_id, last_id
  /numbered-pages            [page] 3 pages with an opaque next_page token
  /jsonl                     [n] n JSON lines, chunked, one line per chunk
  /slow-stream               [id, interval, count] chunked lines every interval seconds; records
                             when the client disconnects: /slow-stream/status [id] tells
  /drop                      [size, mode=length|chunked] announces more than it sends, sends
                             `size` bytes, then closes the connection
  /sse                       [chunk, delay_ms, body] serves `body` (GET query) or the request
                             body (POST) as text/event-stream in chunks of `chunk` bytes
  /flaky                     [key, fail, status, retry_after_ms] answers `status` (with an
                             OpenAI envelope) to the first `fail` requests of `key`, then 200
  /flaky/count               [key] how many requests `key` has seen
  /stall                     [delay, head=early|late] sends the head, then nothing for `delay`
                             seconds (head=late: waits before the head instead)
  /watched-stream            [id, interval, count, format=sse|jsonl, done_after] an event stream
                             of `count` {"type":"tick","n":i} events `interval` seconds apart
                             that watches its socket between events, so it sees the client close
                             the connection when it happens (not at the next write); with
                             done_after=N it sends `data: [DONE]` after N events and then
                             nothing, still watching, until the `count` intervals are over
  /watched-stream/closed     [id, wait] waits (at most `wait` seconds) until stream `id` ended,
                             then answers started, sent, sent_at (of the last event), done_at
                             (of `[DONE]`), closed_at (null when it did not close early), completed
  /watched/<id>/chat/completions  the same as a Chat Completions stream (chunks of "w<i> ", one
                             a second), for a client whose base URL is /watched/<id>; an id that
                             ends in `-done<N>` sends `data: [DONE]` after N events (done_after)

Scripted event streams, for client tests that point a client's base URL at /stream/<id>:
  /stream-setup              POST {"body": text | "file": path, "chunk" | "cuts" (offsets),
                             "delay_ms", "status", "error_body", "headers", "drop_after",
                             "repeat_for"}: a new
                             script; answers {"id": id}. A non-200 status answers error_body
                             (JSON) instead; drop_after cuts the connection after that many
                             bytes; repeat_for repeats the body for that many seconds
  /stream/<id>/<path>        records the request (method, path, query, headers, JSON body) and
                             plays the script as text/event-stream in chunks of `chunk` bytes
                             with `delay_ms` between them
  /stream-log                [id] requests seen, bytes sent, completed, closed_at (when a
                             write found the client gone)

Scripted API sessions, for client tests that point a client's base URL at
/mock/<session> and then ask what the server received:
  /mock-setup                POST {"responses": [...]}: a new session; answers {"session": id}.
                             Each response is {"status", "headers", and one of "json", "text",
                             "download" (a size: deterministic bytes)}
  /mock/<session>/<path>     records the request (method, path after the session, query,
                             headers, body size and adler32, JSON body, multipart parts) and
                             answers with the session's next response; 404 when none is left
                             ("text" is text/plain unless the response's headers say otherwise)
  /mock-log                  [session] the recorded requests of a session, in order

Scripted agent sessions, for the session runner's tests (base URL /agent-session/<id>):
  /agent-session-setup       POST {"before": text, "after": text, "wait_for": n, "timeout": s,
                             "replies": [{"status", "json"}, ...], "reply": {"status", "json"}}:
                             a new session; answers {"id": id}
  /agent-session/<id>/<path> GET: text/event-stream that sends `before`, waits until the
                             session has recorded `wait_for` other requests (at most `timeout`
                             seconds, 10 by default), then sends `after` and ends. Any other
                             method: recorded (method, path, query, headers, JSON body) and
                             answered with the next of `replies`, then `reply` (200 {} by default)
  /agent-session-log         [id] {"requests": [...], "streams": n, "released": bool}

Fault injection for the wire tests: /fault/<kind>?key=K records every request under K (time,
method, headers, body size, whether the body was complete, multipart parts) and then
misbehaves as <kind> says for the first `fail` complete requests of K (all by default), answering
200 {"attempts": n, "body_json": ...} afterwards:
  /fault/drop                closes the connection without answering
  /fault/status              [status, header=name:value (repeatable)] that status, OpenAI envelope
  /fault/truncate            200 JSON announcing more bytes than it sends, then closes
  /fault/redirect            [status, to] that status with Location: to (every time; to=self:
                             the same URL again)
  /fault/ok                  200 {"attempts": n, "body_json": ...}
  /fault/trickle             [interval, limit] 200 chunked, one byte every interval seconds for
                             at most limit seconds
  /fault/reply               [content_type, size, text, length=declared|none] a 200 with
                             `size` bytes: `text` repeated, else deterministic bytes;
                             length=none sends them chunked
  /fault/log                 [key] the recorded requests of K, in order
"""

import argparse
import base64
import hashlib
import http.server
import json
import os
import select
import signal
import socket
import sys
import threading
import time
import urllib.parse
import zlib

STATE_LOCK = threading.Lock()
SLOW_STREAMS = {}  # id -> {"started": t, "closed_at": t or None, "sent": n}
FLAKY_COUNTS = {}  # key -> number of requests seen
STREAM_SCRIPTS = {}  # id -> {"script": {...}, "requests": [...], "sent": n, "completed", "closed_at"}
MOCK_SESSIONS = {}  # session id -> {"responses": [...], "requests": [...]}
AGENT_SESSIONS = {}  # id -> {"script": {...}, "requests": [...], "streams": n, "released": bool}
AGENT_CONDITION = threading.Condition(STATE_LOCK)
FAULT_LOGS = {}  # key -> [recorded request, ...] (fault injection)
WATCHED = {}  # id -> {"started", "sent", "sent_at", "closed_at", "completed"}; under WATCHED_CHANGED
WATCHED_CHANGED = threading.Condition()

PAGE_ITEMS = [{"id": "item_%d" % i, "object": "item", "index": i} for i in range(1, 8)]


PATTERN = bytes(range(251)) * 300  # 75,300 bytes: any 64 KiB window of i % 251 is a slice


def deterministic_bytes(offset, count):
    """Bytes whose value is their absolute offset modulo 251 (count <= 65536)."""
    start = offset % 251
    return PATTERN[start:start + count]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "AIClientsTestServer/1.0"

    # Every method goes through the same router.
    def do_GET(self):
        self.route()

    do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_GET

    def log_message(self, format, *args):
        pass  # keep test output clean

    # ---- helpers -------------------------------------------------------------------------

    def read_body_digest(self):
        """Reads the request body (Content-Length or chunked) without holding it whole."""
        digest = hashlib.sha256()
        adler = 1
        size = 0
        head = bytearray()
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            while True:
                line = self.rfile.readline()
                if not line:
                    break
                chunk_size = int(line.strip().split(b";")[0] or b"0", 16)
                if chunk_size == 0:
                    # trailers end with an empty line
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    break
                data = self.rfile.read(chunk_size)
                self.rfile.readline()
                digest.update(data)
                adler = zlib.adler32(data, adler)
                size += len(data)
                if len(head) < 65536:
                    head.extend(data[: 65536 - len(head)])
        else:
            remaining = int(self.headers.get("Content-Length", "0") or "0")
            while remaining > 0:
                data = self.rfile.read(min(remaining, 1 << 20))
                if not data:
                    break
                digest.update(data)
                adler = zlib.adler32(data, adler)
                size += len(data)
                remaining -= len(data)
                if len(head) < 65536:
                    head.extend(data[: 65536 - len(head)])
        self.body_adler32 = adler
        return size, digest.hexdigest(), bytes(head)

    def send_json(self, status, obj, headers=None):
        body = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_empty(self, status, headers=None):
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if status not in (204, 304):
            self.send_header("Content-Length", "0")
        self.end_headers()

    def start_chunked(self, status, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()

    def write_chunk(self, data):
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def end_chunked(self):
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    # ---- router --------------------------------------------------------------------------

    def route(self):
        parsed = urllib.parse.urlsplit(self.path)
        self.raw_query = parsed.query
        self.query = urllib.parse.parse_qs(parsed.query, keep_blank_values=True)
        self.q = lambda name, default=None: self.query.get(name, [default])[0]
        # Requests with a body on routes that ignore it must still drain it (keep-alive).
        self.body_size, self.body_sha, self.body_head = self.read_body_digest()
        path = parsed.path
        routes = {
            "/echo": self.echo,
            "/json": self.fixed_json,
            "/status": self.status,
            "/empty": lambda: self.send_empty(200, {"x-request-id": "req_empty"}),
            "/no-content": lambda: self.send_empty(204),
            "/error/openai": self.error_openai,
            "/error/anthropic": self.error_anthropic,
            "/error/text": self.error_text,
            "/ratelimit": self.ratelimit,
            "/download": self.download,
            "/pages": self.pages,
            "/numbered-pages": self.numbered_pages,
            "/jsonl": self.jsonl,
            "/slow-stream": self.slow_stream,
            "/slow-stream/status": self.slow_stream_status,
            "/watched-stream": self.watched_stream,
            "/watched-stream/closed": self.watched_stream_closed,
            "/drop": self.drop,
            "/sse": self.sse,
            "/flaky": self.flaky,
            "/flaky/count": self.flaky_count,
            "/stall": self.stall,
            "/echo-secret": self.echo_secret,
            "/echo-credential": self.echo_credential,
        }
        handler = routes.get(path)
        if handler is None and path.startswith("/stream/"):
            handler = self.stream_play
        elif handler is None and path.startswith("/watched/"):
            handler = self.watched_api
        elif handler is None and path.startswith("/mock/"):
            handler = self.mock
        elif path in ("/stream-setup", "/stream-log"):
            handler = self.stream_setup if path == "/stream-setup" else self.stream_log
        elif path == "/mock-setup":
            handler = self.mock_setup
        elif path == "/mock-log":
            handler = self.mock_log
        elif handler is None and path.startswith("/agent-session/"):
            handler = self.agent_session
        elif path in ("/agent-session-setup", "/agent-session-log"):
            handler = self.agent_session_setup if path == "/agent-session-setup" else self.agent_session_log
        if handler is None and path.startswith("/fault/"):
            handler = self.fault
        if handler is None:
            self.send_json(404, {"error": {"message": "no route " + path, "type": "not_found_error",
                                           "param": None, "code": None}})
            return
        try:
            handler()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    # ---- routes --------------------------------------------------------------------------

    def echo(self):
        body_text = None
        body_json = None
        if self.body_size <= 65536:
            try:
                body_text = self.body_head.decode("utf-8")
                body_json = json.loads(body_text) if body_text else None
            except (UnicodeDecodeError, ValueError):
                pass
        headers = {}
        for name, value in self.headers.items():
            key = name.lower()
            headers[key] = headers[key] + ", " + value if key in headers else value
        self.send_json(200, {
            "method": self.command,
            "path": urllib.parse.urlsplit(self.path).path,
            "raw_query": self.raw_query,
            "query": self.query,
            "headers": headers,
            "body_size": self.body_size,
            "body_sha256": self.body_sha,
            "body_adler32": self.body_adler32,
            "body_text": body_text if body_text is not None and len(body_text) <= 4096 else None,
            "body_json": body_json,
        }, {"x-request-id": "req_echo"})

    def echo_secret(self):
        """Answers with the request's credential inside the body, at character `offset`.

        The credential is the bearer token, the password of Basic authentication, an `api-key`
        or `x-api-key` header, or a `key`/`api-key`/`sig` query value (base URLs carry those).
        `format`: `text` (the body is filler, the key, more filler), `json-error` (an OpenAI
        error envelope whose message holds the key at `offset`), `html`. `status` (default 401).
        """
        secret = ""
        authorization = self.headers.get("Authorization", "")
        if authorization.startswith("Bearer "):
            secret = authorization[len("Bearer "):]
        elif authorization.startswith("Basic "):
            try:
                secret = base64.b64decode(authorization[len("Basic "):]).decode().partition(":")[2]
            except ValueError:
                secret = ""
        for header in ("api-key", "x-api-key"):
            secret = secret or self.headers.get(header, "")
        for name in ("key", "api-key", "sig"):
            secret = secret or self.q(name, "")
        offset = int(self.q("offset", "0"))
        filler = "The request was refused. "
        before = (filler * (offset // len(filler) + 1))[:offset]
        text = before + secret + " was not accepted; " + "see the documentation. " * 20
        fmt = self.q("format", "text")
        content_type = "text/plain"
        if fmt == "json-error":
            body = json.dumps({"error": {"message": text, "type": "invalid_request_error",
                                         "param": None, "code": "invalid_api_key"}}).encode()
            content_type = "application/json"
        elif fmt == "html":
            body = ("<html><body><h1>502 Bad Gateway</h1><p>" + text + "</p>" + "<br>" * 2000
                    + "</body></html>").encode()
            content_type = "text/html"
        else:
            body = text.encode()
        self.send_response(int(self.q("status", "401")))
        self.send_header("Content-Type", self.q("content_type", content_type))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def echo_credential(self):
        """Echoes one credential of the request back, as a server that quotes what it got.

        `source`: where the credential is: `bearer` (the `Authorization: Bearer` token), `basic`
        (the password of Basic authentication), `header:<name>` or `query:<name>`. `how`:
        `message` (a 401 error envelope whose message quotes it), `header` (a 401 with it in
        an `x-echo-credential` header), `url404` (a 404 whose message quotes the path and the
        raw query), `cut` (a 401 text body that puts it across the 1024-character snippet
        limit), `stream` (a 200 event stream with an event, then an error event quoting it),
        `combining` (followed by U+0301 in the message, as raw UTF-8), `percent` (percent-
        encoded in the message), `decoding` (a 200 JSON body quoting it that is not what the call
        decodes). Answers 400 when the credential is missing.
        """
        source = self.q("source", "")
        secret = ""
        authorization = self.headers.get("Authorization", "")
        if source == "bearer" and authorization.startswith("Bearer "):
            secret = authorization[len("Bearer "):]
        elif source == "basic" and authorization.startswith("Basic "):
            try:
                secret = base64.b64decode(authorization[len("Basic "):]).decode().partition(":")[2]
            except ValueError:
                secret = ""
        elif source.startswith("header:"):
            secret = self.headers.get(source[len("header:"):], "")
        elif source.startswith("query:"):
            secret = self.q(source[len("query:"):], "")
        if not secret:
            self.send_json(400, {"error": {"message": "no credential at " + source, "type": "test_setup",
                                           "param": None, "code": None}})
            return
        how = self.q("how", "message")
        if how == "stream":
            self.start_chunked(200, "text/event-stream")
            self.write_chunk(b'data: {"n": 1}\n\n')
            error = json.dumps({"error": {"message": "Incorrect API key provided: " + secret,
                                          "type": "invalid_request_error", "code": secret}})
            self.write_chunk(("event: error\ndata: " + error + "\n\n").encode())
            self.end_chunked()
            return
        if how == "decoding":
            # A 200 that echoes the credential and is not the JSON the call decodes.
            body = json.dumps({"token": secret, "count": "not a number " + secret}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if how == "cut":
            filler = "x" * (1024 - len(secret) // 2)
            body = (filler + secret + " was refused").encode()
            self.send_response(401)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        quoted = {"message": secret, "header": "refused", "combining": secret + "\u0301",
                  "percent": urllib.parse.quote(secret, safe=""),
                  "url404": urllib.parse.urlsplit(self.path).path + "?" + self.raw_query}.get(how, secret)
        status = 404 if how == "url404" else 401
        prefix = "Resource not found: " if how == "url404" else "Incorrect API key provided: "
        body = json.dumps({"error": {"message": prefix + quoted + ".", "type": "invalid_request_error",
                                     "param": quoted, "code": "invalid_api_key"}}, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        if how == "header":
            self.send_header("x-echo-credential", secret)
        self.end_headers()
        self.wfile.write(body)

    def fixed_json(self):
        self.send_json(200, {"id": "obj_123", "object": "thing", "created": 1700000000,
                             "values": [1, 2, 3], "nested": {"flag": True, "label": "a/b"}},
                       {"x-request-id": "req_json"})

    def status(self):
        self.send_empty(int(self.q("code", "200")))

    def error_openai(self):
        status = int(self.q("status", "400"))
        self.send_json(status, {"error": {
            "message": "Invalid 'messages[3]'. Content blocks are expected to be either text or image_url type.",
            "type": "invalid_request_error", "param": "messages[3]", "code": "invalid_value"}},
            {"x-request-id": "req_openai_123"})

    def error_anthropic(self):
        status = int(self.q("status", "404"))
        self.send_json(status, {"type": "error", "error": {
            "type": "not_found_error", "message": "model: claude-nonexistent"},
            "request_id": "req_011Canthropic"},
            {"request-id": "req_011Canthropic"})

    def error_text(self):
        status = int(self.q("status", "502"))
        body = b"<html><body>502 Bad Gateway</body></html>"
        self.send_response(status)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def ratelimit(self):
        self.send_json(429, {"error": {"message": "Rate limit reached for requests", "type": "requests",
                                       "param": None, "code": "rate_limit_exceeded"}}, {
            "x-request-id": "req_ratelimited",
            "x-ratelimit-limit-requests": "500",
            "x-ratelimit-remaining-requests": "0",
            "x-ratelimit-reset-requests": "1m30.5s",
            "x-ratelimit-limit-tokens": "30000",
            "x-ratelimit-remaining-tokens": "29000",
            "x-ratelimit-reset-tokens": "20ms",
            "anthropic-ratelimit-input-tokens-limit": "400000",
            "anthropic-ratelimit-input-tokens-remaining": "399000",
            "anthropic-ratelimit-input-tokens-reset": "2025-10-24T17:54:00Z",
            "retry-after": "7",
            "retry-after-ms": "6500",
        })

    def download(self):
        size = int(self.q("size", "1048576"))
        chunked = self.q("chunked", "0") == "1"
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size))
        self.end_headers()
        sent = 0
        while sent < size:
            n = min(65536, size - sent)
            data = deterministic_bytes(sent, n)
            if chunked:
                self.write_chunk(data)
            else:
                self.wfile.write(data)
            sent += n
        if chunked:
            self.end_chunked()

    def pages(self):
        cursor = self.q("after") or self.q("after_id")
        limit = int(self.q("limit", "3"))
        start = 0
        if cursor:
            ids = [item["id"] for item in PAGE_ITEMS]
            start = ids.index(cursor) + 1 if cursor in ids else len(ids)
        page = PAGE_ITEMS[start:start + limit]
        self.send_json(200, {
            "object": "list", "data": page,
            "first_id": page[0]["id"] if page else None,
            "last_id": page[-1]["id"] if page else None,
            "has_more": start + limit < len(PAGE_ITEMS),
        })

    def numbered_pages(self):
        tokens = {"": ("page_2_token", [1, 2, 3]), "page_2_token": ("page_3_token", [4, 5, 6]),
                  "page_3_token": (None, [7])}
        next_page, ids = tokens.get(self.q("page", ""), (None, []))
        self.send_json(200, {"object": "page", "data": [PAGE_ITEMS[i - 1] for i in ids],
                             "has_more": next_page is not None, "next_page": next_page})

    def jsonl(self):
        count = int(self.q("n", "5"))
        self.start_chunked(200, "application/jsonl")
        for i in range(count):
            line = json.dumps({"custom_id": "request-%d" % i, "index": i}) + "\n"
            self.write_chunk(line.encode())
        self.end_chunked()

    def slow_stream(self):
        stream_id = self.q("id", "default")
        interval = float(self.q("interval", "0.1"))
        count = int(self.q("count", "600"))
        record = {"started": time.time(), "closed_at": None, "sent": 0, "completed": False}
        with STATE_LOCK:
            SLOW_STREAMS[stream_id] = record
        self.start_chunked(200, "text/plain")
        try:
            for i in range(count):
                self.write_chunk(b"tick %d\n" % i)
                with STATE_LOCK:
                    record["sent"] = i + 1
                time.sleep(interval)
            self.end_chunked()
            with STATE_LOCK:
                record["completed"] = True
        except (BrokenPipeError, ConnectionResetError, OSError):
            with STATE_LOCK:
                record["closed_at"] = time.time()
            self.close_connection = True

    def watched_stream(self):
        done_after = self.q("done_after", None)
        self.play_watched(self.q("id", "default"), float(self.q("interval", "1")), int(self.q("count", "30")),
                          self.q("format", "sse"), None if done_after is None else int(done_after))

    def watched_api(self):
        _, _, rest = urllib.parse.urlsplit(self.path).path.partition("/watched/")
        stream_id, _, api_path = rest.partition("/")
        _, marker, done_after = stream_id.rpartition("-done")
        self.play_watched(stream_id, 1.0, 30, "chat" if api_path == "chat/completions" else "sse",
                          int(done_after) if marker and done_after.isdigit() else None)

    def watched_event(self, fmt, i):
        if fmt == "chat":
            return json.dumps({"id": "chatcmpl-watched", "object": "chat.completion.chunk", "created": 1,
                               "model": "gpt-4o", "choices": [{"index": 0, "delta": {"content": "w%d " % i},
                                                               "finish_reason": None}]})
        return json.dumps({"type": "tick", "n": i})

    def play_watched(self, stream_id, interval, count, fmt, done_after=None):
        jsonl = fmt == "jsonl"
        record = {"started": time.time(), "sent": 0, "sent_at": None, "done_at": None, "closed_at": None,
                  "completed": False}
        with WATCHED_CHANGED:
            WATCHED[stream_id] = record
        self.start_chunked(200, "application/x-ndjson" if jsonl else "text/event-stream")
        sock = self.connection
        closed = False
        try:
            for i in range(count):
                if done_after is None or i < done_after:
                    event = self.watched_event(fmt, i)
                    self.write_chunk((event + "\n" if jsonl else "data: " + event + "\n\n").encode())
                    with WATCHED_CHANGED:
                        record["sent"] = i + 1
                        record["sent_at"] = time.time()
                elif i == done_after:
                    # The end of the content; the connection stays open, as a slow server's may.
                    self.write_chunk(b"[DONE]\n" if jsonl else b"data: [DONE]\n\n")
                    with WATCHED_CHANGED:
                        record["done_at"] = time.time()
                # Wait for the next event on the socket itself: a client that closes the
                # connection makes it readable (end of file or reset) at that moment.
                deadline = time.time() + interval
                while not closed and time.time() < deadline:
                    readable, _, _ = select.select([sock], [], [], max(0.0, deadline - time.time()))
                    if readable:
                        try:
                            closed = sock.recv(1, socket.MSG_PEEK) == b""
                        except OSError:
                            closed = True
                        if not closed:
                            time.sleep(0.01)  # bytes we do not expect: do not spin on them
                if closed:
                    break
            if not closed:
                self.end_chunked()
        except (BrokenPipeError, ConnectionResetError, OSError):
            closed = True
        with WATCHED_CHANGED:
            if closed:
                record["closed_at"] = time.time()
            else:
                record["completed"] = True
            WATCHED_CHANGED.notify_all()
        if closed:
            self.close_connection = True

    def watched_stream_closed(self):
        stream_id = self.q("id", "default")
        wait = min(float(self.q("wait", "30")), 120.0)
        with WATCHED_CHANGED:
            WATCHED_CHANGED.wait_for(
                lambda: stream_id in WATCHED and (WATCHED[stream_id]["closed_at"] is not None
                                                  or WATCHED[stream_id]["completed"]),
                timeout=wait)
            record = dict(WATCHED.get(stream_id, {}))
        record["now"] = time.time()
        self.send_json(200, record)

    def slow_stream_status(self):
        with STATE_LOCK:
            record = dict(SLOW_STREAMS.get(self.q("id", "default"), {}))
        record["now"] = time.time()
        self.send_json(200, record)

    def drop(self):
        size = int(self.q("size", "1000"))
        mode = self.q("mode", "length")
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if mode == "chunked":
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size * 2))
        self.end_headers()
        data = deterministic_bytes(0, size)
        if mode == "chunked":
            self.write_chunk(data)
        else:
            self.wfile.write(data)
        self.wfile.flush()
        time.sleep(0.1)  # let the client see the bytes before the connection goes away
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def sse(self):
        chunk = max(1, int(self.q("chunk", "16")))
        delay = float(self.q("delay_ms", "0")) / 1000.0
        if self.command == "POST":
            if self.body_size > len(self.body_head):
                self.send_json(413, {"error": {"message": "SSE body over 64 KiB", "type": "too_large",
                                               "param": None, "code": None}})
                return
            body = self.body_head
        else:
            body = (self.q("body", "") or "").encode()
        self.start_chunked(200, "text/event-stream")
        for start in range(0, len(body), chunk):
            self.write_chunk(body[start:start + chunk])
            if delay:
                time.sleep(delay)
        self.end_chunked()

    def flaky(self):
        key = self.q("key", "default")
        fail = int(self.q("fail", "1"))
        status = int(self.q("status", "503"))
        with STATE_LOCK:
            FLAKY_COUNTS[key] = FLAKY_COUNTS.get(key, 0) + 1
            seen = FLAKY_COUNTS[key]
        if seen <= fail:
            headers = {"x-request-id": "req_flaky_%d" % seen}
            retry_after_ms = self.q("retry_after_ms")
            if retry_after_ms is not None:
                headers["retry-after-ms"] = retry_after_ms
            self.send_json(status, {"error": {"message": "attempt %d failed" % seen, "type": "server_error",
                                              "param": None, "code": None}}, headers)
        else:
            self.send_json(200, {"attempts": seen}, {"x-request-id": "req_flaky_ok"})

    def flaky_count(self):
        with STATE_LOCK:
            seen = FLAKY_COUNTS.get(self.q("key", "default"), 0)
        self.send_json(200, {"count": seen})

    def stall(self):
        delay = float(self.q("delay", "5"))
        if self.q("head", "early") == "late":
            time.sleep(delay)
        self.start_chunked(200, "text/plain")
        self.write_chunk(b"head\n")
        try:
            time.sleep(delay)
            self.write_chunk(b"late\n")
            self.end_chunked()
        except OSError:
            self.close_connection = True

    # ---- scripted event streams ----------------------------------------------------------

    def stream_setup(self):
        try:
            script = json.loads(self.body_head.decode("utf-8"))
            if "file" in script:
                with open(script["file"], "rb") as handle:
                    script["bytes"] = handle.read()
            else:
                script["bytes"] = script.get("body", "").encode("utf-8")
        except (UnicodeDecodeError, ValueError, OSError, TypeError, AttributeError) as error:
            self.send_json(400, {"error": {"message": "bad stream script: %s" % error, "type": "bad_setup",
                                           "param": None, "code": None}})
            return
        stream_id = os.urandom(8).hex()
        with STATE_LOCK:
            STREAM_SCRIPTS[stream_id] = {"script": script, "requests": [], "sent": 0, "completed": False,
                                         "closed_at": None}
        self.send_json(200, {"id": stream_id})

    def stream_log(self):
        with STATE_LOCK:
            record = STREAM_SCRIPTS.get(self.q("id", ""))
            answer = None if record is None else {key: value for key, value in record.items() if key != "script"}
        if answer is None:
            self.send_json(404, {"error": {"message": "no such stream", "type": "not_found_error",
                                           "param": None, "code": None}})
            return
        answer["now"] = time.time()
        self.send_json(200, answer)

    def stream_play(self):
        _, _, rest = urllib.parse.urlsplit(self.path).path.partition("/stream/")
        stream_id, _, api_path = rest.partition("/")
        body_json = None
        try:
            body_json = json.loads(self.body_head.decode("utf-8")) if self.body_size else None
        except (UnicodeDecodeError, ValueError):
            pass
        headers = {name.lower(): value for name, value in self.headers.items()}
        with STATE_LOCK:
            record = STREAM_SCRIPTS.get(stream_id)
            if record is not None:
                record["requests"].append({"method": self.command, "path": "/" + api_path, "query": self.query,
                                           "headers": headers, "body_json": body_json})
        if record is None:
            self.send_json(404, {"error": {"message": "no stream script " + stream_id, "type": "not_found_error",
                                           "param": None, "code": None}})
            return
        script = record["script"]
        status = int(script.get("status", 200))
        if status != 200:
            self.send_json(status, script.get("error_body", {}), script.get("headers", {}))
            return
        self.send_response(200)
        extra = script.get("headers", {})
        # A script's own Content-Type (application/x-ndjson for JSON Lines) replaces the default.
        content_type = next((v for k, v in extra.items() if k.lower() == "content-type"), "text/event-stream")
        self.send_header("Content-Type", content_type)
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Cache-Control", "no-cache")
        for name, value in extra.items():
            if name.lower() != "content-type":
                self.send_header(name, value)
        self.end_headers()
        body = script["bytes"]
        chunk = max(1, int(script.get("chunk", 16)))
        # Explicit cut offsets instead of equal chunks: the body is written in the pieces between them.
        cuts = sorted(set(int(cut) for cut in script.get("cuts", []) if 0 < int(cut) < len(body)))
        bounds = [0] + cuts + [len(body)] if "cuts" in script else list(range(0, len(body), chunk)) + [len(body)]
        delay = float(script.get("delay_ms", 0)) / 1000.0
        drop_after = script.get("drop_after")
        repeat_until = time.time() + float(script.get("repeat_for", 0))
        sent = 0
        try:
            while True:
                for start, end in zip(bounds, bounds[1:]):
                    piece = body[start:end]
                    if drop_after is not None and sent + len(piece) > drop_after:
                        piece = piece[:max(0, drop_after - sent)]
                    if piece:
                        self.write_chunk(piece)
                        sent += len(piece)
                        with STATE_LOCK:
                            record["sent"] = sent
                    if drop_after is not None and sent >= drop_after:
                        self.drop_connection()
                        return
                    if delay:
                        time.sleep(delay)
                if time.time() >= repeat_until:
                    break
            self.end_chunked()
            with STATE_LOCK:
                record["completed"] = True
        except (BrokenPipeError, ConnectionResetError, OSError):
            with STATE_LOCK:
                record["closed_at"] = time.time()
            self.close_connection = True

    def drop_connection(self):
        """Closes the connection mid-body, without the chunked terminator."""
        time.sleep(0.05)  # let the client see the bytes before the connection goes away
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    # ---- scripted sessions ---------------------------------------------------------------

    def mock_setup(self):
        try:
            spec = json.loads(self.body_head.decode("utf-8"))
            responses = list(spec["responses"])
        except (UnicodeDecodeError, ValueError, KeyError, TypeError):
            self.send_json(400, {"error": {"message": "expected {\"responses\": [...]}", "type": "bad_setup",
                                           "param": None, "code": None}})
            return
        session = os.urandom(8).hex()
        with STATE_LOCK:
            MOCK_SESSIONS[session] = {"responses": responses, "requests": []}
        self.send_json(200, {"session": session})

    def mock_log(self):
        with STATE_LOCK:
            record = MOCK_SESSIONS.get(self.q("session", ""))
            requests = list(record["requests"]) if record else None
        if requests is None:
            self.send_json(404, {"error": {"message": "no such session", "type": "not_found_error",
                                           "param": None, "code": None}})
            return
        self.send_json(200, {"requests": requests})

    def agent_session_setup(self):
        try:
            script = json.loads(self.body_head.decode("utf-8"))
            assert isinstance(script, dict)
        except (UnicodeDecodeError, ValueError, AssertionError):
            self.send_json(400, {"error": {"message": "expected a JSON object", "type": "bad_setup",
                                           "param": None, "code": None}})
            return
        session = os.urandom(8).hex()
        with STATE_LOCK:
            AGENT_SESSIONS[session] = {"script": script, "requests": [], "streams": 0, "released": False}
        self.send_json(200, {"id": session})

    def agent_session_log(self):
        with STATE_LOCK:
            record = AGENT_SESSIONS.get(self.q("id", ""))
            answer = None if record is None else {"requests": list(record["requests"]),
                                                  "streams": record["streams"], "released": record["released"]}
        if answer is None:
            self.send_json(404, {"error": {"message": "no such session", "type": "not_found_error",
                                           "param": None, "code": None}})
            return
        self.send_json(200, answer)

    def agent_session(self):
        parsed = urllib.parse.urlsplit(self.path)
        _, _, rest = parsed.path.partition("/agent-session/")
        session, _, api_path = rest.partition("/")
        with STATE_LOCK:
            record = AGENT_SESSIONS.get(session)
        if record is None:
            self.send_json(404, {"error": {"message": "no such session", "type": "not_found_error",
                                           "param": None, "code": None}})
            return
        script = record["script"]
        if self.command == "GET":
            with STATE_LOCK:
                record["streams"] += 1
            self.start_chunked(200, "text/event-stream")
            if script.get("before"):
                self.write_chunk(script["before"].encode())
            deadline = time.time() + float(script.get("timeout", 10))
            with AGENT_CONDITION:
                while len(record["requests"]) < int(script.get("wait_for", 0)) and time.time() < deadline:
                    AGENT_CONDITION.wait(max(0.0, min(0.5, deadline - time.time())))
                released = len(record["requests"]) >= int(script.get("wait_for", 0))
                record["released"] = released
            if released and script.get("after"):
                self.write_chunk(script["after"].encode())
            self.end_chunked()
            return
        body_json = None
        if self.body_size and self.body_size <= len(self.body_head):
            try:
                body_json = json.loads(self.body_head.decode("utf-8"))
            except (UnicodeDecodeError, ValueError):
                pass
        headers = {name.lower(): value for name, value in self.headers.items()}
        recorded = {"method": self.command, "path": "/" + api_path, "raw_query": parsed.query,
                    "headers": headers, "body_json": body_json}
        with AGENT_CONDITION:
            replies = script.setdefault("replies", [])
            reply = replies.pop(0) if replies else script.get("reply", {"status": 200, "json": {}})
            record["requests"].append(recorded)
            AGENT_CONDITION.notify_all()
        self.send_json(int(reply.get("status", 200)), reply.get("json", {}))

    def mock(self):
        full_path = urllib.parse.urlsplit(self.path).path
        _, _, rest = full_path.partition("/mock/")
        session, _, api_path = rest.partition("/")
        headers = {}
        for name, value in self.headers.items():
            key = name.lower()
            headers[key] = headers[key] + ", " + value if key in headers else value
        complete = self.body_size <= len(self.body_head)
        body_json = None
        parts = None
        content_type = self.headers.get("Content-Type", "")
        if complete and self.body_size:
            if content_type.startswith("multipart/form-data"):
                parts = parse_multipart(self.body_head, content_type)
            else:
                try:
                    body_json = json.loads(self.body_head.decode("utf-8"))
                except (UnicodeDecodeError, ValueError):
                    pass
        recorded = {
            "method": self.command, "path": "/" + api_path, "raw_query": self.raw_query,
            "query": self.query, "headers": headers, "body_size": self.body_size,
            "body_adler32": self.body_adler32, "body_json": body_json, "parts": parts,
        }
        with STATE_LOCK:
            record = MOCK_SESSIONS.get(session)
            if record is not None:
                record["requests"].append(recorded)
                response = record["responses"].pop(0) if record["responses"] else None
        if record is None or response is None:
            what = "no such session" if record is None else "no scripted response left"
            self.send_json(404, {"error": {"message": "%s for %s %s" % (what, self.command, "/" + api_path),
                                           "type": "not_found_error", "param": None, "code": None}})
            return
        status = int(response.get("status", 200))
        extra = response.get("headers", {})
        if "json" in response:
            self.send_json(status, response["json"], extra)
        elif "download" in response:
            size = int(response["download"])
            self.send_response(status)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(size))
            for name, value in extra.items():
                self.send_header(name, value)
            self.end_headers()
            sent = 0
            while sent < size:
                n = min(65536, size - sent)
                self.wfile.write(deterministic_bytes(sent, n))
                sent += n
        else:
            body = response.get("text", "").encode()
            self.send_response(status)
            if body and not any(name.lower() == "content-type" for name in extra):
                self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(body)))
            for name, value in extra.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)


    # ---- fault injection (wire tests) ----------------------------------------------------

    def fault(self):
        kind = urllib.parse.urlsplit(self.path).path[len("/fault/"):]
        key = self.q("key", "default")
        if kind == "log":
            with STATE_LOCK:
                requests = list(FAULT_LOGS.get(key, []))
            self.send_json(200, {"requests": requests})
            return
        chunked = "chunked" in self.headers.get("Transfer-Encoding", "").lower()
        declared = self.body_size if chunked else int(self.headers.get("Content-Length", "0") or "0")
        complete = self.body_size >= declared
        content_type = self.headers.get("Content-Type", "")
        body_json = None
        parts = None
        if complete and self.body_size and self.body_size <= len(self.body_head):
            if content_type.startswith("multipart/form-data"):
                parts = parse_multipart(self.body_head, content_type)
            else:
                try:
                    body_json = json.loads(self.body_head.decode("utf-8"))
                except (UnicodeDecodeError, ValueError):
                    pass
        entry = {"t": time.time(), "method": self.command, "kind": kind, "raw_query": self.raw_query,
                 "headers": {name.lower(): value for name, value in self.headers.items()},
                 "declared": declared, "body_size": self.body_size, "complete": complete,
                 "body_adler32": self.body_adler32, "body_json": body_json, "parts": parts}
        with STATE_LOCK:
            log = FAULT_LOGS.setdefault(key, [])
            log.append(entry)
            attempt = sum(1 for e in log if e["complete"])
        if not complete:
            self.fault_close()
            return
        fail = int(self.q("fail", "1000000"))
        ok = {"attempts": attempt, "body_json": body_json, "method": self.command}
        if kind == "ok" or (attempt > fail and kind != "redirect"):
            self.send_json(200, ok)
        elif kind == "drop":
            self.fault_close()
        elif kind == "status":
            headers = {}
            for header in self.query.get("header", []):
                name, _, value = header.partition(":")
                headers[name.strip()] = value.strip()
            self.send_json(int(self.q("status", "500")),
                           {"error": {"message": "attempt %d failed" % attempt, "type": "server_error",
                                      "param": None, "code": None}}, headers)
        elif kind == "truncate":
            body = json.dumps(ok).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body) + 100))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.fault_close()
        elif kind == "redirect":
            self.send_response(int(self.q("status", "307")))
            self.send_header("Location", self.path if self.q("to") == "self" else self.q("to", "/fault/ok"))
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif kind == "trickle":
            interval = float(self.q("interval", "0.5"))
            deadline = time.time() + float(self.q("limit", "20"))
            self.start_chunked(200, "text/event-stream")
            while time.time() < deadline:
                self.write_chunk(b":")
                time.sleep(interval)
            self.end_chunked()
        elif kind == "reply":
            fill = self.q("text")
            fill = fill.encode() if fill else None
            size = int(self.q("size", str(len(fill) if fill else 0)))

            def piece(offset, count):
                if fill is None:
                    return deterministic_bytes(offset, count)
                return (fill * (count // len(fill) + 2))[offset % len(fill):][:count]

            self.send_response(200)
            self.send_header("Content-Type", self.q("content_type", "application/json"))
            chunked = self.q("length", "declared") == "none"
            if chunked:
                self.send_header("Transfer-Encoding", "chunked")
            else:
                self.send_header("Content-Length", str(size))
            self.end_headers()
            sent = 0
            while sent < size:
                n = min(65536, size - sent)
                if chunked:
                    self.write_chunk(piece(sent, n))
                else:
                    self.wfile.write(piece(sent, n))
                sent += n
            if chunked:
                self.end_chunked()
        else:
            self.send_json(404, {"error": {"message": "no fault " + kind, "type": "not_found_error",
                                           "param": None, "code": None}})

    def fault_close(self):
        """Closes the connection at once, whatever was (not) sent."""
        self.wfile.flush()
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

def parse_multipart(body, content_type):
    """The parts of a complete multipart/form-data body: name, filename, content type, size,
    adler32 and, for short UTF-8 values, the text. None when the body does not parse."""
    boundary = None
    for param in content_type.split(";")[1:]:
        key, _, value = param.strip().partition("=")
        if key.lower() == "boundary":
            boundary = value.strip('"')
    if not boundary:
        return None
    delimiter = b"--" + boundary.encode()
    chunks = body.split(delimiter)
    if len(chunks) < 3 or not chunks[-1].startswith(b"--"):
        return None
    parts = []
    for chunk in chunks[1:-1]:
        if not chunk.startswith(b"\r\n") or not chunk.endswith(b"\r\n"):
            return None
        head, separator, content = chunk[2:-2].partition(b"\r\n\r\n")
        if not separator:
            return None
        part = {"name": None, "filename": None, "content_type": None}
        for line in head.decode("utf-8", "replace").split("\r\n"):
            key, _, value = line.partition(":")
            key = key.strip().lower()
            if key == "content-disposition":
                for param in value.split(";")[1:]:
                    pname, _, pvalue = param.strip().partition("=")
                    if pname in ("name", "filename"):
                        part[pname] = pvalue.strip('"')
            elif key == "content-type":
                part["content_type"] = value.strip()
        part["size"] = len(content)
        part["adler32"] = zlib.adler32(content)
        try:
            part["text"] = content.decode("utf-8") if len(content) <= 4096 else None
        except UnicodeDecodeError:
            part["text"] = None
        parts.append(part)
    return parts


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    # The default backlog of 5 drops connections when tests start in parallel; a dropped SYN
    # is retried only after a second, which breaks timing assertions.
    request_queue_size = 128

    def handle_error(self, request, client_address):
        # A client that cancels a stream resets its keep-alive connection: expected, not news.
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=900.0)
    # For benchmarks: answers leave at once instead of waiting on the client's delayed ACK
    # (headers and body are separate writes; with Nagle's algorithm each call takes ~40 ms).
    parser.add_argument("--no-delay", action="store_true")
    args = parser.parse_args()
    if args.no_delay:
        Handler.disable_nagle_algorithm = True
    server = Server(("127.0.0.1", args.port), Handler)
    print(server.server_address[1], flush=True)

    def stop(*_):
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    # The tests keep our stdin open; end-of-file means they are gone.
    def watch_stdin():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        except OSError:
            pass
        stop()

    threading.Thread(target=watch_stdin, daemon=True).start()
    threading.Timer(args.lifetime, stop).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
