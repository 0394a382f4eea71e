import Foundation

/// Gives back the ``DecodingIssue``s of any call: where a response or stream event left out a
/// member the spec requires, or sent `null` for it, and the model stood in its empty value.
///
/// ```swift
/// let (completion, issues) = try await DecodingIssue.capture {
///     try await client.chat.completions.create(request)
/// }
/// for issue in issues { print(issue) }   // "created: required member is absent; …"
/// ```
///
/// Like ``HTTPResponseInfo/capture(_:isolation:)`` it is scoped to the task (a task-local), so
/// concurrent calls elsewhere never mix in, and a stream reports the events it decodes while it
/// is iterated inside the closure. The innermost capture gets the issues.
extension DecodingIssue {
    public static func capture<Value>(
        _ body: () async throws -> Value, isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> (value: Value, issues: [DecodingIssue]) {
        let collector = DecodingIssueCollector()
        let value = try await DecodingIssueCapture.$collector.withValue(collector) {
            try await body()
        }
        return (value, collector.issues)
    }
}

enum DecodingIssueCapture {
    @TaskLocal static var collector: DecodingIssueCollector?
}

extension JSONCoding {
    /// The shared decoder, handing the running ``DecodingIssue/capture(_:isolation:)``'s
    /// collector to the models when there is one: what response bodies, stream events and
    /// JSON lines are decoded with.
    static var responseDecoder: ClientJSONDecoder {
        guard let collector = DecodingIssueCapture.collector else { return decoder }
        return ClientJSONDecoder(userInfo: [DecodingIssueCollector.userInfoKey: collector])
    }

    /// ``responseDecoder`` for the events of a stream: the root of an event is strict about its
    /// pinned members, so an event of another type throws ``ForeignStreamEvent`` (and is
    /// skipped) instead of decoding as a stand-in of the stream's type.
    static var streamEventDecoder: ClientJSONDecoder {
        guard let collector = DecodingIssueCapture.collector else { return strictRootDecoder }
        return ClientJSONDecoder(userInfo: [DecodingIssueCollector.userInfoKey: collector, ForeignStreamEvent.userInfoKey: true])
    }

    private static let strictRootDecoder = ClientJSONDecoder(userInfo: [ForeignStreamEvent.userInfoKey: true])
}
