// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BatchError`
public nonisolated struct BatchError: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// An error code identifying the error type.
    public var code: String?

    /// A human-readable message providing more details about the error.
    public var message: String?

    public var param: String?

    public var line: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        code: String? = nil,
        message: String? = nil,
        param: String? = nil,
        line: Int? = nil
    ) {
        self.code = code
        self.message = message
        self.param = param
        self.line = line
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.message = try container.decodeIfPresent(String.self, forKey: "message")
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.line = try container.decodeIfPresent(Int.self, forKey: "line")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.code, forKey: "code")
        try container.encodeIfPresent(self.message, forKey: "message")
        try container.encodeIfPresent(self.param, forKey: "param")
        try container.encodeIfPresent(self.line, forKey: "line")
    }
}

nonisolated extension NullableMember where Owner == BatchError {
    public static var param: Self { Self("param") }
    public static var line: Self { Self("line") }
}
