import AIClientRuntime

extension OpenAIClient.Responses {
    /// Sends `request` with `text.format` derived from `Value` and decodes the output text, as
    /// the official SDKs' `responses.parse(text_format=Model)`:
    ///
    /// ```swift
    /// let parsed = try await client.responses.parse(
    ///     .init(model: "gpt-5", input: "Weather in Paris?"), as: Weather.self)
    /// print(parsed.value.city, parsed.response.id)
    /// ```
    ///
    /// The request's other `text` settings (`verbosity`) are kept. Errors as
    /// `chat.completions.parse(_:as:)`.
    public func parse<Value: Decodable>(
        _ request: CreateResponse, as type: Value.Type, name: String? = nil, options: RequestOptions = .init()
    ) async throws -> ParsedResponse<Value> {
        let response = try await create(try Self.structured(request, type, name), options: options)
        return ParsedResponse(value: try response.parse(as: type), response: response)
    }

    /// `parse(_:as:)` as a stream: every event as it arrives (`textDelta` is the answer's JSON
    /// in pieces), then `.parsed` with the value and the finished response.
    public func stream<Value: Decodable & Sendable>(
        _ request: CreateResponse, as type: Value.Type, name: String? = nil, options: RequestOptions = .init()
    ) async throws -> CancellableStream<StructuredStreamEvent<ResponseStreamEvent, ParsedResponse<Value>>> {
        EventStreamTransforms.structured(
            try await stream(try Self.structured(request, type, name), options: options), accumulator: ResponseAccumulator(),
            add: { $0.add($1) },
            finish: { accumulator in
                let response = try accumulator.result()
                return ParsedResponse(value: try response.parse(as: Value.self), response: response)
            })
    }

    static func structured<Value: Decodable>(_ request: CreateResponse, _ type: Value.Type, _ name: String?) throws -> CreateResponse {
        var request = request
        var text = request.text ?? ResponseTextParam()
        text.format = try .jsonSchema(type, name: name)
        request.text = text
        return request
    }
}

extension StructuredStreamEvent where Event == ResponseStreamEvent {
    /// The text of an `output_text` delta (a piece of the answer's JSON); nil otherwise.
    public var textDelta: String? {
        if case .event(.outputTextDelta(let delta)) = self { return delta.delta }
        return nil
    }
}
