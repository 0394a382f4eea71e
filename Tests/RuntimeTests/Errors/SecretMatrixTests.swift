import AIClientsTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import AIClientRuntime

/// No text an error prints holds 8 or more consecutive characters of a configured key (issue
/// 18): the key in a header, in the base URL's query, or as the password of `user:KEY@`,
/// echoed by the loopback server at every offset from 0 to 400 of the body.
@Suite(.timeLimit(.minutes(10)))
struct SecretMatrixTests {
    /// Where the client is given its key.
    enum Placement: String, CaseIterable, Sendable {
        case header, query, userInfo
    }

    /// A fresh key per placement, so each is registered only by the way the test gives it.
    static func key(_ placement: Placement) -> String {
        // Only the UUID's hex digits: a word in the key ("userInfo") could match a field name.
        "sk-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    static func core(_ server: LoopbackServer, key: String, placement: Placement) throws -> APIClientCore {
        let base = server.baseURL.absoluteString
        switch placement {
        case .header:
            return APIClientCore(baseURL: server.baseURL, authentication: .bearer(key), retryPolicy: .none)
        case .query:
            let url = try #require(URL(string: base + "/?key=\(key)"))
            return APIClientCore(baseURL: url, retryPolicy: .none)
        case .userInfo:
            let url = try #require(URL(string: base.replacingOccurrences(of: "http://", with: "http://user:\(key)@")))
            return APIClientCore(baseURL: url, retryPolicy: .none)
        }
    }

    /// Every text an error gives out: its descriptions, `dump`, every public property, and the
    /// underlying error's descriptions, `dump` and URL.
    static func printedForms(of error: any Error) -> [String: String] {
        var forms: [String: String] = [
            "String(describing:)": String(describing: error),
            "String(reflecting:)": String(reflecting: error),
            "localizedDescription": error.localizedDescription,
        ]
        var dumped = ""
        dump(error, to: &dumped)
        forms["dump"] = dumped
        guard let error = error as? AIClientError else { return forms }
        forms["description"] = error.description
        forms["debugDescription"] = error.debugDescription
        forms["errorDescription"] = error.errorDescription ?? ""
        forms["bodySnippet"] = error.bodySnippet ?? ""
        forms["payloadSnippet"] = error.payloadSnippet ?? ""
        forms["message"] = error.message ?? ""
        forms["codingPath"] = error.codingPath ?? ""
        forms["url"] = error.url?.absoluteString ?? ""
        forms["providerError"] = error.providerError.map { "\($0) \($0.body) \(String(reflecting: $0))" } ?? ""
        forms["responseInfo"] = error.responseInfo.map { String(reflecting: $0) } ?? ""
        if let underlying = error.underlyingError {
            forms["underlying.description"] = String(describing: underlying)
            forms["underlying.reflecting"] = String(reflecting: underlying)
            forms["underlying.localizedDescription"] = underlying.localizedDescription
            var dumpedUnderlying = ""
            dump(underlying, to: &dumpedUnderlying)
            forms["underlying.dump"] = dumpedUnderlying
            if let urlError = underlying as? URLError {
                forms["underlying.failingURL"] = urlError.failingURL?.absoluteString ?? ""
                forms["underlying.userInfo"] = "\(urlError.userInfo)"
            }
            forms["underlying.nsError"] = "\((underlying as NSError).userInfo)"
        }
        return forms
    }

    /// The forms that hold 8 or more consecutive characters of `key`.
    static func leaks(of key: String, in forms: [String: String]) -> [String] {
        let characters = Array(key)
        let windows = (0...(characters.count - 8)).map { String(characters[$0..<($0 + 8)]) }
        return forms.filter { _, text in windows.contains { text.contains($0) } }.map { "\($0.key): \($0.value.prefix(600))" }.sorted()
    }

