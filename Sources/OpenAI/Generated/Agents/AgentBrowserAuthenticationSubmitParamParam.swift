// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AgentBrowserAuthenticationSubmitParamParam`
public nonisolated struct AgentBrowserAuthenticationSubmitParamParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var action: String

    /// Values for up to six active fields in the required action.
    ///
    /// The submitted field-value mapping and selected option must fit within 120 KiB of
    /// JSON.
    public var fields: [AgentBrowserAuthenticationSubmitParamParamField]

    /// The chosen method. Required when the required action contains options.
    public var selectedOption: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fields: [AgentBrowserAuthenticationSubmitParamParamField],
        selectedOption: String? = nil
    ) {
        self.action = "submit"
        self.fields = fields
        self.selectedOption = selectedOption
        self.type = "browser_authentication"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fields: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.action = try container.decodeRequired(String.self, forKey: "action", in: decoder, standIn: "submit")
        self.fields = try container.decodeRequired([AgentBrowserAuthenticationSubmitParamParamField].self, forKey: "fields", in: decoder)
        self.selectedOption = try container.decodeIfPresent(String.self, forKey: "selected_option")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "browser_authentication")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.action, forKey: "action")
        try container.encode(self.fields, forKey: "fields")
        try container.encodeIfPresent(self.selectedOption, forKey: "selected_option")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentBrowserAuthenticationSubmitParamParam {
    public static var selectedOption: Self { Self("selected_option") }
}
