import hashlib
import http.client
import json
import unittest
import urllib.parse

from spec_from_sdk.record import early_plugins, from_mocked_transport, kind, summarize
from spec_from_sdk.recorder import TEST_HEADER, Recorder, jsonl, normalize, ordered, parse_multipart

BOUNDARY = "b7a3"
MULTIPART = (
    b"--b7a3\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nassistants\r\n"
    b"--b7a3\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.bin\"\r\n"
    b"Content-Type: application/octet-stream\r\n\r\n\x00\xffdata\r\n"
    b"--b7a3--\r\n"
)


class NormalizeTests(unittest.TestCase):
    def test_a_json_request_keeps_method_path_query_and_body(self):
        record = normalize("post", "/v1/things?limit=2&tag=a&tag=b&empty=", {"Content-Type": "application/json"},
                           b'{"b": 1, "a": [true]}')
        self.assertEqual(record["method"], "POST")
        self.assertEqual(record["path"], "/v1/things")
        self.assertEqual(record["query_raw"], "limit=2&tag=a&tag=b&empty=")
        self.assertEqual(record["query"], [["limit", "2"], ["tag", "a"], ["tag", "b"], ["empty", ""]])
        self.assertEqual(record["body"], {"kind": "json", "json": {"a": [True], "b": 1}})

    def test_credentials_and_stainless_headers_are_left_out_and_random_values_masked(self):
        headers = {"Authorization": "Bearer sk-secret", "X-Api-Key": "secret", "X-Stainless-Lang": "python",
                   "User-Agent": "x", "Anthropic-Version": "2023-06-01", "anthropic-beta": "files-api",
                   "Idempotency-Key": "stainless-python-retry-123", "Accept": "application/json",
                   "Content-Type": "multipart/form-data; boundary=abc", TEST_HEADER: "t"}
        record = normalize("POST", "/files", headers, b"")
        self.assertEqual(record["headers"], {
            "accept": "application/json", "anthropic-beta": "files-api", "anthropic-version": "2023-06-01",
            "content-type": "multipart/form-data; boundary=<boundary>", "idempotency-key": "<present>"})
        self.assertNotIn("secret", json.dumps(record))
        self.assertEqual(record["body"], {"kind": "none"})

    def test_a_body_that_is_neither_json_nor_multipart_is_its_length_and_digest(self):
        record = normalize("POST", "/audio", {"content-type": "audio/wav"}, b"RIFF\xff")
        self.assertEqual(record["body"], {"kind": "bytes", "length": 5, "sha256": hashlib.sha256(b"RIFF\xff").hexdigest()})
        record = normalize("POST", "/calls", {"content-type": "application/sdp"}, b"v=0")
        self.assertEqual(record["body"]["text"], "v=0")


class MultipartTests(unittest.TestCase):
    def test_text_parts_keep_their_value_and_file_parts_their_length_and_digest(self):
        parts = parse_multipart(MULTIPART, BOUNDARY)
        self.assertEqual(parts, [
            {"name": "purpose", "value": "assistants"},
            {"name": "file", "filename": "a.bin", "content_type": "application/octet-stream",
             "file": {"length": 6, "sha256": hashlib.sha256(b"\x00\xffdata").hexdigest()}},
        ])

    def test_a_multipart_body_is_parsed_through_its_content_type(self):
        record = normalize("POST", "/files", {"content-type": f"multipart/form-data; boundary={BOUNDARY}"}, MULTIPART)
        self.assertEqual(record["body"]["kind"], "multipart")
        self.assertEqual([p["name"] for p in record["body"]["parts"]], ["purpose", "file"])


