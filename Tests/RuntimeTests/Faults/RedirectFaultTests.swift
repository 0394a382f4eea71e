import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// Redirects are followed by the core: 307/308 re-send method, headers and body; 301/302/303
/// follow the HTTP method rules; a loop ends after a bounded number of hops.
@Suite(.timeLimit(.minutes(10)))
struct RedirectFaultTests {
    @Test(arguments: [307, 308])
    func aPostRedirectedWith307Or308ResendsItsBody(status: Int) async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let target = "/fault/ok?key=\(key)"
        let options = RequestOptions(extraHeaders: ["X-Custom": "kept"])
        let response = try await Faults.core(server).raw(
            "POST", "/fault/redirect", query: [("key", key), ("status", "\(status)"), ("to", target)],
            body: ["model": "gpt-4o", "input": "héllo"], options: options)
        #expect(response.value["method"] == "POST")
        #expect(response.value["body_json"] == ["model": "gpt-4o", "input": "héllo"])
        let log = try await Faults.log(server, key: key)
        #expect(log.map(\.kind) == ["redirect", "ok"])
        Faults.report("\(status) redirect of a POST", log)
        #expect(log.allSatisfy { $0.complete && $0.bodyJSON == ["model": "gpt-4o", "input": "héllo"] })
        #expect(log.last?.headers["x-custom"] == "kept")
        #expect(log.last?.headers["authorization"] == "Bearer sk-fault-secret")
        #expect(log.last?.headers["content-type"] == "application/json")
    }

    @Test(arguments: [(301, "POST", "GET"), (302, "POST", "GET"), (303, "POST", "GET"), (303, "PUT", "GET"), (301, "PUT", "PUT")])
    func methodRulesOf301To303(status: Int, method: String, expected: String) async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        _ = try await Faults.core(server).raw(
            method, "/fault/redirect", query: [("key", key), ("status", "\(status)"), ("to", "/fault/ok?key=\(key)")],
            body: ["a": 1])
        let last = try #require(try await Faults.log(server, key: key).last)
        #expect(last.method == expected)
        #expect(last.bodySize == (expected == "GET" ? 0 : 7))
        #expect(expected != "GET" || last.headers["content-type"] == nil)
    }

    @Test func aMultipartUploadFollowsA307WithTheSameParts() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        var form = MultipartFormData()
        form.append("purpose", "assistants")
        form.append("file", file: .data(Data(repeating: 7, count: 40_000), filename: "a.bin"))
        guard case .stream(let length, let makeChunks) = try form.makeBody() else { Issue.record("streamed"); return }
        let request = RequestComponents(
            method: "POST", path: "/fault/redirect", query: [("key", key), ("to", "/fault/ok?key=\(key)")],
            body: .stream(length: length, contentType: form.contentType, makeChunks: makeChunks))
        _ = try await Faults.core(server).sendData(request)
        let log = try await Faults.log(server, key: key)
        #expect(log.count == 2)
        #expect(log.allSatisfy { $0.complete && $0.parts?.count == 2 && $0.bodySize == Int(length ?? -1) })
    }

    @Test func aRedirectLoopEndsAfterTenHops() async throws {
        let server = try await LoopbackServer.shared()
        let key = Faults.key()
        let (result, _) = await Faults.timed {
            try await Faults.core(server, policy: .none).raw("POST", "/fault/redirect", query: [("key", key), ("to", "self")], body: ["a": 1])
        }
        #expect(result.clientError?.kind == .transport)
        // The eleventh request is the last the server sees: the loop ended there.
        #expect(try await Faults.log(server, key: key).count == 11)
    }
}
