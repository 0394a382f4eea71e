import Testing
@testable import ClientGenerator

/// How generated methods put parameters and bodies on the wire and read non-JSON replies:
/// query array styles, `Accept`, binary and text results, multipart layout.
@Suite struct WireEncodingRenderTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths:
          /things:
            get:
              operationId: listThings
              parameters:
                - {name: include, in: query, schema: {type: array, items: {type: string}}}
                - {name: "ids[]", in: query, schema: {type: array, items: {type: string}}}
                - {name: tags, in: query, explode: false, schema: {type: array, items: {type: string}}}
                - {name: kinds, in: query, style: form, explode: true, schema: {type: array, items: {type: string}}}
                - {name: metadata, in: query, style: deepObject, explode: true, schema: {type: object, additionalProperties: {type: string}}}
              responses:
                "200": {description: OK, content: {application/json: {schema: {type: object, properties: {ok: {type: boolean}}}}}}
          /things/{id}/content:
            get:
              operationId: thingContent
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              responses:
                "200": {description: OK, content: {application/octet-stream: {schema: {type: string, format: binary}}}}
          /agents:
            get:
              operationId: listAgents
              parameters:
                - {name: OpenAI-Beta, in: header, required: true, schema: {type: string, const: "agents=v1"}}
                - {name: X-Mode, in: header, required: true, schema: {type: string, enum: [fast]}}
                - {name: X-Trace, in: header, schema: {type: string, const: "on"}}
              responses:
                "200": {description: OK, content: {application/json: {schema: {type: object, properties: {ok: {type: boolean}}}}}}
          /sessions/{id}/events:
            get:
              operationId: streamSessionEvents
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              responses:
                "200": {description: OK, content: {text/event-stream: {schema: {type: object, properties: {type: {type: string}}}}}}
          /transcribe:
            post:
              operationId: transcribe
              requestBody:
                required: true
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      required: [file, model]
                      properties:
                        file: {type: string, format: binary}
                        model: {type: string}
                        temperature: {type: number}
                        include: {type: array, items: {type: string}}
                        chunking: {type: object, properties: {type: {type: string}}}
                        images: {type: array, items: {type: string, format: binary}}
              responses:
                "200":
                  description: OK
                  content:
                    application/json: {schema: {type: object, properties: {text: {type: string}}}}
                    text/plain: {schema: {type: string}}
        """

    /// A multipart body whose `encoding` gives two members content types of their own.
    static let encodingSpec = """
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths:
          /calls:
            post:
              operationId: createCall
              requestBody:
                required: true
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      required: [sdp]
                      properties:
                        sdp: {type: string}
                        session: {type: object, properties: {model: {type: string}}}
                        note: {type: object, properties: {text: {type: string}}}
                        image:
                          anyOf:
                            - {type: string, format: binary}
                            - {type: array, items: {type: string, format: binary}}
                    encoding:
                      sdp: {contentType: application/sdp}
                      session: {contentType: application/json}
              responses:
                "201": {description: Created}
        """

    /// A beta operation that declares the caller's betas and whose SDK method always sends one.
    static let joinedSpec = """
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths:
          /sessions:
            get:
              operationId: listSessions
              x-sdk-headers: {anthropic-beta: managed-agents-2026-04-01}
              parameters:
                - {name: anthropic-beta, in: header, schema: {type: array, items: {type: string}}}
                - {name: OpenAI-Beta, in: header, required: true, schema: {type: string, const: "agents=v1"}}
                - {name: X-Mode, in: header, required: true, schema: {type: string, enum: [fast]}}
              responses:
                "200": {description: OK, content: {application/json: {schema: {type: object, properties: {ok: {type: boolean}}}}}}
        """

    static func generate(queryArrays: EndpointDecl.QueryArrayStyle = .bracketed, accept: [String: String] = [:],
                         clientHeaders: Set<String> = [], joinedHeaders: Set<String> = [], spec: String = WireEncodingRenderTests.spec) throws -> [String: String] {
        let loaded = try TestFiles.load(spec)
        var input = GeneratorInput(specPath: "spec.yaml", moduleName: "Test")
        input.clientName = "TestClient"
        input.endpoints.clientHeaders = clientHeaders
        input.endpoints.joinedHeaders = joinedHeaders
        input.endpoints.queryArrays = queryArrays
        input.endpoints.accept = accept
        return SwiftClientGenerator.generate(loaded, input: input).files
    }

    static func all(_ files: [String: String]) -> String {
        files.keys.sorted().compactMap { files[$0] }.joined(separator: "\n")
    }

    @Test func queryArraysFollowTheSpecThenTheConfig() throws {
        let text = Self.all(try Self.generate())
        // Silent spec: the config's default (the SDKs' brackets).
        #expect(text.contains(#"request.query.append("include", include, style: .bracketed)"#))
        #expect(text.contains(#"request.query.append("ids[]", ids, style: .bracketed)"#))
        // Stated in the spec: as stated.
        #expect(text.contains(#"request.query.append("tags", tags, style: .commaSeparated)"#))
        #expect(text.contains(#"request.query.append("kinds", kinds, style: .repeated)"#))
        #expect(text.contains(#"try request.query.appendDeepObject("metadata", encoding: metadata)"#))
        let repeated = Self.all(try Self.generate(queryArrays: .repeated))
        #expect(repeated.contains(#"request.query.append("include", include, style: .repeated)"#))
    }

    @Test func binaryResultsAskForTheirTypeAndDownloadToAFile() throws {
        let text = Self.all(try Self.generate())
        #expect(text.contains("public func content(id: String, options: RequestOptions = .init()) async throws -> Data"))
        #expect(text.contains("public func content(id: String, to destination: URL, options: RequestOptions = .init()) async throws -> Int64"))
        #expect(text.contains(#"request.headers.set("Accept", "application/octet-stream")"#))
        let overridden = Self.all(try Self.generate(accept: ["thingContent": "application/binary"]))
        #expect(overridden.contains(#"request.headers.set("Accept", "application/binary")"#))
        #expect(!overridden.contains(#""application/octet-stream")"#))
    }

    /// A required header with one allowed value (the official SDKs' `OpenAI-Beta: agents=v1`) is
    /// sent by the method, not asked of the caller; an optional one stays a parameter.
    @Test func requiredHeadersWithOneValueAreSentByTheMethod() throws {
        let text = Self.all(try Self.generate())
        #expect(text.contains("public func retrieve(xTrace: String? = nil, options: RequestOptions = .init())"))
        #expect(text.contains(#"request.headers.set("OpenAI-Beta", "agents=v1")"#))
        #expect(text.contains(#"request.headers.set("X-Mode", "fast")"#))
        #expect(text.contains(#"request.headers.set("X-Trace", xTrace)"#))
    }

    /// `joinedHeaders`: the value the official SDK always sends (`x-sdk-headers`, or a required
    /// one-value header) is joined with the client's and the caller's (`anthropic-beta`), not set.
    @Test func joinedHeadersAreJoinedWithTheCallersValues() throws {
        let plain = Self.all(try Self.generate(clientHeaders: ["anthropic-beta"], spec: Self.joinedSpec))
        #expect(!plain.contains("anthropicBeta"))
        #expect(!plain.contains("joinedHeaders"))
        let joined = Self.all(try Self.generate(clientHeaders: ["anthropic-beta"], joinedHeaders: ["anthropic-beta", "openai-beta"], spec: Self.joinedSpec))
        #expect(joined.contains(#"request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01""#))
        #expect(joined.contains(#"request.joinedHeaders["OpenAI-Beta"] = "agents=v1""#))
        #expect(!joined.contains(#"request.headers.set("OpenAI-Beta""#))
        #expect(joined.contains(#"request.headers.set("X-Mode", "fast")"#))
    }

    /// An operation that only streams (no flag turns it on, no other content type) has one
    /// method, the stream, under the operation's own name: no raw-bytes twin, no download.
    @Test func anOperationThatOnlyStreamsIsItsStream() throws {
        let files = try Self.generate()
        let file = try #require(files.first { $0.key.hasSuffix("+Sessions.swift") }?.value)
        let methods = file.split(separator: "\n").filter { $0.contains("public func ") }
        #expect(methods.count == 1)
        #expect(methods.first?.contains("func events(id: String, options: RequestOptions = .init()) async throws -> EventStream<") == true)
        #expect(!file.contains("Stream(id:") && !file.contains("-> Data") && !file.contains("to destination"))
    }

    @Test func jsonOrTextWhenTheOperationAlsoAnswersText() throws {
        let text = Self.all(try Self.generate())
        #expect(text.contains("async throws -> JSONOrText<Test.TranscribeResponse>"))
        #expect(text.contains("return try await core.sendJSONOrText(request, options: options, as: Test.TranscribeResponse.self).value"))
        #expect(text.contains("try request.setMultipartBody(body, extraFields: options.extraBody)"))
    }

    @Test func multipartFieldsFirstInSDKOrderFilesLast() throws {
        let text = Self.all(try Self.generate())
        let appends = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("form.append") || $0.hasPrefix("try form.append") }
        #expect(appends == [
            #"form.append("model", self.model)"#,
            #"try form.appendFields("chunking", encoding: value)"#,
            #"try form.appendFields("include", encoding: value)"#,
            #"form.append("temperature", value)"#,
            #"form.append("file", file: self.file)"#,
            #"form.append("images", files: value, style: .brackets)"#,
        ])
    }

    /// `encoding` content types are kept: `session` is one JSON part, `sdp` a part of type
    /// `application/sdp`; a member without one is spread over fields as before. A member that
    /// is one file or several goes out as the SDKs send it (`image`, or `image[]` parts).
    @Test func multipartEncodingGivesPartsTheirContentType() throws {
        let text = Self.all(try Self.generate(spec: Self.encodingSpec))
        let appends = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("form.append") || $0.hasPrefix("try form.append") }
        #expect(appends == [
            #"try form.append("sdp", self.sdp, contentType: "application/sdp")"#,
            #"try form.appendFields("note", encoding: value)"#,
            #"try form.append("session", value, contentType: "application/json")"#,
            #"form.append("image", oneOrMore: value)"#,
        ])
    }
}
