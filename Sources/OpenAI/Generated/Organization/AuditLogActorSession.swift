// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The session in which the audit logged action was performed.
///
/// - Schema: `#/components/schemas/AuditLogActorSession`
public nonisolated struct AuditLogActorSession: Codable, Equatable, Sendable, EmptyDecodable {
    public var user: AuditLogActorUser?

    /// The IP address from which the action was performed.
    public var ipAddress: String?

    public init(
        user: AuditLogActorUser? = nil,
        ipAddress: String? = nil
    ) {
        self.user = user
        self.ipAddress = ipAddress
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.user = try container.decodeIfPresent(AuditLogActorUser.self, forKey: "user")
        self.ipAddress = try container.decodeIfPresent(String.self, forKey: "ip_address")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.user, forKey: "user")
        try container.encodeIfPresent(self.ipAddress, forKey: "ip_address")
    }
}
