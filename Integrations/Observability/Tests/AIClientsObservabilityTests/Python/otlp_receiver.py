#!/usr/bin/env python3
"""A tiny OTLP/HTTP receiver for OTelExampleTests, on 127.0.0.1 (standard library only).

Prints its port on the first line, then one JSON line per export it receives:
  {"path": "/v1/traces", "spans": [{"name": ..., "attributes": {key: value}}]}
  {"path": "/v1/metrics", "metrics": [name, ...]}
  {"path": "/v1/logs", "logs": [body, ...]}
and answers 200 with an empty body. Takes OTLP protobuf (decoded here with a small wire-format
reader) or OTLP JSON. Exits when its stdin closes, or after --lifetime seconds.
"""
import argparse
import json
import struct
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def fields(data):
    """(field number, wire type, value) of one protobuf message; value is int or bytes."""
    index = 0
    while index < len(data):
        key, index = varint(data, index)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, index = varint(data, index)
        elif wire == 1:
            value, index = data[index:index + 8], index + 8
        elif wire == 2:
            length, index = varint(data, index)
            value, index = data[index:index + length], index + length
        elif wire == 5:
            value, index = data[index:index + 4], index + 4
        else:
            raise ValueError("unsupported wire type %d" % wire)
        yield number, wire, value


def varint(data, index):
    result, shift = 0, 0
    for _ in range(10):
        byte = data[index]
        index += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, index
        shift += 7
    raise ValueError("varint too long")


def any_value(data):
    # AnyValue: 1 string, 2 bool, 3 int, 4 double, 5 array, 6 kvlist, 7 bytes.
    for number, wire, value in fields(data):
        if number == 1:
            return value.decode("utf-8", "replace")
        if number in (2, 3):
            return value
        if number == 4:
            return struct.unpack("<d", value)[0]
        if number == 5:
            return [any_value(item) for n, _, item in fields(value) if n == 1]
    return None


def spans_from_protobuf(body):
    # ExportTraceServiceRequest.resource_spans(1) > ScopeSpans(2) > Span(2): name 5, attributes 9.
    spans = []
    for n1, _, resource_spans in fields(body):
        if n1 != 1:
            continue
        for n2, _, scope_spans in fields(resource_spans):
            if n2 != 2:
                continue
            for n3, _, span in fields(scope_spans):
                if n3 != 2:
                    continue
                name, attributes = None, {}
                for number, _, value in fields(span):
                    if number == 5:
                        name = value.decode("utf-8", "replace")
                    elif number == 9:
                        key, val = None, None
                        for k, _, v in fields(value):
                            if k == 1:
                                key = v.decode("utf-8", "replace")
                            elif k == 2:
                                val = any_value(v)
                        attributes[key] = val
                spans.append({"name": name, "attributes": attributes})
    return spans


def spans_from_json(body):
    spans = []
    document = json.loads(body)
    for resource_spans in document.get("resourceSpans", []):
        for scope_spans in resource_spans.get("scopeSpans", []):
            for span in scope_spans.get("spans", []):
                attributes = {}
                for attribute in span.get("attributes", []):
                    value = attribute.get("value", {})
                    attributes[attribute.get("key")] = next(iter(value.values()), None)
                spans.append({"name": span.get("name"), "attributes": attributes})
    return spans


def nested(data, path):
    """The messages at a path of field numbers (each a repeated message field), in order."""
    if not path:
        return [data]
    return [item for number, wire, value in fields(data) if number == path[0] and wire == 2
            for item in nested(value, path[1:])]


def metrics_from_protobuf(body):
    # ExportMetricsServiceRequest.resource_metrics(1) > ScopeMetrics(2) > Metric(2): name 1.
    return [value.decode("utf-8", "replace") for metric in nested(body, [1, 2, 2])
            for number, _, value in fields(metric) if number == 1]


def logs_from_protobuf(body):
    # ExportLogsServiceRequest.resource_logs(1) > ScopeLogs(2) > LogRecord(2): body 5 (AnyValue).
    return [any_value(value) for record in nested(body, [1, 2, 2])
            for number, _, value in fields(record) if number == 5]


def metrics_from_json(body):
    document = json.loads(body)
    return [metric.get("name") for resource in document.get("resourceMetrics", [])
            for scope in resource.get("scopeMetrics", []) for metric in scope.get("metrics", [])]


def logs_from_json(body):
    document = json.loads(body)
    return [next(iter(record.get("body", {}).values()), None) for resource in document.get("resourceLogs", [])
            for scope in resource.get("scopeLogs", []) for record in scope.get("logRecords", [])]


lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(min(length, 16 * 1024 * 1024))
        is_json = "json" in (self.headers.get("Content-Type") or "")
        record = {"path": self.path}
        try:
            if self.path.endswith("/v1/traces"):
                record["spans"] = spans_from_json(body) if is_json else spans_from_protobuf(body)
            elif self.path.endswith("/v1/metrics"):
                record["metrics"] = metrics_from_json(body) if is_json else metrics_from_protobuf(body)
            elif self.path.endswith("/v1/logs"):
                record["logs"] = logs_from_json(body) if is_json else logs_from_protobuf(body)
        except (ValueError, IndexError, KeyError, AttributeError, struct.error) as error:
            record["error"] = str(error)
        with lock:
            print(json.dumps(record), flush=True)
        self.send_response(200)
        self.send_header("Content-Type", self.headers.get("Content-Type") or "application/x-protobuf")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *arguments):
        pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lifetime", type=float, default=120)
    options = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # Stops when the test closes our stdin (or dies), or after the lifetime.
    reader = threading.Thread(target=sys.stdin.read, daemon=True)
    reader.start()
    reader.join(options.lifetime)
    server.shutdown()


if __name__ == "__main__":
    main()
