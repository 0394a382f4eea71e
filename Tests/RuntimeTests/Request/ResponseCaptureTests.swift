import AIClientRuntime
import Foundation
import Testing

/// A transport that answers every request itself, as a user's custom transport would.
private struct CannedTransport: HTTPTransport {
    var status: Int
    var headers: HTTPHeaders
    var body: String

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(status: status, headers: headers, body: HTTPResponseBody(Data(body.utf8)))
    }
}

@Suite struct ResponseCaptureTests {
    func core(status: Int = 200, requestID: String) -> APIClientCore {
        APIClientCore(
            baseURL: URL(fileURLWithPath: "/"),
            transport: CannedTransport(
                status: status,
                headers: ["x-request-id": requestID, "x-ratelimit-remaining-requests": "41", "content-type": "application/json"],
                body: #"{"ok":true}"#),
            retryPolicy: .none)
    }

    @Test func captureGivesBackTheResponseOfAnyCall() async throws {
        let core = core(requestID: "req_123")
        let (value, response) = try await HTTPResponseInfo.capture {
            try await core.send(RequestComponents(method: "GET", path: "/thing"), as: JSONValue.self).value
        }
        #expect(value["ok"] == true)
        #expect(response?.status == 200)
        #expect(response?.requestID == "req_123")
        #expect(response?.rateLimits.requests?.remaining == 41)
    }

    @Test func capturesAreScopedToTheirTask() async throws {
        let first = core(requestID: "first")
        let second = core(requestID: "second")
        async let a = HTTPResponseInfo.capture { try await first.sendData(RequestComponents(method: "GET", path: "/a")).value }
        async let b = HTTPResponseInfo.capture { try await second.sendData(RequestComponents(method: "GET", path: "/b")).value }
        let (resultA, resultB) = try await (a, b)
        #expect(resultA.response?.requestID == "first")
        #expect(resultB.response?.requestID == "second")
    }

    @Test func failedCallsAreCapturedToo() async throws {
        let core = core(status: 404, requestID: "req_missing")
        let (_, responses) = await HTTPResponseInfo.captureAll({
            try? await core.sendData(RequestComponents(method: "GET", path: "/missing"))
        })
        #expect(responses.map(\.status) == [404])
        #expect(responses.first?.requestID == "req_missing")
    }
}
