import Foundation

/// Why a structured answer could not be read as the type asked for, with the model's text.
///
/// The clients' `parse` methods throw it inside an `AIClientError` of kind `.decoding`, as its
/// `underlyingError`; `AIClientError.structuredOutput` reads it back.
public struct StructuredOutputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What happened, as an open set of values to compare with `==`.
    public struct Reason: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The model declined (OpenAI's `refusal`, Claude's `stop_reason: refusal`, or a content
        /// filter); `text` is what it said instead.
        public static let refusal = Reason("refusal")
        /// The answer was cut at the token limit, so its JSON is incomplete; `text` is the part
        /// that came.
        public static let truncated = Reason("truncated")
        /// The answer is not JSON of the type's shape; `text` is the answer.
        public static let mismatch = Reason("mismatch")
        /// The response holds no text at all.
        public static let noContent = Reason("noContent")

        public var description: String { name }
    }

    public let reason: Reason
    /// The model's text: the refusal, the partial answer, or the answer that did not decode.
    public let text: String
    /// The type the answer was to decode into.
    public let typeName: String
    /// For a mismatch, what the decoder said (the member and what was wrong).
    public let detail: String?

    public init(reason: Reason, text: String, typeName: String, detail: String? = nil) {
        self.reason = reason
        self.text = text
        self.typeName = typeName
        self.detail = detail
    }

    public var description: String {
        switch reason {
        case .refusal: "the model refused: \(text)"
        case .truncated: "the answer was cut at the token limit before its JSON ended (raise the limit)"
        case .noContent: "the response has no text to parse as \(typeName)"
        default: "the answer is not JSON of \(typeName)'s shape\(detail.map { " (\($0))" } ?? "")"
        }
    }
}

/// Reads structured answers and tool arguments: ``ClientJSONDecoder`` with `Date`s as ISO 8601
/// text (with or without fractional seconds), as `JSONSchema(for:)` describes them. The text
/// is the model's, so it is read by the client's own decoder, whose cost stays linear however
/// deeply the answer nests.
public enum StructuredOutputDecoding {
    /// `text` decoded as `T`.
    ///
    /// - Throws: `AIClientError` of kind `.decoding` carrying a ``StructuredOutputError``.
    public static func decode<T: Decodable>(_ type: T.Type, from text: String?, refusal: String? = nil,
                                            truncated: Bool = false, context: String = "structured output") throws -> T {
        func failure(_ reason: StructuredOutputError.Reason, _ text: String, detail: String? = nil) -> AIClientError {
            let error = StructuredOutputError(reason: reason, text: text, typeName: String(describing: T.self), detail: detail)
            return AIClientError.decoding(error, payload: Data(text.utf8), type: T.self, context: context)
        }
        if let refusal { throw failure(.refusal, refusal) }
        guard let text, !text.isEmpty else { throw failure(.noContent, "") }
        do {
            return try clientDecoder.decode(T.self, from: text)
        } catch {
            if truncated { throw failure(.truncated, text) }
            let (path, detail) = DecodingErrorFormatter.describe(error)
            throw failure(.mismatch, text, detail: path.isEmpty ? detail : "at \(path): \(detail)")
        }
    }

    /// The decoder ``decode(_:from:refusal:truncated:context:)`` and `TypedTool` read with.
    static var clientDecoder: ClientJSONDecoder {
        var decoder = JSONCoding.responseDecoder
        decoder.iso8601Dates = true
        return decoder
    }

    /// A `JSONDecoder` that reads dates as ISO 8601, for reading structured output in your own
    /// code. The client does not use it: it reads with ``ClientJSONDecoder``.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
            if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date-time")
        }
        return decoder
    }
}

extension AIClientError {
    /// The ``StructuredOutputError`` of a structured answer that could not be parsed (a
    /// refusal, a cut or mismatched answer), with the model's text; nil for other errors.
    public var structuredOutput: StructuredOutputError? {
        if case .decoding(let failure) = code { return failure.underlying as? StructuredOutputError }
        return nil
    }
}
