import AIClientRuntime

extension JsonOutputFormat {
    /// `output_config.format` from a `JSONSchema`, rendered for Claude (`json(for: .anthropic)`).
    public init(_ schema: JSONSchema) {
        self.init(schema: schema.json(for: .anthropic))
    }

    /// `output_config.format` whose schema is derived from `type` (`JSONSchema(for:)`):
    /// `outputConfig: .init(format: try JsonOutputFormat(for: Weather.self))`.
    ///
    /// - Throws: `JSONSchemaDerivationError` when `type` cannot be described, is not an object,
    ///   or holds a dictionary (Claude's structured outputs need every object's members named).
    public init<T: Decodable>(for type: T.Type) throws {
        let schema = try JSONSchema(for: type).requiringObject(for: type)
        if let member = schema.nonStrictMember {
            throw JSONSchemaDerivationError(
                rootType: String(describing: type), memberPath: member, memberType: "dictionary",
                reason: "has free member names (additionalProperties), which Claude's structured outputs do not take: use an array of key-value structs")
        }
        self.init(schema)
    }
}

extension Message {
    /// Decodes the message's text into `T` (structured outputs, `output_config.format`).
    ///
    /// - Throws: `AIClientError` of kind `.decoding` whose `structuredOutput` says why, with
    ///   Claude's text: a refusal (`stop_reason: refusal`), an answer cut at `max_tokens`, no
    ///   text, or text that is not JSON of `T`'s shape.
    public func parse<T: Decodable>(as type: T.Type = T.self) throws -> T {
        try StructuredOutputDecoding.decode(
            T.self, from: text, refusal: stopReason == .refusal ? (text.isEmpty ? "Claude refused" : text) : nil,
            truncated: stopReason == .maxTokens)
    }
}

/// A message whose text was decoded into `Value` (`messages.parse(_:as:)`).
public struct ParsedMessage<Value> {
    /// The answer, decoded.
    public var value: Value
    /// The message it came in (usage, stop reason, the answer's text).
    public var message: Message
}

extension ParsedMessage: Sendable where Value: Sendable {}

extension AnthropicClient.Messages {
    /// Sends `request` with `output_config.format` derived from `Value` and decodes Claude's
    /// answer, as the official SDKs' `messages.parse(output_format=Model)`:
    ///
    /// ```swift
    /// let parsed = try await claude.messages.parse(
    ///     .init(model: .claudeSonnet4_5, messages: [.user("Weather in Paris?")], maxTokens: 1024), as: Weather.self)
    /// print(parsed.value.city, parsed.message.usage.outputTokens)
    /// ```
    ///
    /// The request's other `output_config` settings (`effort`) are kept.
    ///
    /// - Throws: `JSONSchemaDerivationError` before anything is sent when `Value` cannot be
    ///   described; the request's errors; `AIClientError` of kind `.decoding` whose
    ///   `structuredOutput` carries Claude's text when it refused, was cut, or answered with
    ///   JSON of another shape.
    public func parse<Value: Decodable>(
        _ request: CreateMessageParams, as type: Value.Type, options: RequestOptions = .init()
    ) async throws -> ParsedMessage<Value> {
        let message = try await create(try Self.structured(request, type), options: options)
        return ParsedMessage(value: try message.parse(as: type), message: message)
    }

    /// `parse(_:as:)` as a stream: every event as it arrives (`textDelta` is the answer's JSON
    /// in pieces), then `.parsed` with the value and the accumulated message.
    public func stream<Value: Decodable & Sendable>(
        _ request: CreateMessageParams, as type: Value.Type, options: RequestOptions = .init()
    ) async throws -> CancellableStream<StructuredStreamEvent<MessageStreamEvent, ParsedMessage<Value>>> {
        EventStreamTransforms.structured(
            try await stream(try Self.structured(request, type), options: options), accumulator: MessageAccumulator(),
            add: { $0.add($1) },
            finish: { accumulator in
                let message = try accumulator.result()
                return ParsedMessage(value: try message.parse(as: Value.self), message: message)
            })
    }

    static func structured<Value: Decodable>(_ request: CreateMessageParams, _ type: Value.Type) throws -> CreateMessageParams {
        var request = request
        var config = request.outputConfig ?? OutputConfig()
        config.format = try JsonOutputFormat(for: type)
        request.outputConfig = config
        return request
    }
}

extension StructuredStreamEvent where Event == MessageStreamEvent {
    /// The text of a `text_delta` (a piece of the answer's JSON); nil otherwise.
    public var textDelta: String? {
        if case .event(let event) = self { return event.textDelta }
        return nil
    }
}
