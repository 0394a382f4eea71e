#!/usr/bin/env python3
"""Loopback WebSocket server (RFC 6455) for the WebSocket tests, Python 3 standard library only.

Usage: python3 Scripts/websocket-test-server.py [--port N] [--lifetime SECONDS]

Binds 127.0.0.1 (port 0 by default) and prints the chosen port alone on the first line of
stdout. It exits when stdin reaches end-of-file (the test process went away), on SIGTERM, or
after --lifetime seconds. Every wait is bounded: a connection idle for 30 s is closed.

Handshake: any path. The query decides what happens:
  refuse=STATUS          answers STATUS (401 by default) with an OpenAI error envelope as JSON
                         and an x-request-id header instead of 101
  refuse_pad=N           pads that body to N bytes (spaces after the JSON)
  refuse_framing=close   sends that body without Content-Length, ending it by closing
  stall=SECONDS          reads the handshake, then waits SECONDS before answering 101; a client
                         that closes meanwhile is counted (`stalled_closed` of debug.inspect)
  no_pong=1              client pings are counted but not answered
  key=K                  counts connections under K (the `connection` of debug.inspect)
  drop_first=CODE        the first connection of K sends session.created, then closes with CODE
  fragment=N             server text messages are sent as N frames (a text frame and N-1
                         continuation frames)
  drop_always=CODE       every connection closes with CODE 0.1 s after the upgrade, before any
                         event (a server that accepts each handshake and fails: reconnect limits)

On a path ending in /responses (Responses over WebSocket), `response.create` is answered with a
Responses stream (response.created … response.completed) of the text "echo: <input>", each
event carrying the request's `stream_id` when it had one.

On a Live path (`/live/sessions`, `…/live/sessions/{id}/fork`, `…/attach`) the server sends
nothing until the client does, as the Live API waits for `session.start`; `session.start` is
answered with `session.started` (the session's id `sess_live`, its model from the start event,
`client_event_id` from its `event_id`), and `debug.error` with an error in the Live shape
(`code`, `client_event_id`).

Elsewhere, after the upgrade the server sends a `session.created` event. Then it answers each
text or binary message from the client by its JSON `type`:
  response.create        response.created, two response.output_text.delta, one
                         response.output_audio_transcript.delta, response.output_text.done,
                         response.done (Realtime shapes)
  debug.function_call    response.function_call_arguments.done for {"name", "arguments",
                         "call_id"} as given, then response.done
  debug.inspect          {"type": "debug.inspect", path, query, headers (lowercased names),
                         received (every message of this connection, as text), connection,
                         unmasked (client frames that were not masked), pongs}
  debug.close            a close frame with "code" and "reason" (or "reason_b64" for raw bytes;
                         "code": null for an empty close frame), then the connection ends
  debug.drop             the TCP connection ends without a close frame
  debug.ping             a ping with payload "p"; its pong is answered with debug.pong
  debug.ping_flood       "count" pings at once (payload "f"), then debug.ping_flood_end; their
                         pongs are only counted
  debug.binary           session.created again, as a binary frame
  debug.big              a text message of "size" bytes ({"type":"debug.big","pad":"xxx…"})
  debug.error            an `error` event
  debug.unknown          {"type": "future.event", "x": 1}
  debug.stream           "count" response.output_text.delta events, as fast as the socket takes
                         them (benchmarks)
  debug.flood            "count" text messages of "size" bytes ({"type":"debug.flood","n":…}),
                         as fast as the socket takes them, then debug.flood_end
  debug.raw              "frame_b64": these bytes as they are (any frame, valid or not)
  debug.huge_frame       the header of a text frame of "size" bytes and "send" bytes of it; the
                         rest never comes
The debug.inspect answer also has `pings` (client pings seen) and `stalled_closed` (connections
under the same key that the client closed during a stall).
A client frame without a mask is answered with close 1002. A close frame from the client is
answered with the same code, then the connection ends.
"""

