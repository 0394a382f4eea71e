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

    // MARK: Every way a credential is given × every way a server echoes it (issue 27)

    /// How a client is given its credential.
    enum Giving: String, CaseIterable, Sendable {
        case apiKey, headerKey, bearerTokenProvider, entraID, authenticationHeaders, customAuthentication
        case providerDefaultHeaders, defaultQuery, extraHeaders, extraQuery, baseURLPassword
    }

    /// How the loopback server gives it back (`/echo-credential`'s `how`).
    enum Echo: String, CaseIterable, Sendable {
        case message, header, url404, cut, stream, combining, percent, decoding
    }

    /// A fresh credential for one configuration, so that no other case's registration can
    /// mask it: hex digits around a `+`, which percent-encoding changes.
    static func credential() -> String {
        let hex = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        return "sk-" + hex.prefix(20) + "+" + hex.suffix(12)
    }

    /// A client given `credential` the way `giving` says, the options of the call, and where
    /// the server finds the credential.
    static func setUp(_ giving: Giving, credential: String, server: LoopbackServer) throws -> (APIClientCore, RequestOptions, String) {
        let base = server.baseURL
        var options = RequestOptions()
        func core(_ authentication: Authentication) -> APIClientCore {
            APIClientCore(baseURL: base, authentication: authentication, retryPolicy: .none)
        }
        switch giving {
        case .apiKey: return (core(.bearer(credential)), options, "bearer")
        case .headerKey: return (core(.header("x-api-key", credential)), options, "header:x-api-key")
        case .bearerTokenProvider: return (core(.bearerToken { credential }), options, "bearer")
        case .entraID: return (core(AzureCredential.entraID { credential }.authentication), options, "bearer")
        case .authenticationHeaders:
            // A name that says nothing of credentials: it comes from a credential provider.
            return (core(.headers { ["X-Session": credential] }), options, "header:x-session")
        case .customAuthentication:
            let signer = Authentication(kind: "signer") { request in
                var request = request
                request.headers["X-Signer"] = credential
                return request
            }
            return (core(signer), options, "header:x-signer")
        case .providerDefaultHeaders:
            let provider = OpenAIProvider(name: "Echo", baseURL: base, defaultHeaders: ["X-Api-Key": credential])
            return (provider.makeCore(retryPolicy: .none), options, "header:x-api-key")
        case .defaultQuery:
            return (APIClientCore(baseURL: base, defaultQuery: [("key", credential)], retryPolicy: .none), options, "query:key")
        case .extraHeaders:
            options.extraHeaders["X-Goog-Api-Key"] = credential
            return (core(.none), options, "header:x-goog-api-key")
        case .extraQuery:
            options.extraQuery.append("api_key", credential)
            return (core(.none), options, "query:api_key")
        case .baseURLPassword:
            let url = try #require(URL(string: base.absoluteString.replacingOccurrences(of: "http://", with: "http://user:\(credential)@")))
            return (APIClientCore(baseURL: url, retryPolicy: .none), options, "basic")
        }
    }

    /// The forms that hold 8 or more consecutive characters of `credential` or of its
    /// percent-encoded form, compared as UTF-8 bytes (a combining mark after a key hides it
    /// from `String.contains`).
    static func byteLeaks(of credential: String, in forms: [String: String]) -> [String] {
        let windows = [credential, PercentEncoding.encode(credential)].flatMap { text -> [Data] in
            let characters = Array(text)
            return (0...(characters.count - 8)).map { Data(String(characters[$0..<($0 + 8)]).utf8) }
        }
        return forms.filter { _, text in
            let bytes = Data(text.utf8)
            return windows.contains { bytes.range(of: $0) != nil }
        }.map { "\($0.key): \($0.value.prefix(600))" }.sorted()
    }

    /// The error of one echoed call, made with a client that is gone when this returns (its
    /// registrations with it), and what `dump` and `String(reflecting:)` print of the client.
    static func echoedFailure(
        _ giving: Giving, _ echo: Echo, credential: String, server: LoopbackServer
    ) async throws -> (error: (any Error)?, client: [String: String]) {
        let (core, options, source) = try setUp(giving, credential: credential, server: server)
        var dumped = ""
        dump(core, to: &dumped)
        let client = ["dump(client)": dumped, "String(reflecting: client)": String(reflecting: core)]
        let components = RequestComponents(method: "GET", path: "/echo-credential", query: [("source", source), ("how", echo.rawValue)])
        do {
            if echo == .stream {
                let stream = try await core.sendEvents(components, options: options, of: JSONValue.self,
                                                       format: EventStreamFormat(errorEvents: ["error"]))
                for try await _ in stream {}
            } else if echo == .decoding {
                // Decoded after the body arrived: the per-call credentials must still be known.
                _ = try await core.send(components, options: options, as: [String: Int].self)
            } else {
                _ = try await core.sendData(components, options: options)
            }
            return (nil, client)
        } catch {
            return (error, client)
        }
    }

    @Test(arguments: Giving.allCases)
    func noCredentialIsPrintedHoweverItIsGivenOrEchoed(giving: Giving) async throws {
        let server = try await LoopbackServer.shared()
        for echo in Echo.allCases {
            // A fresh credential per pair: one pair's registration never hides another's leak.
            let credential = Self.credential()
            let (error, client) = try await Self.echoedFailure(giving, echo, credential: credential, server: server)
            let failure = try #require(error as? AIClientError, "\(giving) × \(echo): \(String(describing: error))")
            // The server found the credential (a 400 says it did not): the check is not vacuous.
            #expect(failure.status != 400, "\(giving) × \(echo): \(failure.message ?? "")")
            let expected: AIClientError.Kind = echo == .stream ? .streamError : echo == .decoding ? .decoding : .http
            #expect(failure.kind == expected, "\(giving) × \(echo): \(failure.kind)")
            var forms = Self.printedForms(of: failure)
            forms.merge(client) { first, _ in first }
            let leaks = Self.byteLeaks(of: credential, in: forms)
            #expect(leaks.isEmpty, "\(giving) × \(echo): \(leaks.prefix(3))")
        }
    }

    // MARK: Query credentials by name pattern, wherever they are added (issue 43)

    /// Where a query credential is added.
    enum QueryPlacement: String, CaseIterable, Sendable {
        case baseURL, extraQuery, middleware
    }

    /// Adds one query item to every request it sees.
    struct QueryItemMiddleware: ClientMiddleware {
        var name: String
        var value: String
        func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
            var request = request
            guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
                return try await next(request, context)
            }
            let items = components.percentEncodedQueryItems ?? []
            components.percentEncodedQueryItems = items
                + [URLQueryItem(name: PercentEncoding.encode(name), value: PercentEncoding.encode(value))]
            if let url = components.url { request.url = url }
            return try await next(request, context)
        }
    }

    static let queryCredentialNames = ["subscription-key", "x-api-key", "auth_token", "access-token", "private_token", "auth", "Ocp-Apim-Subscription-Key"]

    /// Azure API Management's `subscription-key` and the other names gateways use, in the base
    /// URL, the call's `extraQuery` or a middleware: no printed form of the error or the client
    /// holds 8 characters of the value, whether the server quotes the URL or the body is decoded.
    @Test(arguments: QueryPlacement.allCases)
    func queryCredentialsAreMaskedByName(placement: QueryPlacement) async throws {
        let server = try await LoopbackServer.shared()
        for name in Self.queryCredentialNames {
            for echo in [Echo.url404, .decoding] {
                let credential = Self.credential()
                var options = RequestOptions()
                let core: APIClientCore
                switch placement {
                case .baseURL:
                    let url = try #require(URL(string: server.baseURL.absoluteString + "?\(name)=\(PercentEncoding.encode(credential))"))
                    core = APIClientCore(baseURL: url, retryPolicy: .none)
                case .extraQuery:
                    core = APIClientCore(baseURL: server.baseURL, retryPolicy: .none)
                    options.extraQuery.append(name, credential)
                case .middleware:
                    core = APIClientCore(baseURL: server.baseURL, retryPolicy: .none)
                    options.middlewares = [QueryItemMiddleware(name: name, value: credential)]
                }
                var dumped = ""
                dump(core, to: &dumped)
                let components = RequestComponents(
                    method: "GET", path: "/echo-credential", query: [("source", "query:\(name)"), ("how", echo.rawValue)])
                let error: (any Error)?
                do {
                    _ = try await core.send(components, options: options, as: [String: Int].self)
                    error = nil
                } catch let caught {
                    error = caught
                }
                let failure = try #require(error as? AIClientError, "\(placement) \(name) \(echo)")
                #expect(failure.kind == (echo == .decoding ? .decoding : .http), "\(placement) \(name): \(failure.message ?? "")")
                #expect(failure.status != 400, "\(placement) \(name): the server did not find the credential")
                var forms = Self.printedForms(of: failure)
                forms["dump(client)"] = dumped
                forms["String(reflecting: client)"] = String(reflecting: core)
                let leaks = Self.byteLeaks(of: credential, in: forms)
                #expect(leaks.isEmpty, "\(placement) \(name) × \(echo): \(leaks.prefix(3))")
            }
        }
    }

    @Test func queryNamesOfCountsAndCursorsStayReadable() {
        for name in ["max_tokens", "page_token", "next_page_token", "cursor", "limit", "model", "order"] {
            #expect(!URL.isSecretQueryName(name), "\(name)")
        }
        for name in Self.queryCredentialNames + ["key", "api_key", "sig", "code", "token", "client_secret", "password", "X-Goog-Api-Key"] {
            #expect(URL.isSecretQueryName(name), "\(name)")
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
