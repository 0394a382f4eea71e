// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A StringCheckGrader object that performs a string comparison between input and reference using a specified operation.
///
/// - Schema: `#/components/schemas/GraderStringCheck`
public nonisolated struct GraderStringCheck: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `string_check`.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The input text. This may include template strings.
    public var input: String

    /// The reference text. This may include template strings.
    public var reference: String

    /// The string check operation to perform. One of `eq`, `ne`, `like`, or `ilike`.
    public var operation: GraderStringCheck.Operation

    public init(
        name: String,
        input: String,
        reference: String,
        operation: GraderStringCheck.Operation
    ) {
        self.type = "string_check"
        self.name = name
        self.input = input
        self.reference = reference
        self.operation = operation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            input: .emptyValue,
            reference: .emptyValue,
            operation: .emptyValue
        )
    }

    /// The string check operation to perform. One of `eq`, `ne`, `like`, or `ilike`.
    public nonisolated enum Operation: OpenEnum, EmptyDecodable {
        case eq
        case ne
        case like
        case ilike
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "eq": self = .eq
            case "ne": self = .ne
            case "like": self = .like
            case "ilike": self = .ilike
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .eq: "eq"
            case .ne: "ne"
            case .like: "like"
            case .ilike: "ilike"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "string_check")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.input = try container.decodeRequired(String.self, forKey: "input", in: decoder)
        self.reference = try container.decodeRequired(String.self, forKey: "reference", in: decoder)
        self.operation = try container.decodeRequired(GraderStringCheck.Operation.self, forKey: "operation", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.reference, forKey: "reference")
        try container.encode(self.operation, forKey: "operation")
    }
}
