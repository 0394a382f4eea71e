import Foundation

/// A reply that is either a JSON object or plain text, told apart by its `Content-Type`.
///
/// Audio transcriptions and translations answer with JSON for `response_format` `json`,
/// `verbose_json` and `diarized_json`, and with plain text for `text`, `srt` and `vtt`:
///
/// ```swift
/// switch try await client.audio.transcriptions.create(request) {
/// case .json(let transcription): print(transcription)
/// case .text(let subtitles): print(subtitles)   // the SRT or VTT document as sent
/// }
/// ```
///
/// A transcription's or translation's transcript, whichever the reply, is its `text` (in the
/// OpenAI module); ``plainText`` is the body of a text reply alone.
public enum JSONOrText<Value: Sendable>: Sendable {
    /// The reply was JSON (`application/json` or `…+json`), decoded.
    case json(Value)
    /// The reply was anything else, as UTF-8 text.
    case text(String)

    /// The decoded JSON, or nil for a text reply.
    public var json: Value? {
        if case .json(let value) = self { return value }
        return nil
    }

    /// The body of a text reply as sent, or nil for a JSON reply.
    public var plainText: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// Not the transcript: a text reply's body is ``plainText``.
    @available(*, unavailable, renamed: "plainText", message: "a text reply's body is `plainText` (nil for JSON); a transcription's or translation's transcript, whatever the format, is `text` on JSONOrText<CreateTranscriptionResponse> (import OpenAI)")
    public var text: String? { plainText }
}

extension JSONOrText: Equatable where Value: Equatable {}
extension JSONOrText: Hashable where Value: Hashable {}

extension APIClientCore {
    /// Decodes the body into `type` when the reply says it is JSON, else returns it as text.
    /// A reply without a `Content-Type` is JSON when it starts with `{` or `[`.
    public func sendJSONOrText<Value: Decodable & Sendable>(
        _ components: RequestComponents, options: RequestOptions = .init(), as type: Value.Type
    ) async throws -> APIResponse<JSONOrText<Value>> {
        try await sendWhole(components, options: options) { response in
            try Self.jsonOrText(response, as: type)
        }
    }

    private static func jsonOrText<Value: Decodable & Sendable>(
        _ response: APIResponse<Data>, as type: Value.Type
    ) throws -> APIResponse<JSONOrText<Value>> {
        let isJSON: Bool
        if let contentType = response.info.contentType?.lowercased() {
            let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            isJSON = mediaType == "application/json" || mediaType.hasSuffix("+json")
        } else {
            let first = response.value.first { !" \t\r\n".utf8.contains($0) }
            isJSON = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
        }
        if isJSON {
            return APIResponse(value: .json(try JSONCoding.decode(type, from: response.value)), info: response.info)
        }
        return APIResponse(value: .text(String(decoding: response.value, as: UTF8.self)), info: response.info)
    }
}
