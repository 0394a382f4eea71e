extension EndpointTranslator {
    /// An operation whose success response offers JSON Lines (`application/x-ndjson`,
    /// `application/jsonl`) beside JSON, with a `stream` boolean in its body (Ollama): the
    /// stream is the JSON Lines answer, not a missing `text/event-stream` one, so the advice to
    /// declare an SSE stream in the config would mislead. Says what the generated method does
    /// instead, and that the server streams unless told otherwise when `stream` defaults to true.
    func jsonLinesStreamWarning(_ operation: Operation, response: Response?, operationID: String) -> Diagnostic? {
        guard let response,
              let lines = response.content.first(where: { $0.contentType.lowercased().contains("ndjson") || $0.contentType.lowercased().contains("jsonl") }),
              response.content.first?.contentType != lines.contentType,
              let body = operation.requestBody?.content.first?.schema else { return nil }
        let members = models.shape.flattenedProperties(models.shape.resolved(body)).properties
        guard let flag = members.first(where: { $0.name == "stream" }) else { return nil }
        let defaultsOn = flag.schema.default?.value == .bool(true)
        return .warning(
            "operation '\(operationID)' answers \(lines.contentType) lines when its body's 'stream' is on"
                + (defaultsOn ? ", which is its default" : "")
                + "; the generated method decodes a single JSON reply, so call it with stream: false",
            pointer: operation.pointer)
    }
}
