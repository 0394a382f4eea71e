#!/usr/bin/env python3
"""Loopback server for long-running OpenAI and Anthropic resources (Python 3 standard library).

Usage: python3 Scripts/batch-server.py [--port N] [--lifetime SECONDS] [--dir PATH]

Binds 127.0.0.1 (port 0 by default), prints the port alone on the first line of stdout, and
exits when stdin reaches end-of-file, on SIGTERM, or after --lifetime seconds. Uploaded and
generated files go to --dir (a new temporary folder by default, removed at exit).

Every route sits under a scenario: POST /scenario {"statuses": [...], "poll_after_ms": n}
answers {"id": sid}; a client then uses http://127.0.0.1:PORT/<sid> as its base URL (OpenAI:
/<sid>/v1). The scenario "default" always exists. GET /<sid>/log lists the requests seen
(method, path, query, lower-cased headers, time) and GET /<sid>/objects the objects made.

Statuses move one step per retrieve: an object is created in statuses[0] and its n-th
retrieve shows statuses[min(n, len - 1)]. Without "statuses", each kind has the provider's
own sequence (a batch: validating, in_progress, in_progress, finalizing, completed). A final
batch state is shown only once its output is written (until then: finalizing / in_progress).
"poll_after_ms" adds an `openai-poll-after-ms` header to every retrieve.

OpenAI (paths after /v1):
  POST /files (multipart, streamed to disk)   GET /files/{id}   GET /files/{id}/content
  POST /batches   GET /batches/{id}   POST /batches/{id}/cancel
      A batch reads its JSONL input file in a thread and writes an output file (one
      {"id","custom_id","response":{"status_code":200,"request_id","body"},"error":null}
      line per request) and an error file (status 400 with an OpenAI error body) for requests
      whose body's "model" starts with "fail". Bodies: chat.completion, response, or an
      embedding list, after the endpoint; the reply text is "reply to <custom_id>".
  POST /vector_stores/{vs}/files   GET /vector_stores/{vs}/files/{id}
  POST /vector_stores/{vs}/file_batches   GET /vector_stores/{vs}/file_batches/{id}
  POST /videos   GET /videos/{id}   POST /fine_tuning/jobs   GET /fine_tuning/jobs/{id}
  POST /responses   GET /responses/{id}
Anthropic:
  POST /v1/messages/batches (the requests inline)   GET /v1/messages/batches/{id}
  GET /v1/messages/batches/{id}/results   JSONL {"custom_id","result":{"type":"succeeded",
      "message"}} or {"type":"errored","error":{...}} for a "model" starting with "fail".
"""

import argparse
import json
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit, parse_qs

LOCK = threading.RLock()
SCENARIOS = {"default": {"statuses": None, "poll_after_ms": None, "log": [], "objects": {}}}
COUNTER = [0]
DIR = [""]

DEFAULT_STATUSES = {
    "batch": ["validating", "in_progress", "in_progress", "finalizing", "completed"],
    "message_batch": ["in_progress", "in_progress", "ended"],
    "vector_store.file": ["in_progress", "in_progress", "completed"],
    "vector_store.files_batch": ["in_progress", "in_progress", "completed"],
    "file": ["processed"],
    "video": ["queued", "in_progress", "completed"],
    "fine_tuning.job": ["validating_files", "queued", "running", "succeeded"],
    "response": ["queued", "in_progress", "completed"],
}
FINAL_BATCH = {"completed", "failed", "expired", "cancelled"}
NOW = 1767225600


def next_number():
    with LOCK:
        COUNTER[0] += 1
        return COUNTER[0]


CHAT_BODY = ('{"id":"chatcmpl-%d","object":"chat.completion","created":1767225600,"model":%s,'
             '"choices":[{"index":0,"message":{"role":"assistant","content":%s,"refusal":null,"annotations":[]},'
             '"finish_reason":"stop","logprobs":null}],'
             '"usage":{"prompt_tokens":5,"completion_tokens":3,"total_tokens":8}}')
