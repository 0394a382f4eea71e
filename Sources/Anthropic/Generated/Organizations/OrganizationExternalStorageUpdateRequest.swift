// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationExternalStorageUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Human-friendly display name; null clears it.
    public var displayName: String?

    public init(
        displayName: String?
    ) {
        self.displayName = displayName
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            displayName: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.displayName, forKey: "display_name")
    }
}
