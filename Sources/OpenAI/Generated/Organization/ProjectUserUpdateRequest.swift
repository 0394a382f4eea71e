// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectUserUpdateRequest`
public struct ProjectUserUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// `owner` or `member`
    public var role: String?

    public init(
        role: String? = nil
    ) {
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.role = try container.decodeIfPresent(String.self, forKey: "role")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.role, forKey: "role")
    }
}