RESPONSE_BODY = ('{"id":"resp_%d","object":"response","created_at":1767225600,"status":"completed","model":%s,'
                 '"output":[{"type":"message","id":"msg_%d","status":"completed","role":"assistant",'
                 '"content":[{"type":"output_text","text":%s,"annotations":[]}]}],'
                 '"error":null,"incomplete_details":null,"instructions":null,"metadata":{},'
                 '"parallel_tool_calls":true,"temperature":1.0,"tool_choice":"auto","tools":[],"top_p":1.0,'
                 '"usage":{"input_tokens":5,"input_tokens_details":{"cached_tokens":0},"output_tokens":3,'
                 '"output_tokens_details":{"reasoning_tokens":0},"total_tokens":8}}')
EMBEDDING_BODY = ('{"object":"list","data":[{"object":"embedding","index":0,"embedding":[0.25,-0.5,0.125]}],'
                  '"model":%s,"usage":{"prompt_tokens":2,"total_tokens":2}}')
OUTPUT_LINE = '{"id":"batch_req_%d","custom_id":%s,"response":{"status_code":200,"request_id":"req_%d","body":%s},"error":null}\n'
ERROR_LINE = ('{"id":"batch_req_%d","custom_id":%s,"response":{"status_code":400,"request_id":"req_%d",'
              '"body":{"error":{"message":%s,"type":"invalid_request_error","param":"model","code":"model_not_found"}}},"error":null}\n')
MESSAGE_LINE = ('{"custom_id":%s,"result":{"type":"succeeded","message":{"id":"msg_%d","type":"message","role":"assistant",'
                '"model":%s,"content":[{"type":"text","text":%s}],"stop_reason":"end_turn","stop_sequence":null,'
                '"usage":{"input_tokens":5,"output_tokens":3}}}}\n')
ERRORED_LINE = ('{"custom_id":%s,"result":{"type":"errored","error":{"type":"error","error":'
                '{"type":"invalid_request_error","message":%s},"request_id":"req_%d"}}}\n')


def reply_body(endpoint, n, model, text):
    if endpoint == "/v1/responses":
        return RESPONSE_BODY % (n, model, n, text)
    if endpoint == "/v1/embeddings":
        return EMBEDDING_BODY % model
    return CHAT_BODY % (n, model, text)


def run_openai_batch(batch, input_path):
    """Writes the output and error files of a batch; counts its requests."""
    out_path = os.path.join(DIR[0], batch["id"] + "-output.jsonl")
    err_path = os.path.join(DIR[0], batch["id"] + "-errors.jsonl")
    total = failed = 0
    dumps = json.dumps
    with open(input_path, "rb") as source, open(out_path, "w", buffering=1 << 20) as out, \
            open(err_path, "w", buffering=1 << 20) as err:
        for raw in source:
            if not raw.strip():
                continue
            line = json.loads(raw)
            total += 1
            custom_id = dumps(line["custom_id"])
            model = line.get("body", {}).get("model", "")
            if model.startswith("fail"):
                failed += 1
                err.write(ERROR_LINE % (total, custom_id, total, dumps("The model '%s' does not exist" % model)))
            else:
                text = dumps("reply to " + line["custom_id"])
                out.write(OUTPUT_LINE % (total, custom_id, total, reply_body(line.get("url"), total, dumps(model), text)))
    with LOCK:
        batch["_total"] = total
        batch["_failed"] = failed
        batch["_output"] = register_file(out_path, batch["id"] + "-output.jsonl", "batch_output") if total > failed else None
        batch["_errors"] = register_file(err_path, batch["id"] + "-errors.jsonl", "batch_output") if failed else None
        batch["_ready"] = True


def run_message_batch(batch, requests):
    path = os.path.join(DIR[0], batch["id"] + "-results.jsonl")
    total = failed = 0
    dumps = json.dumps
    with open(path, "w", buffering=1 << 20) as out:
        for request in requests:
            total += 1
            custom_id = dumps(request["custom_id"])
            model = request.get("params", {}).get("model", "")
            if model.startswith("fail"):
                failed += 1
                out.write(ERRORED_LINE % (custom_id, dumps("model: %s is not a model" % model), total))
            else:
                out.write(MESSAGE_LINE % (custom_id, total, dumps(model), dumps("reply to " + request["custom_id"])))
    with LOCK:
        batch["_total"] = total
        batch["_failed"] = failed
        batch["_results"] = path
        batch["_ready"] = True


