// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An action that Anthropic took on the flagged traffic.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewEnforcementAction`
public nonisolated struct BetaComplianceReviewEnforcementAction: Codable, Equatable, Sendable, EmptyDecodable {
    /// The kind of action.
    ///
    /// New values can appear, so accept a value that you don't know.
    public var type: String

    public init(
        type: String
    ) {
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
