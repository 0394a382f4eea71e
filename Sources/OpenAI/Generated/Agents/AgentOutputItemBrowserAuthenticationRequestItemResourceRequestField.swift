// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A control in a registered browser-login form.
///
/// - Schema: `#/components/schemas/AgentOutputItemBrowserAuthenticationRequestItemResourceRequestField`
public nonisolated struct AgentOutputItemBrowserAuthenticationRequestItemResourceRequestField: Codable, Equatable, Sendable, EmptyDecodable {
    /// The field ID to submit as field_id in a fields entry.
    public var id: String

    /// The label to display beside the control.
    public var label: String

    /// Whether this control requires a nonempty value.
    public var required: Bool

    /// The rendering type, such as email, password, or text.
    public var type: String

    public init(
        id: String,
        label: String,
        required: Bool,
        type: String
    ) {
        self.id = id
        self.label = label
        self.required = required
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            label: .emptyValue,
            required: .emptyValue,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.label = try container.decodeRequired(String.self, forKey: "label", in: decoder)
        self.required = try container.decodeRequired(Bool.self, forKey: "required", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.label, forKey: "label")
        try container.encode(self.required, forKey: "required")
        try container.encode(self.type, forKey: "type")
    }
}
