import AIClientRuntime
import Anthropic
import Foundation
import OpenAI
import Testing

/// Every ```` ``` ```` example in a `///` comment of the hand-written sources (`Sources/`, not
/// `Generated/`) is compiled here: the functions below hold each example between
/// `// Doc: <path>` and `// Doc: end` (`#2` after the path for a file's second example), and
/// the test checks that the comments still read the same as this code and that no example
/// is missing. The functions are compiled, not run: they stand for the caller's code.
@Suite struct DocCommentExamplesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `path` or `path #n` → the example's lines, from every hand-written source file.
    static func documentedExamples() throws -> [String: [String]] {
        var examples: [String: [String]] = [:]
        let sources = repository.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/Generated/") } ?? []
        for file in files {
            let relative = String(file.path.dropFirst(repository.path.count + 1))
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            var index = 0, count = 0
            while index < lines.count {
                defer { index += 1 }
                guard lines[index].hasPrefix("/// ```") else { continue }
                let start = index + 1
                guard let end = lines[start...].firstIndex(where: { $0.hasPrefix("/// ```") }) else { break }
                count += 1
                examples[count == 1 ? relative : "\(relative) #\(count)"] = lines[start..<end].map { line in
                    line.hasPrefix("/// ") ? String(line.dropFirst(4)) : String(line.dropFirst(3))
                }
                index = end
            }
        }
        return examples
    }

    /// The marked regions of this file, dedented.
    static func testedExamples() throws -> [String: [String]] {
        let lines = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8).components(separatedBy: "\n")
        var examples: [String: [String]] = [:]
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("// Doc: "), line != "// Doc: end" else { continue }
            guard let end = lines[(index + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// Doc: end" }) else { break }
            let region = lines[(index + 1)..<end]
            let indent = region.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            examples[String(line.dropFirst(8))] = region.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            index = end
        }
        return examples
    }

    @Test func everyDocCommentExampleIsCompiledHere() throws {
        let documented = try Self.documentedExamples()
        let tested = try Self.testedExamples()
        #expect(documented.count >= 15)
        for (name, code) in documented.sorted(by: { $0.key < $1.key }) {
            guard let copy = tested[name] else {
                Issue.record("the example in \(name) is not compiled: copy it into DocCommentExamplesTests between `// Doc: \(name)` and `// Doc: end`")
                continue
            }
            let line = zip(code, copy).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(code == copy, "\(name) differs at line \((line ?? min(code.count, copy.count)) + 1) from its copy in DocCommentExamplesTests")
        }
        for name in tested.keys where documented[name] == nil {
            Issue.record("DocCommentExamplesTests holds \(name), which no longer has an example")
        }
    }

    // MARK: - The examples (compiled, never called)

    func clients(key: String, azureKey: String) async throws {
        // Doc: Sources/Anthropic/Core/AnthropicClient.swift
        let claude = AnthropicClient(apiKey: key)                      // or AnthropicClient() to read ANTHROPIC_API_KEY
        let message = try await claude.messages.create(.init(
            model: .claudeSonnet4_5, messages: [.user("Hello, Claude")], maxTokens: 1024))
        print(message.text)
        // Doc: end
        // Doc: Sources/OpenAI/Core/OpenAIClient.swift
        let client = OpenAIClient(apiKey: key)                         // or OpenAIClient() to read OPENAI_API_KEY
        let azure = OpenAIClient(provider: .azure(resource: "my-res", credential: .apiKey(azureKey)))
        let completion = try await client.chat.completions.create(.init(
            messages: [.user("Write a haiku about Swift")], model: "gpt-4o"))
        // Doc: end
        _ = (azure, completion)
    }

    func modelFallback(key: String) async throws {
        // Doc: Sources/Runtime/Engine/Middleware/ModelFallback.swift
        var claude = AnthropicClient(apiKey: key)
        claude.core.middlewares.append(ModelFallback(models: ["claude-sonnet-4-5", "claude-haiku-4-5"]))
        // Doc: end
        _ = claude
    }

    func concurrencyLimit(key: String, prompts: [String]) async throws {
        // Doc: Sources/Runtime/Transport/ConcurrencyLimitedTransport.swift
        let transport = ConcurrencyLimitedTransport(URLSessionTransport(), maxConcurrentRequests: 16)
        let client = OpenAIClient(apiKey: key, transport: transport)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for prompt in prompts {
                group.addTask { _ = try await client.chat.completions.create(.init(messages: [.user(prompt)], model: "gpt-4o")) }
            }
            try await group.waitForAll()
        }
        // Doc: end
    }

    func accumulators(
        client: OpenAIClient, claude: AnthropicClient, chatRequest: CreateChatCompletionRequest,
        responsesRequest: CreateResponse, messageRequest: CreateMessageParams
    ) async throws {
        do {
            let request = messageRequest
            // Doc: Sources/Anthropic/Families/Messages/MessageAccumulator.swift
            var accumulator = MessageAccumulator()
            for try await event in try await claude.messages.stream(request) {
                accumulator.add(event)
            }
            let message = try accumulator.result()
            // Doc: end
            _ = message
        }
        do {
            let request = chatRequest
            // Doc: Sources/Runtime/HTTP/DecodingIssues+Capture.swift
            let (completion, issues) = try await DecodingIssue.capture {
                try await client.chat.completions.create(request)
            }
            for issue in issues { print(issue) }   // "created: required member is absent; …"
            // Doc: end
            _ = completion
        }
        do {
            // Doc: Sources/Runtime/Coding/Decoder/ClientJSONDecoder.swift
            let decoder = ClientJSONDecoder()
            let message = try decoder.decode(JSONValue.self, from: Data(#"{"role":"user"}"#.utf8))
            // Doc: end
            _ = message
        }
        do {
            let request = chatRequest
            // Doc: Sources/OpenAI/Families/Chat/ChatCompletionAccumulator.swift
            var accumulator = ChatCompletionAccumulator()
            for try await chunk in try await client.chat.completions.stream(request) {
                print(chunk.choices.first?.delta.content ?? "", terminator: "")
                accumulator.add(chunk)
            }
            let completion = try accumulator.result()
            // Doc: end
            _ = completion
        }
        do {
            let request = responsesRequest
            // Doc: Sources/OpenAI/Families/Responses/ResponseAccumulator.swift
            var accumulator = ResponseAccumulator()
            for try await event in try await client.responses.stream(request) {
                if case .outputTextDelta(let delta) = event { print(delta.delta, terminator: "") }
                accumulator.add(event)
            }
            let response = try accumulator.result()
            print(response.outputText ?? "")
            // Doc: end
        }
    }

    func realtime(client: OpenAIClient) async throws {
        // Doc: Sources/OpenAI/Families/Realtime/RealtimeConnection.swift
        let session = try await client.realtime.connect(model: "gpt-realtime")
        try await session.send(.responseCreate(.init()))
        for try await event in session.events {
            if case .responseOutputTextDelta(let delta) = event { print(delta.delta, terminator: "") }
            if case .responseDone = event { break }
        }
        await session.close()
        // Doc: end
    }

    func runtime(client: OpenAIClient, key: String, threadID: String, request: CreateTranscriptionRequest) async throws {
        // Doc: Sources/Runtime/Jobs/Pagination/PageSequence.swift
        for try await file in client.files.list() { print(file.id) }
        for try await page in client.files.list().pages { print(page.data.count) }
        // Doc: end
        // Doc: Sources/Runtime/HTTP/Errors/AIClientError.swift
        do {
            _ = try await client.models.retrieve(model: "gpt-4o")
        } catch let error as AIClientError where error.kind == .http {
            print(error.status ?? 0, error.providerError?.message ?? "", error.requestID ?? "")
        }
        // Doc: end
        func kinds(_ error: AIClientError) {
            // Doc: Sources/Runtime/HTTP/Errors/AIClientError.swift #2
            switch error.kind {
            case .http where error.status == 429: print("rate limited; retry after", error.retryAfter ?? 1, "s")
            case .transport, .timeout: print("network:", error.message ?? "")
            default: print(error.message ?? "")   // every other kind, and the ones to come
            }
            // Doc: end
        }
        // Doc: Sources/Runtime/Engine/Providers/Provider.swift
        let local = OpenAIClient(provider: .ollama())
        var groq = OpenAIProvider.groq(apiKey: key)
        groq.defaultHeaders["X-Trace"] = "on"
        // Doc: end
        // Doc: Sources/Runtime/HTTP/ResponseCapture.swift
        let (page, response) = try await HTTPResponseInfo.capture {
            try await client.files.list()
        }
        print(response?.requestID ?? "", response?.rateLimits.requests?.remaining ?? 0)
        // Doc: end
        // Doc: Sources/Runtime/Engine/Request/JSONOrText.swift
        switch try await client.audio.transcriptions.create(request) {
        case .json(let transcription): print(transcription)
        case .text(let subtitles): print(subtitles)   // the SRT or VTT document as sent
        }
        // Doc: end
        _ = (local, page)
        try await components(client: client, threadID: threadID)
    }

    func components(client: OpenAIClient, threadID: String) async throws {
        // Doc: Sources/Runtime/Engine/Request/RequestComponents.swift
        var request = try RequestComponents(
            method: "GET", pathTemplate: "/threads/{thread_id}/messages", parameters: ["thread_id": threadID])
        request.query.append("limit", 20)
        request.query.append("include", ["a", "b"], style: .bracketed)
        let page = try await client.core.send(request, as: ListMessagesResponse.self).value
        // Doc: end
        _ = page
    }

    func typedTool() throws {
        // Doc: Sources/Runtime/Tools/TypedTool.swift
        struct City: Decodable, Sendable { var city: String }
        let weather = try TypedTool("get_weather", description: "Today's weather", arguments: City.self)
        // Doc: end
        do {
            // Doc: Sources/Runtime/Tools/TypedTool.swift #2
            let weather = TypedTool("get_weather", parameters: .object(["city": .string()]), arguments: City.self)
            // Doc: end
            _ = weather
        }
        _ = weather
    }

    struct Weather: Decodable, Sendable { var city: String }

    func structuredOutputs(client: OpenAIClient, claude: AnthropicClient, request: CreateMessageParams) async throws {
        // Doc: Sources/OpenAI/Families/Chat/StructuredOutput+Client.swift
        let parsed = try await client.chat.completions.parse(
            .init(messages: [.user("Weather in Paris?")], model: "gpt-4o"), as: Weather.self)
        print(parsed.value.city, parsed.completion.usage?.totalTokens ?? 0)
        // Doc: end
        do {
            // Doc: Sources/OpenAI/Families/Responses/StructuredOutput+ResponsesClient.swift
            let parsed = try await client.responses.parse(
                .init(model: "gpt-5", input: "Weather in Paris?"), as: Weather.self)
            print(parsed.value.city, parsed.response.id)
            // Doc: end
        }
        do {
            // Doc: Sources/Anthropic/Families/Messages/Message+StructuredOutput.swift
            let parsed = try await claude.messages.parse(
                .init(model: .claudeSonnet4_5, messages: [.user("Weather in Paris?")], maxTokens: 1024), as: Weather.self)
            print(parsed.value.city, parsed.message.usage.outputTokens)
            // Doc: end
        }
        // Doc: Sources/Anthropic/Families/Messages/MessageStream+Text.swift
        for try await text in try await claude.messages.stream(request).textStream {
            print(text, terminator: "")
        }
        // Doc: end
    }

    func derivedSchemas() throws {
        // Doc: Sources/Runtime/Tools/JSONSchema+Derivation.swift
        struct Weather: Decodable {
            enum Unit: String, Decodable, CaseIterable { case celsius, fahrenheit }
            var city: String
            var temperature: Double
            var unit: Unit
            var alerts: [String]?
        }
        let schema = try JSONSchema(for: Weather.self)
        // Doc: end
        // Doc: Sources/Runtime/Tools/JSONSchemaDescribed.swift
        struct Forecast: Decodable, JSONSchemaDescribed {
            var city: String
            var highs: [Int]
            static let schemaDescription: String? = "A week's forecast"
            static let schemaAnnotations: [String: JSONSchema.Annotation] = [
                "city": "The city, e.g. Paris",
                "highs": .init("Daily highs in °C", minItems: 7, maxItems: 7),
            ]
        }
        // Doc: end
        _ = (schema, Forecast.self)
    }

    func schemaAndFiles(pngBytes: Data, batchFileURL: URL, url: URL) throws {
        // Doc: Sources/Runtime/Tools/JSONSchema.swift
        let weather: JSONSchema = .object([
            "city": .string("The city, e.g. Paris"),
            "unit": .enumeration(["celsius", "fahrenheit"]),
            "days": .integer().orNull,
        ])
        // Doc: end
        // Doc: Sources/Runtime/Multipart/MultipartFile.swift
        let upload = MultipartFile.url(URL(fileURLWithPath: "/data/batch.jsonl"))   // application/jsonl
        let image = MultipartFile.data(pngBytes, filename: "cat.png")              // image/png
        // Doc: end
        // Doc: Sources/Runtime/Multipart/MultipartFormData.swift
        var form = MultipartFormData()
        form.append("purpose", "batch")
        form.append("file", file: .url(batchFileURL))          // streamed from disk when sent
        form.append("include", ["logprobs"], style: .brackets)  // include[]=logprobs
        let request = HTTPRequest(method: "POST", url: url,
                                  headers: ["Content-Type": form.contentType], body: try form.makeBody())
        // Doc: end
        _ = (weather, upload, image, request)
    }

    func longRunningWork(
        client: OpenAIClient, claude: AnthropicClient, store: VectorStoreObject, uploaded: OpenAIFile,
        requests: [BatchRequest<CreateChatCompletionRequest>], messages: [BatchRequest<CreateMessageParams>], directory: URL
    ) async throws {
        // Doc: Sources/Runtime/Jobs/Polling/PollingOptions.swift
        let file = try await client.vectorStores.files.createAndPoll(
            vectorStoreID: store.id, .init(fileID: uploaded.id),
            polling: .init(interval: 2, timeout: 600))
        // Doc: end
        _ = file
        do {
            // Doc: Sources/OpenAI/Families/Chat/OpenAIBatchJob.swift
            let job = try OpenAIClient.BatchJob.write(requests, endpoint: .chatCompletions, to: directory)
            let done = try await client.batches.run(job) { progress in print(progress) }
            for try await result in client.batches.results(of: done, endpoint: .chatCompletions) {
                print(result.customID, result.response?.choices.first?.message.content ?? "")
            }
            // Doc: end
        }
        do {
            let requests = messages
            // Doc: Sources/Anthropic/Families/Messages/AnthropicBatchJob.swift
            let job = try AnthropicClient.BatchJob.write(requests, to: directory)
            let done = try await claude.messages.batches.run(job) { progress in print(progress) }
            for try await result in claude.messages.batches.results(of: done) {
                print(result.customID, result.error?.providerError?.message ?? "ok")
            }
            // Doc: end
        }
    }

    func webhookVerification(body: Data, headers: HTTPHeaders, secret: String) throws {
        // Doc: Sources/Runtime/Webhooks/WebhookVerificationError.swift
        do {
            try WebhookSignature.verify(payload: body, headers: headers, secret: secret)
        } catch where error.kind == .timestampTooOld {   // `verify` throws only this type
            // a replay, or a delivery that waited in a queue for too long
        }
        // Doc: end
    }

    func openAIWebhooks(client: OpenAIClient, body: Data, headers: HTTPHeaders, secret: String) throws {
        // Doc: Sources/OpenAI/Families/Webhooks/OpenAIClient+Webhooks.swift
        let event = try client.webhooks.unwrap(payload: body, headers: headers, secret: secret)
        if case .batchCompleted(let completed) = event {
            print("batch \(completed.data.id) is done")
        }
        // Doc: end
    }

    func anthropicWebhooks(claude: AnthropicClient, body: Data, headers: HTTPHeaders, key: String) throws {
        // Doc: Sources/Anthropic/Families/Agents/AnthropicClient+Webhooks.swift
        let event = try claude.beta.webhooks.unwrap(payload: body, headers: headers, secret: key)
        if case .sessionIdled(let idled) = event.data {
            print("session \(idled.id) is waiting for input")
        }
        // Doc: end
    }
}
