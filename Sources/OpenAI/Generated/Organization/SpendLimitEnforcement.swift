// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The current enforcement state of a hard spend limit.
///
/// - Schema: `#/components/schemas/SpendLimitEnforcement`
public nonisolated struct SpendLimitEnforcement: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Whether the hard spend limit is currently enforcing.
    public var status: SpendLimitEnforcementStatus

    public init(
        status: SpendLimitEnforcementStatus
    ) {
        self.status = status
    }

    public init(stringLiteral value: String) {
        self.init(status: SpendLimitEnforcementStatus(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.status = try container.decodeRequired(SpendLimitEnforcementStatus.self, forKey: "status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.status, forKey: "status")
    }
}
