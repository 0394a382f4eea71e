// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A browser origin awaiting the application's approval decision.
///
/// - Schema: `#/components/schemas/RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserOriginAccess`
public nonisolated struct RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserOriginAccess: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The origin the browser needs permission to access.
    public var origin: String

    /// The browser's explanation for this request, or null when unavailable.
    public var reason: String?

    /// The type of the object. Always `browser_origin_access`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        origin: String,
        reason: String? = nil
    ) {
        self.origin = origin
        self.reason = reason
        self.type = "browser_origin_access"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            origin: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.origin = try container.decodeRequired(String.self, forKey: "origin", in: decoder)
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "browser_origin_access")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.origin, forKey: "origin")
        try container.encodeIfPresent(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequestComputerUseApprovalRequestKindResourceBrowserOriginAccess {
    public static var reason: Self { Self("reason") }
}
