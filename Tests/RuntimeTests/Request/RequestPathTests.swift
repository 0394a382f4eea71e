import Foundation
import Testing
@testable import AIClientRuntime

/// The request path is one list, and the client runs that list.
@Suite struct RequestPathTests {
    @Test func thePathListsEveryStepOnceInTheDocumentedOrder() {
        #expect(APIClientCore.requestPath == [
            .middlewares, .credentialMasking, .retries, .redirects, .responseCheck, .authentication, .transport,
        ])
        #expect(Set(APIClientCore.requestPath) == Set(RequestStep.allCases), "a new step has a place in the path")
        #expect(APIClientCore.requestPath.map(\.description).joined(separator: " → ")
            == "middlewares → credentialMasking → retries → redirects → responseCheck → authentication → transport")
    }

    /// The transport answers 503 once, then 200; the middleware's `next` returns once, after two
    /// attempts, each authorized (the authentication step is inside the retries).
    @Test func theStepsAfterAMiddlewareRunInTheirOrder() async throws {
        let transport = ScriptedTransport(statuses: [503, 200])
        var core = APIClientCore(
            baseURL: URL(string: "https://api.example.test/v1")!, authentication: .bearer("sk-path-secret-0123456789"),
            transport: transport, retryPolicy: RetryPolicy(maxRetries: 1, initialDelay: 0, maxDelay: 0))
        let seen = Seen()
        core.middlewares = [Watching(seen: seen)]
        let reply = try await core.sendData(RequestComponents(method: "GET", path: "/models"))
        #expect(reply.info.status == 200)
        #expect(String(decoding: reply.value, as: UTF8.self) == "attempt 2")
        #expect(seen.values == ["before: no credentials", "after: 200, 2 attempts"])
        #expect(transport.authorizations == ["Bearer sk-path-secret-0123456789", "Bearer sk-path-secret-0123456789"])
    }
}

private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var values: [String] { lock.withLock { entries } }
}

private struct Watching: ClientMiddleware {
    let seen: Seen
    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        seen.add(request.headers["Authorization"] == nil ? "before: no credentials" : "before: credentials")
        let response = try await next(request, context)
        seen.add("after: \(response.status), \(context.attempts) attempts")
        return response
    }
}

/// Answers with the scripted statuses in turn, the body naming the attempt; records the
/// `Authorization` each attempt carried.
private final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int]
    private var received: [String] = []

    init(statuses: [Int]) { self.statuses = statuses }

    var authorizations: [String] { lock.withLock { received } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (status, attempt): (Int, Int) = lock.withLock {
            received.append(request.headers["Authorization"] ?? "none")
            return (statuses.isEmpty ? 500 : statuses.removeFirst(), received.count)
        }
        return HTTPResponse(status: status, headers: [:], body: HTTPResponseBody(Data("attempt \(attempt)".utf8)))
    }
}
