// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One user-entered value, including non-password fields such as an email address.
///
/// - Schema: `#/components/schemas/AgentBrowserAuthenticationSubmitParamParamField`
public nonisolated struct AgentBrowserAuthenticationSubmitParamParamField: Codable, Equatable, Sendable, EmptyDecodable {
    /// The field ID from the required action.
    public var fieldID: String

    /// The value to enter into the registered control.
    public var value: String

    public init(
        fieldID: String,
        value: String
    ) {
        self.fieldID = fieldID
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fieldID: .emptyValue,
            value: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fieldID = try container.decodeRequired(String.self, forKey: "field_id", in: decoder)
        self.value = try container.decodeRequired(String.self, forKey: "value", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.fieldID, forKey: "field_id")
        try container.encode(self.value, forKey: "value")
    }
}
