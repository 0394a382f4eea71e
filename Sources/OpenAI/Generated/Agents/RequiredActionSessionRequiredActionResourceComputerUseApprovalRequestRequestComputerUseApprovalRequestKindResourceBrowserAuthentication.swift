// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A registered form awaiting the application's response.
///
/// - Schema: `#/components/schemas/RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthentication`
public nonisolated struct RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthentication: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The registered form or frame origin where values will be entered.
    public var credentialOrigin: String?

    /// Controls to render. All submitted values are sensitive.
    public var fields: [RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthenticationField]

    /// Sign-in methods. Empty for a plain form.
    public var options: [RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthenticationOption]

    /// Why the agent needs the user to sign in.
    public var reason: String?

    /// The type of the object. Always `browser_authentication`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fields: [RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthenticationField],
        options: [RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthenticationOption],
        credentialOrigin: String? = nil,
        reason: String? = nil
    ) {
        self.credentialOrigin = credentialOrigin
        self.fields = fields
        self.options = options
        self.reason = reason
        self.type = "browser_authentication"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fields: .emptyValue,
            options: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.credentialOrigin = try container.decodeIfPresent(String.self, forKey: "credential_origin")
        self.fields = try container.decodeRequired([RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthenticationField].self, forKey: "fields", in: decoder)
        self.options = try container.decodeRequired([RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthenticationOption].self, forKey: "options", in: decoder)
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "browser_authentication")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.credentialOrigin, forKey: "credential_origin")
        try container.encode(self.fields, forKey: "fields")
        try container.encode(self.options, forKey: "options")
        try container.encodeIfPresent(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserAuthentication {
    public static var credentialOrigin: Self { Self("credential_origin") }
    public static var reason: Self { Self("reason") }
}