    /// What one request of the matrix gives: the error, or a note that there was none.
    static func failure(_ core: APIClientCore, query: QueryItems, decode: Bool) async -> (any Error)? {
        let components = RequestComponents(method: "GET", path: "/echo-secret", query: query)
        do {
            if decode {
                _ = try await core.send(components, as: [String: Int].self)
            } else {
                _ = try await core.sendData(components)
            }
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: Placement.allCases)
    func anEchoedKeyIsNeverPrintedAtAnyOffset(placement: Placement) async throws {
        let server = try await LoopbackServer.shared()
        let key = Self.key(placement)
        let core = try Self.core(server, key: key, placement: placement)
        // (format, status, decode): an HTTP error with a text body, with a provider error, with
        // an HTML page; a 200 body that is not the JSON the call decodes.
        let cases: [(String, Int, Bool, AIClientError.Kind)] = [
            ("text", 401, false, .http), ("json-error", 401, false, .http), ("html", 502, false, .http),
            ("text", 200, true, .decoding),
        ]
        let results = await withTaskGroup(of: (String, [String], AIClientError.Kind?).self) { group in
            for (format, status, decode, _) in cases {
                // Four requests at a time per case: every offset, a bounded number in flight.
                for lane in 0..<4 {
                    group.addTask {
                        var found: [(String, [String], AIClientError.Kind?)] = []
                        for offset in stride(from: lane, through: 400, by: 4) {
                            let query: QueryItems = [("format", format), ("status", "\(status)"), ("offset", "\(offset)")]
                            guard let error = await Self.failure(core, query: query, decode: decode) else {
                                found.append(("\(format) @\(offset)", ["no error"], nil))
                                continue
                            }
                            let leaks = Self.leaks(of: key, in: Self.printedForms(of: error))
                            found.append(("\(format)/\(status) @\(offset)", leaks, (error as? AIClientError)?.kind))
                        }
                        return found.reduce(("", [], .http)) { partial, next in
                            next.1.isEmpty && next.2 != nil ? partial : (partial.0 + " " + next.0, partial.1 + next.1, next.2)
                        }
                    }
                }
            }
            var all: [(String, [String], AIClientError.Kind?)] = []
            for await result in group { all.append(result) }
            return all
        }
        for (where_, leaks, kind) in results where !leaks.isEmpty || kind == nil {
            Issue.record("\(placement): \(where_): \(leaks.prefix(3))")
        }
        // The server did see the key: the check above is not vacuous.
        let error = await Self.failure(core, query: [("format", "text"), ("offset", "0")], decode: false) as? AIClientError
        #expect(error?.kind == .http)
        #expect(error?.bodySnippet?.hasPrefix(SecretRedaction.mask) == true, "\(error?.bodySnippet ?? "")")
    }

    @Test(arguments: Placement.allCases)
    func aTransportErrorPrintsNoKey(placement: Placement) async throws {
        let port = try #require(Faults.unusedPort())
        let key = Self.key(placement)
        let base = "http://127.0.0.1:\(port)"
        let core: APIClientCore
        switch placement {
        case .header: core = APIClientCore(baseURL: try #require(URL(string: base)), authentication: .bearer(key), retryPolicy: .none)
        case .query: core = APIClientCore(baseURL: try #require(URL(string: base + "/?key=\(key)")), retryPolicy: .none)
        case .userInfo: core = APIClientCore(baseURL: try #require(URL(string: "http://user:\(key)@127.0.0.1:\(port)")), retryPolicy: .none)
        }
        let error = await Self.failure(core, query: [("sig", "\(key)")], decode: false)
        let clientError = try #require(error as? AIClientError)
        #expect(clientError.kind == .transport)
        #expect(clientError.underlyingError != nil)
        #expect(Self.leaks(of: key, in: Self.printedForms(of: clientError)) == [])
    }

    @Test func aKeyCutByTheEndOfAPartialBodyIsMaskedToo() {
        let key = Self.key(.header)
        SecretRedaction.register(key)
        for cut in 1..<key.count {
            let body = Data(("x" + String(key.prefix(cut))).utf8)
            let error = AIClientError.http(HTTPResponseInfo(status: 500, headers: [:]), body: body, bodyIsPartial: true)
            #expect(Self.leaks(of: key, in: Self.printedForms(of: error)) == [], "cut at \(cut)")
        }
    }

    @Test func anUnderlyingErrorThatPrintsAURLWithAKeyIsMasked() {
        let key = Self.key(.query)
        let url = URL(string: "https://example.com/v1?api-key=\(key)&sig=\(key)")!
        SecretRedaction.register(key)
        let nsError = NSError(domain: "Test", code: 1, userInfo: ["NSErrorFailingURLStringKey": url.absoluteString])
        for underlying in [nsError as any Error, URLError(.cannotConnectToHost, userInfo: [NSURLErrorFailingURLErrorKey: url])] {
            let error = AIClientError.transport(underlying, url: url)
            #expect(Self.leaks(of: key, in: Self.printedForms(of: error)) == [])
        }
    }

    @Test func aLongHTMLPageIsShownAsABoundedSnippetWithItsLength() {
        let page = "<html><body>" + String(repeating: "<p>Bad gateway</p>", count: 5_000) + "</body></html>"
        let error = AIClientError.http(HTTPResponseInfo(status: 502, headers: ["Content-Type": "text/html"]), body: Data(page.utf8))
        #expect(error.description.count < 400, "\(error.description.count)")
        #expect(error.description.contains("(\(page.utf8.count) bytes in all)"))
        #expect((error.bodySnippet?.count ?? 0) <= AIClientError.snippetLimit + 1)
        #expect(error.bodyLength == page.utf8.count)
    }
}
