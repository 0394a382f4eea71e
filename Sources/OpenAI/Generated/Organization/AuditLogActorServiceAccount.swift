// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The service account that performed the audit logged action.
///
/// - Schema: `#/components/schemas/AuditLogActorServiceAccount`
public nonisolated struct AuditLogActorServiceAccount: Codable, Equatable, Sendable, EmptyDecodable {
    /// The service account id.
    public var id: String?

    public init(
        id: String? = nil
    ) {
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.id, forKey: "id")
    }
}
