// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Compaction capability details: whether the model accepts the top-level
/// `compaction` request parameter, with one entry per supported
/// `compaction.type` value.
///
/// - Schema: `#/components/schemas/BetaCompactionCapability`
public nonisolated struct BetaCompactionCapability: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the summarize compaction type is supported.
    public var summarize: CapabilitySupport

    /// Whether this capability is supported by the model.
    public var supported: Bool

    public init(
        summarize: CapabilitySupport,
        supported: Bool
    ) {
        self.summarize = summarize
        self.supported = supported
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            summarize: .emptyValue,
            supported: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.summarize = try container.decodeRequired(CapabilitySupport.self, forKey: "summarize", in: decoder)
        self.supported = try container.decodeRequired(Bool.self, forKey: "supported", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.summarize, forKey: "summarize")
        try container.encode(self.supported, forKey: "supported")
    }
}
