// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A sign-in method and the fields that belong to it.
///
/// - Schema: `#/components/schemas/AgentOutputItemBrowserAuthenticationRequestItemResourceRequestOption`
public nonisolated struct AgentOutputItemBrowserAuthenticationRequestItemResourceRequestOption: Codable, Equatable, Sendable, EmptyDecodable {
    /// IDs from the registered fields that this method accepts.
    public var fieldIDs: [String]

    /// The option ID to submit as selected_option.
    public var id: String

    /// The method label to display.
    public var label: String

    public init(
        fieldIDs: [String],
        id: String,
        label: String
    ) {
        self.fieldIDs = fieldIDs
        self.id = id
        self.label = label
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fieldIDs: .emptyValue,
            id: .emptyValue,
            label: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fieldIDs = try container.decodeRequired([String].self, forKey: "field_ids", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.label = try container.decodeRequired(String.self, forKey: "label", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.fieldIDs, forKey: "field_ids")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.label, forKey: "label")
    }
}
