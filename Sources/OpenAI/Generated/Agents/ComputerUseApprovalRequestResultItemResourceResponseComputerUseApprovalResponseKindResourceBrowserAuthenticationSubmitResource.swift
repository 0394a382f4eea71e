// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ComputerUseApprovalRequestResultItemResourceResponseComputerUseApprovalResponseKindResourceBrowserAuthenticationSubmitResource`
public nonisolated struct ComputerUseApprovalRequestResultItemResourceResponseComputerUseApprovalResponseKindResourceBrowserAuthenticationSubmitResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var action: String

    /// The chosen sign-in method, or null when no options were offered.
    public var selectedOption: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        selectedOption: String? = nil
    ) {
        self.action = "submit"
        self.selectedOption = selectedOption
        self.type = "browser_authentication"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.action = try container.decodeRequired(String.self, forKey: "action", in: decoder, standIn: "submit")
        self.selectedOption = try container.decodeIfPresent(String.self, forKey: "selected_option")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "browser_authentication")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.action, forKey: "action")
        try container.encodeIfPresent(self.selectedOption, forKey: "selected_option")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == ComputerUseApprovalRequestResultItemResourceResponseComputerUseApprovalResponseKindResourceBrowserAuthenticationSubmitResource {
    public static var selectedOption: Self { Self("selected_option") }
}
