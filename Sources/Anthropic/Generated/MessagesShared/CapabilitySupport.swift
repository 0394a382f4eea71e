// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Indicates whether a capability is supported.
///
/// - Schema: `#/components/schemas/CapabilitySupport`
public nonisolated struct CapabilitySupport: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether this capability is supported by the model.
    public var supported: Bool

    public init(
        supported: Bool
    ) {
        self.supported = supported
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            supported: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.supported = try container.decodeRequired(Bool.self, forKey: "supported", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.supported, forKey: "supported")
    }
}
