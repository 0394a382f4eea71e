// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A pending safety check for the computer call.
///
/// - Schema: `#/components/schemas/ComputerCallSafetyCheckParam`
public nonisolated struct ComputerCallSafetyCheckParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of the pending safety check.
    public var id: String

    public var code: String?

    public var message: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        code: String? = nil,
        message: String? = nil
    ) {
        self.id = id
        self.code = code
        self.message = message
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.message = try container.decodeIfPresent(String.self, forKey: "message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.code, forKey: "code")
        try container.encodeIfPresent(self.message, forKey: "message")
    }
}

nonisolated extension NullableMember where Owner == ComputerCallSafetyCheckParam {
    public static var code: Self { Self("code") }
    public static var message: Self { Self("message") }
}
