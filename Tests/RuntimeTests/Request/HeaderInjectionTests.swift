import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// A header whose name or value HTTP cannot carry is refused with an error that names it,
/// before anything is sent: a CR or LF in a name would start a header of its own (header
/// injection), and URLSession drops a value with CR, LF or NUL without a word.
@Suite(.timeLimit(.minutes(10)))
struct HeaderInjectionTests {
    static let bad: [(name: String, value: String, says: String)] = [
        ("X-Tenant\r\nX-Injected", "1", "header name"),
        ("X-Tenant\nX-Injected: 1\n", "1", "header name"),
        ("X Tenant", "1", "header name"),
        ("", "1", "header name"),
        ("X-Tenant", "a\r\nX-Injected: 1", "X-Tenant"),
        ("X-Tenant", "a\nb", "X-Tenant"),
        ("X-Tenant", "a\u{0}b", "X-Tenant"),
    ]

    @Test func aHeaderHTTPCannotCarryIsRefusedBeforeAnythingIsSent() async throws {
        let server = try await LoopbackServer.shared()
        for (name, value, says) in Self.bad {
            let session = try await server.mockSession([.json(["ok": true])])
            let core = APIClientCore(baseURL: session.baseURL, retryPolicy: .none)
            var options = RequestOptions()
            options.extraHeaders.add(name, value)
            do {
                _ = try await core.sendData(RequestComponents(method: "GET", path: "/x"), options: options)
                Issue.record("\(name.debugDescription): sent")
            } catch let error as AIClientError {
                #expect(error.kind == .invalidRequest, "\(name.debugDescription): \(error)")
                #expect(error.message?.contains(says) == true, "\(error.message ?? "")")
                // The sentence is one line, and never quotes the value.
                #expect(error.message?.contains(where: { $0.isNewline }) != true)
                if says != "header name" { #expect(error.message?.contains(value) != true) }
            }
            #expect(try await session.requests().isEmpty, "\(name.debugDescription) reached the server")
        }
        // A header HTTP can carry still goes.
        let session = try await server.mockSession([.json(["ok": true])])
        var options = RequestOptions()
        options.extraHeaders.add("X-Tenant_1.~", "a\tb ü")
        _ = try await APIClientCore(baseURL: session.baseURL, retryPolicy: .none)
            .sendData(RequestComponents(method: "GET", path: "/x"), options: options)
        #expect(try await session.requests().count == 1)
    }

    /// A middleware's header is checked too (after every middleware and the authentication).
    @Test func aMiddlewaresHeaderIsChecked() async throws {
        struct Injecting: ClientMiddleware {
            func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
                var request = request
                request.headers.add("X-Trace\r\nX-Injected", "1")
                return try await next(request, context)
            }
        }
        let server = try await LoopbackServer.shared()
        let session = try await server.mockSession([.json(["ok": true])])
        var options = RequestOptions()
        options.middlewares = [Injecting()]
        await #expect(throws: AIClientError.self) {
            _ = try await APIClientCore(baseURL: session.baseURL, retryPolicy: .none)
                .sendData(RequestComponents(method: "GET", path: "/x"), options: options)
        }
        #expect(try await session.requests().isEmpty)
    }
}
