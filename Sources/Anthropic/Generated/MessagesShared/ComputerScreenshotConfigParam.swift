// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``screenshot``'s config overrides.
///
/// - Schema: `#/components/schemas/ComputerScreenshotConfigParam`
public struct ComputerScreenshotConfigParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Defer loading for this member.
    ///
    /// Must resolve to the same value on every enabled member of the toolset.
    public var deferLoading: Bool?

    /// Whether this member is offered to the model.
    ///
    /// Default is per member, per the toolset's documentation. A member whose enabled
    /// resolves false is withheld from the served schema.
    public var enabled: Bool?

    public init(
        deferLoading: Bool? = nil,
        enabled: Bool? = nil
    ) {
        self.deferLoading = deferLoading
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
    }
}
