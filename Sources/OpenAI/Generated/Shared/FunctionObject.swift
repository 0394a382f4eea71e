// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/FunctionObject`
public nonisolated struct FunctionObject: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A description of what the function does, used by the model to choose when and how to call the function.
    public var description: String?

    /// The name of the function to be called. Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.
    public var name: String

    public var parameters: FunctionParameters?

    public var strict: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        description: String? = nil,
        parameters: FunctionParameters? = nil,
        strict: Bool? = nil
    ) {
        self.description = description
        self.name = name
        self.parameters = parameters
        self.strict = strict
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.parameters = try container.decodeIfPresent(FunctionParameters.self, forKey: "parameters")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.parameters, forKey: "parameters")
        try container.encodeIfPresent(self.strict, forKey: "strict")
    }
}

nonisolated extension NullableMember where Owner == FunctionObject {
    public static var strict: Self { Self("strict") }
}