class OrderAndOutputTests(unittest.TestCase):
    def test_records_are_sorted_by_test_then_arrival_and_the_output_is_stable(self):
        records = [{"test": "b", "arrival": 0, "path": "/1"}, {"test": "a", "arrival": 1, "path": "/2"},
                   {"test": "b", "arrival": 2, "path": "/3"}]
        out = ordered(records)
        self.assertEqual([(r["test"], r["order"], r["path"]) for r in out], [("a", 0, "/2"), ("b", 0, "/1"), ("b", 1, "/3")])
        self.assertEqual(jsonl(out), jsonl(ordered(list(reversed(records)))))
        self.assertEqual(jsonl(out).splitlines()[0], '{"order":0,"path":"/2","test":"a"}')

    def test_the_summary_counts_tests_requests_and_tests_that_sent_none(self):
        outcomes = {"f.py::T::test_method_get[loose]": {"outcome": "failed", "client_sends": 1},
                    "f.py::T::test_path_params_get[loose]": {"outcome": "passed", "client_sends": 0},
                    "f.py::T::test_method_mocked[loose]": {"outcome": "passed", "client_sends": 1}}
        records = [{"test": "f.py::T::test_method_get[loose]", "via": "recorder"},
                   {"test": "f.py::T::test_method_mocked[loose]", "via": "client (mocked transport)"}]
        summary = summarize("pkg", "1.0", outcomes, records, 0)
        self.assertEqual((summary["tests_run"], summary["requests_recorded"], summary["tests_without_request"]), (3, 2, 1))
        self.assertEqual(summary["requests_from_mocked_transport"], 1)
        self.assertNotIn("connection_errors", summary)  # varies by run; the file must not
        self.assertEqual(summary["by_kind"]["path_params"], {"tests": 1, "requests": 0, "tests_without_request": 1})
        self.assertEqual(summary["without_request_reasons"], {
            "passed: checks that an empty path parameter raises before anything is sent": 1})

    def test_a_request_to_a_mocked_transport_is_taken_only_from_tests_the_recorder_saw_nothing_from(self):
        sends = [{"test": t, "method": "GET", "target": "/files/f/content?x=1", "headers": {"accept": "*/*"},
                  "body": ""} for t in ("seen", "mocked")]
        (added,) = from_mocked_transport([{"test": "seen"}], sends)
        self.assertEqual((added["test"], added["via"], added["path"], added["query"]),
                         ("mocked", "client (mocked transport)", "/files/f/content", [["x", "1"]]))

    def test_the_kind_of_a_test_is_the_way_it_calls_the_method(self):
        self.assertEqual(kind("t.py::TestX::test_raw_response_create[strict]"), "raw_response")
        self.assertEqual(kind("t.py::TestX::test_streaming_response_list"), "streaming_response")
        self.assertEqual(kind("t.py::TestX::test_overload_1"), "other")


class RecorderServerTests(unittest.TestCase):
    def test_the_loopback_recorder_records_a_request_and_answers_json_or_an_event_stream(self):
        with Recorder() as recorder:
            host, port = recorder.server.server_address
            self.assertEqual(host, "127.0.0.1")
            connection = http.client.HTTPConnection(host, port, timeout=10)
            try:
                for body in (b'{"stream": false}', b'{"stream": true}'):
                    connection.request("POST", "/v1/messages?beta=true", body=body, headers={
                        "content-type": "application/json", "x-api-key": "secret",
                        TEST_HEADER: urllib.parse.quote("t.py::T::test_method_create[loose]")})
                    response = connection.getresponse()
                    self.assertEqual(response.status, 200)
                    payload = response.read()
                    if b"true" in body:
                        self.assertEqual(response.getheader("content-type"), "text/event-stream")
                    else:
                        self.assertEqual(payload, b"{}")
            finally:
                connection.close()
        (first, second) = ordered(recorder.records)
        self.assertEqual((first["test"], first["order"], second["order"]), ("t.py::T::test_method_create[loose]", 0, 1))
        self.assertEqual(first["query"], [["beta", "true"]])
        self.assertNotIn("x-api-key", first["headers"])


class EarlyPluginTests(unittest.TestCase):
    def test_only_the_p_options_of_the_sdists_addopts_are_kept(self):
        import os
        import tempfile
        with tempfile.TemporaryDirectory() as root:
            with open(os.path.join(root, "pyproject.toml"), "w") as handle:
                handle.write('[tool.pytest.ini_options]\naddopts = "--tb=short -n auto -p tests._alias -p no:x"\n')
            self.assertEqual(early_plugins(root), ["-p", "tests._alias", "-p", "no:x"])
            self.assertEqual(early_plugins(os.path.join(root, "missing")), [])


if __name__ == "__main__":
    unittest.main()
