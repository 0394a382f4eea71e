// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// Metadata
///
/// - Schema: `#/components/schemas/BetaMetadata`
public struct BetaMetadata: Codable, Hashable, Sendable {
    /// An external identifier for the user who is associated with the request.
    ///
    /// This should be a uuid, hash value, or other opaque identifier. Anthropic may use this id to help detect abuse. Do not include any identifying information such as name, email address, or phone number.
    public var userId: String?

    public init(
        userId: String? = nil
    ) {
        self.userId = userId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case userId = "user_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.userId = try container.decodeIfPresent(String.self, forKey: .userId)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.userId, forKey: .userId)
    }
}
