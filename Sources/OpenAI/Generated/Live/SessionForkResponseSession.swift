// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The newly created Live session.
///
/// Use its ID for session controls and sideband connections.
///
/// - Schema: `#/components/schemas/SessionForkResponseSession`
public nonisolated struct SessionForkResponseSession: Codable, Equatable, Sendable, EmptyDecodable {
    /// Opaque session identifier.
    ///
    /// Preserve the returned value unchanged, including its prefix.
    public var id: String

    public init(
        id: String
    ) {
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
    }
}