import argparse
import base64
import hashlib
import json
import select
import os
import signal
import socket
import socketserver
import struct
import sys
import threading
import time
import urllib.parse

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
LOCK = threading.Lock()
CONNECTIONS = {}  # key -> number of upgrades seen
STALLED_CLOSED = {}  # key -> connections the client closed during a stall
IDLE_TIMEOUT = 30.0
MAX_CLIENT_MESSAGE = 64 << 20


def event(kind, **fields):
    fields["type"] = kind
    fields.setdefault("event_id", "event_%s" % os.urandom(4).hex())
    return fields


SESSION = {"type": "realtime", "object": "realtime.session", "id": "sess_test", "model": "gpt-realtime",
           "output_modalities": ["audio"], "instructions": "Be brief."}


class Closed(Exception):
    pass


class Connection:
    def __init__(self, sock, fragment, answer_pings=True):
        self.sock = sock
        self.fragment = max(1, fragment)
        self.write_lock = threading.Lock()
        self.unmasked = 0
        self.pongs = 0
        self.pings = 0
        self.answer_pings = answer_pings
        self.quiet_pongs = False

    # Reading
    def read_exact(self, n):
        data = bytearray()
        while len(data) < n:
            chunk = self.sock.recv(min(65536, n - len(data)))
            if not chunk:
                raise Closed()
            data += chunk
        return bytes(data)

    def read_frame(self):
        b0, b1 = self.read_exact(2)
        fin, opcode, masked, length = b0 & 0x80, b0 & 0x0F, b1 & 0x80, b1 & 0x7F
        if length == 126:
            length = struct.unpack("!H", self.read_exact(2))[0]
        elif length == 127:
            length = struct.unpack("!Q", self.read_exact(8))[0]
        if length > MAX_CLIENT_MESSAGE:
            raise Closed()
        mask = self.read_exact(4) if masked else None
        payload = self.read_exact(length)
        if mask:
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload)) if length < 4096 else unmask_fast(payload, mask)
        else:
            self.unmasked += 1
        return bool(fin), opcode, payload

    def read_message(self):
        """(opcode, payload) of the next data message, answering control frames on the way;
        None after a close."""
        parts, first = [], None
        while True:
            fin, opcode, payload = self.read_frame()
            if opcode == 0x8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                self.send_close(code if code else 1000, "")
                return None
            if opcode == 0x9:
                self.pings += 1
                if self.answer_pings:
                    self.send_frame(0xA, payload)
                continue
            if opcode == 0xA:
                self.pongs += 1
                if not self.quiet_pongs:
                    self.send_json(event("debug.pong", payload=payload.decode("utf-8", "replace")))
                continue
            if self.unmasked:
                self.send_close(1002, "client frames must be masked")
                return None
            if opcode in (0x1, 0x2):
                first, parts = opcode, [payload]
            elif opcode == 0x0:
                parts.append(payload)
            if fin:
                return first, b"".join(parts)

    # Writing
    def send_frame(self, opcode, payload, fin=True):
        with self.write_lock:
            self.sock.sendall(frame_bytes(opcode, payload, fin))

    def send_raw(self, data):
        with self.write_lock:
            self.sock.sendall(data)

    def send_text(self, text):
        data = text.encode("utf-8")
        pieces = self.fragment if len(data) >= self.fragment else 1
        if pieces == 1:
            self.send_frame(0x1, data)
            return
        size = -(-len(data) // pieces)
        chunks = [data[i:i + size] for i in range(0, len(data), size)]
        for index, chunk in enumerate(chunks):
            self.send_frame(0x1 if index == 0 else 0x0, chunk, fin=index == len(chunks) - 1)

    def send_json(self, value):
        self.send_text(json.dumps(value, separators=(",", ":")))

    def send_close(self, code, reason):
        payload = b"" if code is None else struct.pack("!H", code) + (reason if isinstance(reason, bytes) else reason.encode("utf-8"))
        try:
            self.send_frame(0x8, payload)
        except OSError:
            pass


def frame_bytes(opcode, payload, fin=True, length=None):
    """An unmasked frame; `length` claims another payload length than the payload's."""
    header = bytearray([(0x80 if fin else 0) | opcode])
    n = len(payload) if length is None else length
    if n < 126:
        header.append(n)
    elif n < 65536:
        header.append(126)
        header += struct.pack("!H", n)
    else:
        header.append(127)
        header += struct.pack("!Q", n)
    return bytes(header) + payload


def unmask_fast(payload, mask):
    key = int.from_bytes((mask * (len(payload) // 4 + 1))[:len(payload)], "big")
    return (int.from_bytes(payload, "big") ^ key).to_bytes(len(payload), "big")


def responses_events(stream_id, text):
    """A Responses stream (the shapes of a recorded one), each event with `stream_id` when the
    request had one."""
    response = {"id": "resp_%s" % (stream_id or "0"), "object": "response", "created_at": 1772012628,
                "status": "in_progress", "model": "gpt-5", "output": [], "tools": [], "tool_choice": "auto",
                "parallel_tool_calls": True}
    item = {"id": "msg_1", "type": "message", "status": "in_progress", "content": [], "role": "assistant"}
    part = {"type": "output_text", "annotations": [], "logprobs": [], "text": ""}
    ids = dict(item_id="msg_1", output_index=0, content_index=0)
    done_part = dict(part, text=text)
    done_item = dict(item, status="completed", content=[done_part])
    half = len(text) // 2
    events = [
        {"type": "response.created", "response": response},
        {"type": "response.output_item.added", "item": item, "output_index": 0},
        {"type": "response.content_part.added", "part": part, **ids},
        {"type": "response.output_text.delta", "delta": text[:half], "logprobs": [], **ids},
        {"type": "response.output_text.delta", "delta": text[half:], "logprobs": [], **ids},
        {"type": "response.output_text.done", "text": text, "logprobs": [], **ids},
        {"type": "response.content_part.done", "part": done_part, **ids},
        {"type": "response.output_item.done", "item": done_item, "output_index": 0},
        {"type": "response.completed", "response": dict(response, status="completed", output=[done_item])},
    ]
    for number, value in enumerate(events):
        value["sequence_number"] = number
        if stream_id:
            value["stream_id"] = stream_id
    return events


def response_events(text="Hello"):
    ids = dict(response_id="resp_1", item_id="item_1", output_index=0, content_index=0)
    response = {"object": "realtime.response", "id": "resp_1", "status": "in_progress", "output": []}
    done = dict(response, status="completed")
    half = len(text) // 2
    return [
        event("response.created", response=response),
        event("response.output_text.delta", delta=text[:half], **ids),
        event("response.output_text.delta", delta=text[half:], **ids),
        event("response.output_audio_transcript.delta", delta="(spoken) " + text, **ids),
        event("response.output_text.done", text=text, **ids),
        event("response.done", response=done),
    ]


def is_live(path):
    """The Live API's WebSocket paths: a session, a fork, a sideband."""
    parts = path.rstrip("/").split("/")
    return parts[-2:] == ["live", "sessions"] or (len(parts) >= 4 and parts[-4:-2] == ["live", "sessions"]
                                                    and parts[-1] in ("fork", "attach"))


class Handler(socketserver.BaseRequestHandler):
    def handle(self):
        sock = self.request
        sock.settimeout(IDLE_TIMEOUT)
        try:
            head = b""
            while b"\r\n\r\n" not in head and len(head) < 65536:
                chunk = sock.recv(4096)
                if not chunk:
                    return
                head += chunk
            lines = head.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
            method, target, _ = (lines[0].split(" ") + ["", "", ""])[:3]
            headers = {}
            for line in lines[1:]:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            if os.environ.get("WEBSOCKET_TEST_SERVER_LOG"):
                sys.stderr.write(head.split(b"\r\n\r\n", 1)[0].decode("latin-1") + "\n\n")
            parsed = urllib.parse.urlsplit(target)
            query = dict(urllib.parse.parse_qsl(parsed.query))
            if "refuse" in query or "sec-websocket-key" not in headers:
                self.refuse(sock, int(query.get("refuse") or 400), int(query.get("refuse_pad", "0")),
                            query.get("refuse_framing") == "close")
                return
            key = query.get("key", "")
            if "stall" in query and self.client_closed_within(sock, float(query["stall"])):
                with LOCK:
                    STALLED_CLOSED[key] = STALLED_CLOSED.get(key, 0) + 1
                return
            with LOCK:
                CONNECTIONS[key] = CONNECTIONS.get(key, 0) + 1
                number = CONNECTIONS[key]
            accept = base64.b64encode(hashlib.sha1((headers["sec-websocket-key"] + GUID).encode()).digest()).decode()
            sock.sendall(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Accept: %s\r\n\r\n" % accept).encode())
            conn = Connection(sock, int(query.get("fragment", "1")), answer_pings=query.get("no_pong") != "1")
            if "drop_always" in query:
                time.sleep(0.1)   # after the client has taken the upgrade, as a failing server would
                conn.send_close(int(query["drop_always"]), "failing")
                return
            if not parsed.path.endswith("/responses") and not is_live(parsed.path):
                conn.send_json(event("session.created", session=SESSION))
            if "drop_first" in query and number == 1:
                time.sleep(0.3)   # as a server would: the close comes after the session started
                conn.send_close(int(query["drop_first"]), "restarting")
                return
            self.converse(conn, parsed.path, query, headers, number)
        except (Closed, OSError, ValueError):
            pass
        finally:
            try:
                sock.close()
            except OSError:
                pass

    def refuse(self, sock, status, pad, close_delimited):
        body = json.dumps({"error": {"message": "Incorrect API key provided.", "type": "invalid_request_error",
                                     "param": None, "code": "invalid_api_key"}}).encode()
        body += b" " * max(0, min(pad, 64 << 20) - len(body))
        length = "" if close_delimited else "Content-Length: %d\r\n" % len(body)
        try:
            sock.sendall(("HTTP/1.1 %d Refused\r\nContent-Type: application/json\r\nx-request-id: req_refused\r\n"
                          "%sConnection: close\r\n\r\n" % (status, length)).encode() + body)
        except OSError:
            pass

    @staticmethod
    def client_closed_within(sock, seconds):
        """Waits up to `seconds` (at most 60) for the client to close; True when it did."""
        deadline = time.monotonic() + min(seconds, 60.0)
        while time.monotonic() < deadline:
            readable, _, _ = select.select([sock], [], [], 0.05)
            if readable:
                try:
                    if not sock.recv(4096):
                        return True
                except OSError:
                    return True
        return False

    def converse(self, conn, path, query, headers, number):
        received = []
        while True:
            message = conn.read_message()
            if message is None:
                return
            opcode, payload = message
            text = payload.decode("utf-8", "replace")
            received.append(text)
            try:
                value = json.loads(text)
            except ValueError:
                value = {}
            kind = value.get("type") if isinstance(value, dict) else None
            if kind == "response.create" and path.endswith("/responses"):
                text = value.get("input") if isinstance(value.get("input"), str) else "Hello"
                for item in responses_events(value.get("stream_id"), "echo: " + text):
                    conn.send_json(item)
            elif kind == "session.start" and is_live(path):
                session = value.get("session") if isinstance(value.get("session"), dict) else {}
                started = dict(session, id="sess_live", expires_at=1772016228, status="active",
                               model=session.get("model", "gpt-live-1"))
                conn.send_json(event("session.started", session=started, client_event_id=value.get("event_id")))
            elif kind == "debug.error" and is_live(path):
                conn.send_json(event("error", client_event_id=value.get("event_id"),
                                     error={"type": "invalid_request_error", "code": "unknown_event",
                                            "message": "The event type is not supported.", "param": None,
                                            "client_event_id": value.get("event_id")}))
            elif kind == "response.create":
                for item in response_events():
                    conn.send_json(item)
            elif kind == "debug.function_call":
                conn.send_json(event("response.function_call_arguments.done", response_id="resp_1", item_id="item_fc",
                                     output_index=0, call_id=value.get("call_id", "call_1"),
                                     name=value.get("name", ""), arguments=value.get("arguments", "{}")))
                conn.send_json(event("response.done", response={"object": "realtime.response", "id": "resp_1",
                                                                "status": "completed", "output": []}))
            elif kind == "debug.inspect":
                with LOCK:
                    stalled = STALLED_CLOSED.get(query.get("key", ""), 0)
                conn.send_json({"type": "debug.inspect", "path": path, "query": query, "headers": headers,
                                "received": received[-100:], "connection": number, "unmasked": conn.unmasked,
                                "pongs": conn.pongs, "pings": conn.pings, "stalled_closed": stalled})
            elif kind == "debug.close":
                code = value.get("code", 1000)
                reason = base64.b64decode(value["reason_b64"]) if "reason_b64" in value else value.get("reason", "")
                conn.send_close(None if code is None else int(code), reason)
                return
            elif kind == "debug.raw":
                conn.send_raw(base64.b64decode(value.get("frame_b64", "")))
            elif kind == "debug.huge_frame":
                conn.send_raw(frame_bytes(0x1, b"x" * min(int(value.get("send", 0)), 1 << 20),
                                          length=int(value.get("size", 100 << 20))))
            elif kind == "debug.flood":
                size = max(32, min(int(value.get("size", 1024)), 1 << 20))
                count = min(int(value.get("count", 1000)), 10_000_000)
                batch = []
                for n in range(count):
                    head = '{"type":"debug.flood","n":%d,"pad":"' % n
                    batch.append(frame_bytes(0x1, (head + "x" * max(0, size - len(head) - 2) + '"}').encode()))
                    if len(batch) == 64:
                        conn.send_raw(b"".join(batch))
                        batch = []
                conn.send_raw(b"".join(batch))
                conn.send_json({"type": "debug.flood_end", "count": count})
            elif kind == "debug.ping_flood":
                conn.quiet_pongs = True
                conn.send_raw(frame_bytes(0x9, b"f") * min(int(value.get("count", 1000)), 1_000_000))
                conn.send_json({"type": "debug.ping_flood_end"})
            elif kind == "debug.drop":
                return
            elif kind == "debug.ping":
                conn.send_frame(0x9, b"p")
            elif kind == "debug.binary":
                conn.send_frame(0x2, json.dumps(event("session.created", session=SESSION)).encode())
            elif kind == "debug.big":
                size = int(value.get("size", 1024))
                prefix = '{"type":"debug.big","pad":"'
                conn.send_text(prefix + "x" * max(0, size - len(prefix) - 2) + '"}')
            elif kind == "debug.error":
                conn.send_json(event("error", error={"type": "invalid_request_error", "code": "unknown_event",
                                                      "message": "The event type is not supported.",
                                                      "param": None, "event_id": value.get("event_id")}))
            elif kind == "debug.unknown":
                conn.send_json({"type": "future.event", "x": 1})
            elif kind == "debug.stream":
                ids = '"response_id":"resp_1","item_id":"item_1","output_index":0,"content_index":0'
                frame = ('{"type":"response.output_text.delta","event_id":"e","delta":"tok ",%s}' % ids)
                for _ in range(min(int(value.get("count", 1000)), 10_000_000)):
                    conn.send_text(frame)
                conn.send_json({"type": "debug.stream_end"})


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 256


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=900.0)
    args = parser.parse_args()
    server = Server(("127.0.0.1", args.port), Handler)
    print(server.server_address[1], flush=True)

    def stop(*_):
        threading.Thread(target=server.shutdown, daemon=True).start()

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        finally:
            stop()

    signal.signal(signal.SIGTERM, stop)
    threading.Thread(target=watch_stdin, daemon=True).start()
    timer = threading.Timer(args.lifetime, stop)
    timer.daemon = True
    timer.start()
    server.serve_forever()


if __name__ == "__main__":
    main()
