// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reference to a prompt template and its variables.
/// [Learn more](https://platform.openai.com/docs/guides/text?api-mode=responses#reusable-prompts).
///
/// - Schema: `#/components/schemas/Prompt`
public nonisolated struct APIPrompt: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique identifier of the prompt template to use.
    public var id: String

    public var version: String?

    public var variables: ResponsePromptVariables?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        version: String? = nil,
        variables: ResponsePromptVariables? = nil
    ) {
        self.id = id
        self.version = version
        self.variables = variables
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
        self.version = try container.decodeIfPresent(String.self, forKey: "version")
        self.variables = try container.decodeIfPresent(ResponsePromptVariables.self, forKey: "variables")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.version, forKey: "version")
        try container.encodeIfPresent(self.variables, forKey: "variables")
    }
}

nonisolated extension NullableMember where Owner == APIPrompt {
    public static var version: Self { Self("version") }
    public static var variables: Self { Self("variables") }
}
