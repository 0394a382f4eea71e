// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The run failed or reached its time limit.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunResultErrorObject`
public nonisolated struct BetaManagedAgentsWorkflowRunResultErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Why the run did not finish.
    public var error: BetaManagedAgentsWorkflowRunErrorObject

    public var type: String

    public init(
        error: BetaManagedAgentsWorkflowRunErrorObject
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
        self.error = try container.decodeRequired(BetaManagedAgentsWorkflowRunErrorObject.self, forKey: "error", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.error, forKey: "error")
        try container.encode(self.type, forKey: "type")
    }
}