FILES = {}


def register_file(path, filename, purpose, status="processed", statuses=None):
    number = next_number()
    file_id = "file-%06d" % number
    FILES[file_id] = {"path": path, "object": {
        "id": file_id, "object": "file", "bytes": os.path.getsize(path), "created_at": NOW,
        "filename": filename, "purpose": purpose, "status": status, "expires_at": None, "status_details": None},
        "statuses": statuses, "polls": 0}
    return file_id


def step(obj):
    """The status of an object's next retrieve (and counts the retrieve)."""
    statuses = obj["_statuses"]
    obj["_polls"] += 1
    return statuses[min(obj["_polls"], len(statuses) - 1)], obj["_polls"]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    # -- plumbing --------------------------------------------------------------------------

    def send(self, status, payload, headers=None):
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def send_file(self, path, content_type="application/octet-stream"):
        size = os.path.getsize(path)
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(size))
        self.end_headers()
        with open(path, "rb") as source:
            while True:
                chunk = source.read(256 * 1024)
                if not chunk:
                    break
                self.wfile.write(chunk)

    def error(self, status, message):
        self.send(status, {"error": {"message": message, "type": "invalid_request_error", "param": None, "code": None}})

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def body_to_file(self):
        """Streams the request body to a temporary file; returns its path."""
        length = int(self.headers.get("Content-Length") or 0)
        path = os.path.join(DIR[0], "upload-%06d.bin" % next_number())
        with open(path, "wb") as sink:
            remaining = length
            while remaining > 0:
                chunk = self.rfile.read(min(remaining, 1 << 20))
                if not chunk:
                    break
                sink.write(chunk)
                remaining -= len(chunk)
        return path

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def route(self, method):
        url = urlsplit(self.path)
        segments = url.path.strip("/").split("/")
        if method == "POST" and segments == ["scenario"]:
            config = json.loads(self.read_body() or b"{}")
            sid = "s%d" % next_number()
            with LOCK:
                SCENARIOS[sid] = {"statuses": config.get("statuses"), "poll_after_ms": config.get("poll_after_ms"),
                                  "log": [], "objects": {}}
            return self.send(200, {"id": sid})
        scenario = SCENARIOS.get(segments[0]) if segments else None
        if scenario is None:
            return self.error(404, "no scenario %r" % (segments[0] if segments else ""))
        rest = segments[1:]
        if rest == ["log"]:
            with LOCK:
                return self.send(200, {"requests": list(scenario["log"])})
        if rest == ["objects"]:
            with LOCK:
                objects = {k: {n: v for n, v in o.items() if not n.startswith("_")} for k, o in scenario["objects"].items()}
            return self.send(200, objects)
        with LOCK:
            scenario["log"].append({"method": method, "path": "/" + "/".join(rest), "query": parse_qs(url.query),
                                    "headers": {k.lower(): v for k, v in self.headers.items()}, "time": time.time()})
        self.scenario = scenario
        self.sid = segments[0]
        try:
            self.dispatch(method, rest)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def new(self, kind, obj):
        statuses = self.scenario["statuses"] or DEFAULT_STATUSES[kind]
        obj["_statuses"] = statuses
        obj["_polls"] = 0
        with LOCK:
            self.scenario["objects"][obj["id"]] = obj
        return obj

    def find(self, object_id):
        with LOCK:
            return self.scenario["objects"].get(object_id)

    def poll_headers(self):
        after = self.scenario["poll_after_ms"]
        return {"openai-poll-after-ms": str(after)} if after is not None else {}

    def public(self, obj):
        return {k: v for k, v in obj.items() if not k.startswith("_")}

    # -- routes ----------------------------------------------------------------------------

    def dispatch(self, method, rest):
        if rest[:1] != ["v1"]:
            return self.error(404, "unknown path")
        path = rest[1:]
        if path[:2] == ["messages", "batches"]:
            return self.message_batches(method, path[2:])
        if path[:1] == ["files"]:
            return self.files(method, path[1:])
        if path[:1] == ["batches"]:
            return self.batches(method, path[1:])
        if path[:1] == ["vector_stores"] and len(path) >= 3:
            return self.vector_stores(method, path[1], path[2:])
        if path[:1] == ["videos"]:
            return self.simple(method, path[1:], "video", self.video)
        if path[:2] == ["fine_tuning", "jobs"]:
            return self.simple(method, path[2:], "fine_tuning.job", self.fine_tuning_job)
        if path[:1] == ["responses"]:
            return self.simple(method, path[1:], "response", self.response)
        return self.error(404, "unknown path /v1/" + "/".join(path))

    def files(self, method, path):
        if method == "POST" and not path:
            upload = self.body_to_file()
            filename, purpose, content = split_multipart(upload, self.headers.get("Content-Type", ""))
            if content is None:
                return self.error(400, "no file part")
            statuses = self.scenario["statuses"]
            with LOCK:
                file_id = register_file(content, filename, purpose, status=(statuses or ["processed"])[0], statuses=statuses)
                obj = FILES[file_id]["object"]
            return self.send(200, obj)
        entry = FILES.get(path[0]) if path else None
        if entry is None:
            return self.error(404, "no such file")
        if method == "GET" and len(path) == 2 and path[1] == "content":
            return self.send_file(entry["path"])
        if method == "GET" and len(path) == 1:
            with LOCK:
                if entry["statuses"]:
                    entry["polls"] += 1
                    entry["object"]["status"] = entry["statuses"][min(entry["polls"], len(entry["statuses"]) - 1)]
                obj = dict(entry["object"])
            return self.send(200, obj, self.poll_headers())
        return self.error(405, "method not allowed")

    def batches(self, method, path):
        if method == "POST" and not path:
            request = json.loads(self.read_body())
            entry = FILES.get(request.get("input_file_id"))
            if entry is None:
                return self.error(400, "no such input file")
            batch = self.new("batch", {
                "id": "batch_%06d" % next_number(), "object": "batch", "endpoint": request.get("endpoint"),
                "errors": None, "input_file_id": request["input_file_id"],
                "completion_window": request.get("completion_window", "24h"), "status": None,
                "output_file_id": None, "error_file_id": None, "created_at": NOW, "in_progress_at": None,
                "expires_at": NOW + 86400, "finalizing_at": None, "completed_at": None, "failed_at": None,
                "expired_at": None, "cancelling_at": None, "cancelled_at": None,
                "request_counts": {"total": 0, "completed": 0, "failed": 0}, "metadata": request.get("metadata"),
                "_ready": False})
            batch["status"] = batch["_statuses"][0]
            threading.Thread(target=run_openai_batch, args=(batch, entry["path"]), daemon=True).start()
            return self.send(200, self.public(batch))
        batch = self.find(path[0]) if path else None
        if batch is None:
            return self.error(404, "no such batch")
        if method == "POST" and path[1:] == ["cancel"]:
            with LOCK:
                batch["_statuses"] = ["cancelling", "cancelling", "cancelled"]
                batch["_polls"] = 0
                batch["status"] = "cancelling"
            return self.send(200, self.public(batch))
        if method == "GET" and len(path) == 1:
            with LOCK:
                status, polls = step(batch)
                if status in FINAL_BATCH and not batch["_ready"]:
                    batch["_polls"] -= 1
                    status = "finalizing"
                batch["status"] = status
                statuses = batch["_statuses"]
                fraction = 1.0 if status in FINAL_BATCH else min(polls, len(statuses) - 1) / max(1, len(statuses) - 1)
                if batch["_ready"]:
                    total, failed = batch["_total"], batch["_failed"]
                    batch["request_counts"] = {"total": total, "completed": int((total - failed) * fraction),
                                               "failed": int(failed * fraction)}
                if status in FINAL_BATCH and batch["_ready"]:
                    batch["output_file_id"] = batch["_output"]
                    batch["error_file_id"] = batch["_errors"]
                    batch[status + "_at"] = NOW + 60
                obj = self.public(batch)
            return self.send(200, obj, self.poll_headers())
        return self.error(405, "method not allowed")

    def message_batches(self, method, path):
        if method == "POST" and not path:
            with open(self.body_to_file(), "rb") as source:
                requests = json.load(source)["requests"]
            batch = self.new("message_batch", {
                "id": "msgbatch_%06d" % next_number(), "type": "message_batch", "processing_status": None,
                "request_counts": {"processing": len(requests), "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0},
                "ended_at": None, "created_at": "2026-01-01T00:00:00Z", "expires_at": "2026-01-02T00:00:00Z",
                "archived_at": None, "cancel_initiated_at": None, "results_url": None, "_ready": False})
            batch["processing_status"] = batch["_statuses"][0]
            threading.Thread(target=run_message_batch, args=(batch, requests), daemon=True).start()
            return self.send(200, self.public(batch))
        batch = self.find(path[0]) if path else None
        if batch is None:
            return self.send(404, {"type": "error", "error": {"type": "not_found_error", "message": "no such batch"}})
        if method == "GET" and path[1:] == ["results"]:
            if not batch["_ready"] or batch["processing_status"] != "ended":
                return self.send(404, {"type": "error", "error": {"type": "not_found_error", "message": "not ended"}})
            return self.send_file(batch["_results"], "application/binary")
        if method == "GET" and len(path) == 1:
            with LOCK:
                status, polls = step(batch)
                if status == "ended" and not batch["_ready"]:
                    batch["_polls"] -= 1
                    status = "in_progress"
                batch["processing_status"] = status
                if batch["_ready"]:
                    statuses = batch["_statuses"]
                    fraction = 1.0 if status == "ended" else min(polls, len(statuses) - 1) / max(1, len(statuses) - 1)
                    total, failed = batch["_total"], batch["_failed"]
                    succeeded, errored = int((total - failed) * fraction), int(failed * fraction)
                    batch["request_counts"] = {"processing": total - succeeded - errored, "succeeded": succeeded,
                                               "errored": errored, "canceled": 0, "expired": 0}
                if status == "ended":
                    batch["ended_at"] = "2026-01-01T01:00:00Z"
                    batch["results_url"] = "http://%s/%s/v1/messages/batches/%s/results" % (
                        self.headers.get("Host"), self.sid, batch["id"])
                obj = self.public(batch)
            return self.send(200, obj, self.poll_headers())
        return self.error(405, "method not allowed")

    def vector_stores(self, method, store_id, path):
        kind = {"files": "vector_store.file", "file_batches": "vector_store.files_batch"}.get(path[0])
        if kind is None:
            return self.error(404, "unknown vector store path")
        if method == "POST" and len(path) == 1:
            request = json.loads(self.read_body() or b"{}")
            if kind == "vector_store.file":
                obj = {"id": request.get("file_id"), "object": kind, "usage_bytes": 0, "created_at": NOW,
                       "vector_store_id": store_id, "status": None, "last_error": None}
            else:
                ids = (request.get("file_ids") or []) + [f.get("file_id") for f in request.get("files") or []]
                obj = {"id": "vsfb_%06d" % next_number(), "object": kind, "created_at": NOW,
                       "vector_store_id": store_id, "status": None, "file_ids": ids,
                       "file_counts": {"in_progress": len(ids), "completed": 0, "failed": 0, "cancelled": 0, "total": len(ids)}}
            obj = self.new(kind, obj)
            self.set_vector_status(obj, obj["_statuses"][0])
            return self.send(200, self.public(obj))
        obj = self.find(path[1]) if len(path) == 2 else None
        if obj is None or method != "GET":
            return self.error(404, "no such vector store object")
        with LOCK:
            status, _ = step(obj)
            self.set_vector_status(obj, status)
            public = self.public(obj)
        return self.send(200, public, self.poll_headers())

    def set_vector_status(self, obj, status):
        obj["status"] = status
        if status == "failed" and obj["object"] == "vector_store.file":
            obj["last_error"] = {"code": "server_error", "message": "could not parse the file"}
        if "file_counts" in obj and status != "in_progress":
            total = obj["file_counts"]["total"]
            key = status if status in ("completed", "failed", "cancelled") else "completed"
            obj["file_counts"] = {"in_progress": 0, "completed": 0, "failed": 0, "cancelled": 0, "total": total}
            obj["file_counts"][key] = total

    def simple(self, method, path, kind, make):
        if method == "POST" and not path:
            body = self.body_to_file()
            obj = self.new(kind, make())
            obj["status"] = obj["_statuses"][0]
            os.remove(body)
            return self.send(200, self.public(obj))
        obj = self.find(path[0]) if len(path) == 1 else None
        if obj is None or method != "GET":
            return self.error(404, "no such %s" % kind)
        with LOCK:
            status, _ = step(obj)
            obj["status"] = status
            if kind == "video":
                obj["progress"] = 100 if status == "completed" else 50
                obj["error"] = {"code": "moderation_blocked", "message": "blocked"} if status == "failed" else None
            public = self.public(obj)
        return self.send(200, public, self.poll_headers())

    def video(self):
        return {"id": "video_%06d" % next_number(), "object": "video", "model": "sora-2", "status": None, "progress": 0,
                "created_at": NOW, "completed_at": None, "expires_at": None, "size": "720x1280", "seconds": "4",
                "error": None, "remixed_from_video_id": None, "prompt": "a test"}

    def fine_tuning_job(self):
        return {"object": "fine_tuning.job", "id": "ftjob-%06d" % next_number(), "model": "gpt-4o-mini",
                "created_at": NOW, "finished_at": None, "fine_tuned_model": None, "organization_id": "org-test",
                "result_files": [], "status": None, "validation_file": None, "training_file": "file-train",
                "hyperparameters": {"n_epochs": "auto", "batch_size": "auto", "learning_rate_multiplier": "auto"},
                "trained_tokens": None, "error": None, "seed": 1, "estimated_finish": None, "integrations": [],
                "metadata": None}

    def response(self):
        return {"id": "resp_%06d" % next_number(), "object": "response", "created_at": NOW, "status": None,
                "background": True, "model": "gpt-5", "output": [], "error": None, "incomplete_details": None,
                "instructions": None, "metadata": {}, "parallel_tool_calls": True, "tool_choice": "auto",
                "tools": [], "temperature": 1.0, "top_p": 1.0}


def split_multipart(path, content_type):
    """(filename, purpose, path of the file part's content) of a multipart body on disk."""
    boundary = None
    for piece in content_type.split(";"):
        piece = piece.strip()
        if piece.startswith("boundary="):
            boundary = piece[len("boundary="):].strip('"').encode()
    if boundary is None:
        return None, None, None
    with open(path, "rb") as source:
        data = source.read()
    delimiter = b"--" + boundary
    filename, purpose, content = "upload", "", None
    position = data.find(delimiter)
    while position >= 0:
        start = position + len(delimiter)
        if data[start:start + 2] == b"--":
            break
        head_end = data.find(b"\r\n\r\n", start)
        end = data.find(b"\r\n" + delimiter, head_end)
        if head_end < 0 or end < 0:
            break
        head = data[start:head_end].decode("utf-8", "replace")
        value = data[head_end + 4:end]
        if 'name="purpose"' in head:
            purpose = value.decode()
        elif 'name="file"' in head:
            marker = 'filename="'
            if marker in head:
                filename = head.split(marker, 1)[1].split('"', 1)[0]
            content = path + ".content"
            with open(content, "wb") as sink:
                sink.write(value)
        position = end + 2
    os.remove(path)
    return filename, purpose, content


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=900)
    parser.add_argument("--dir", default=None)
    args = parser.parse_args()
    DIR[0] = args.dir or tempfile.mkdtemp(prefix="batch-server-")
    owned = args.dir is None
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)

    def stop(*_):
        if owned:
            shutil.rmtree(DIR[0], ignore_errors=True)
        os._exit(0)

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(1024):
                pass
        except Exception:
            pass
        stop()

    signal.signal(signal.SIGTERM, stop)
    threading.Thread(target=watch_stdin, daemon=True).start()
    threading.Timer(args.lifetime, stop).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
