// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The user who performed the audit logged action.
///
/// - Schema: `#/components/schemas/AuditLogActorUser`
public nonisolated struct AuditLogActorUser: Codable, Equatable, Sendable, EmptyDecodable {
    /// The user id.
    public var id: String?

    /// The user email.
    public var email: String?

    public init(
        id: String? = nil,
        email: String? = nil
    ) {
        self.id = id
        self.email = email
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.email = try container.decodeIfPresent(String.self, forKey: "email")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.email, forKey: "email")
    }
}
