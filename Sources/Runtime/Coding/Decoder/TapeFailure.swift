import Foundation

/// A failure to read a value, before its coding path is known: the container that asked adds
/// the path, so nothing is spent on paths while decoding succeeds.
struct TapeFailure: Error, @unchecked Sendable {
    enum Reason {
        case wrongKind(found: JSONNode.Kind)
        case corrupted(String)
    }

    let type: Any.Type
    let reason: Reason
    /// Members and elements inside the value that was read (a `JSONValue` built whole), added
    /// as the failure unwinds; the container appends them to its own path.
    var inner: [AnyCodingKey] = []

    static func wrongKind(_ type: Any.Type, found kind: JSONNode.Kind) -> TapeFailure {
        TapeFailure(type: type, reason: .wrongKind(found: kind))
    }

    static func corrupted(_ message: String) -> TapeFailure {
        TapeFailure(type: Any.self, reason: .corrupted(message))
    }

    /// The `DecodingError` Foundation's decoder throws in the same situation.
    func decodingError(_ outerPath: [any CodingKey]) -> DecodingError {
        let codingPath = inner.isEmpty ? outerPath : outerPath + inner.reversed().map { $0 as any CodingKey }
        switch reason {
        case .wrongKind(found: .null):
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        case .wrongKind(let found):
            return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(found.article) instead."))
        case .corrupted(let message):
            return .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
        }
    }
}

extension JSONNode.Kind {
    /// As a failure names it: "a string", "null".
    var article: String {
        switch self {
        case .null: "null"
        case .false, .true: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}
