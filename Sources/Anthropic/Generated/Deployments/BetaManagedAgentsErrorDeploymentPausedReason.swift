// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A scheduled fire recorded a failed run whose error auto-pauses the deployment.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsErrorDeploymentPausedReason`
public nonisolated struct BetaManagedAgentsErrorDeploymentPausedReason: Codable, Equatable, Sendable, EmptyDecodable {
    /// The failed run's error.
    public var error: BetaManagedAgentsDeploymentPausedReasonErrorObject

    public var type: String

    public init(
        error: BetaManagedAgentsDeploymentPausedReasonErrorObject
    ) {
        self.error = error
        self.type = "error"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.error = try container.decodeRequired(BetaManagedAgentsDeploymentPausedReasonErrorObject.self, forKey: "error", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.error, forKey: "error")
        try container.encode(self.type, forKey: "type")
    }
}
