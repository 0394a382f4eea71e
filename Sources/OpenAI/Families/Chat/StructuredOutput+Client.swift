import AIClientRuntime

extension OpenAIClient.Chat.Completions {
    /// Sends `request` with a response format derived from `Value` (`JSONSchema(for:)`, named
    /// after the type unless `name` is given) and decodes the answer, as the official SDKs'
    /// `chat.completions.parse(response_format=Model)`:
    ///
    /// ```swift
    /// let parsed = try await client.chat.completions.parse(
    ///     .init(messages: [.user("Weather in Paris?")], model: "gpt-4o"), as: Weather.self)
    /// print(parsed.value.city, parsed.completion.usage?.totalTokens ?? 0)
    /// ```
    ///
    /// - Throws: `JSONSchemaDerivationError` before anything is sent when `Value` cannot be
    ///   described; the request's errors; `AIClientError` of kind `.decoding` whose
    ///   `structuredOutput` carries the model's text when it refused, was cut, or answered
    ///   with JSON of another shape.
    public func parse<Value: Decodable>(
        _ request: CreateChatCompletionRequest, as type: Value.Type, name: String? = nil, options: RequestOptions = .init()
    ) async throws -> ParsedChatCompletion<Value> {
        var request = request
        request.responseFormat = try .jsonSchema(type, name: name)
        let completion = try await create(request, options: options)
        return ParsedChatCompletion(value: try completion.parse(as: type), completion: completion)
    }

    /// `parse(_:as:)` as a stream: every chunk as it arrives (`textDelta` is the answer's JSON
    /// in pieces), then `.parsed` with the value and the accumulated completion. Set
    /// `streamOptions: .init(includeUsage: true)` on the request for its usage.
    ///
    /// - Throws: as `parse(_:as:)`; HTTP errors here, the parse error at the stream's end.
    public func stream<Value: Decodable & Sendable>(
        _ request: CreateChatCompletionRequest, as type: Value.Type, name: String? = nil, options: RequestOptions = .init()
    ) async throws -> CancellableStream<StructuredStreamEvent<CreateChatCompletionStreamResponse, ParsedChatCompletion<Value>>> {
        var request = request
        request.responseFormat = try .jsonSchema(type, name: name)
        return EventStreamTransforms.structured(
            try await stream(request, options: options), accumulator: ChatCompletionAccumulator(),
            add: { $0.add($1) },
            finish: { accumulator in
                let completion = try accumulator.result()
                return ParsedChatCompletion(value: try completion.parse(as: Value.self), completion: completion)
            })
    }
}

extension StructuredStreamEvent where Event == CreateChatCompletionStreamResponse {
    /// The text of a chunk's first choice (a piece of the answer's JSON); nil otherwise.
    public var textDelta: String? {
        if case .event(let chunk) = self { return chunk.choices.first?.delta.content }
        return nil
    }
}
