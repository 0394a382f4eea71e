// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The run exceeded the limit on the number of threads that a run can create.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsThreadLimitWorkflowRunErrorObject`
public nonisolated struct BetaManagedAgentsThreadLimitWorkflowRunErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Short explanation written by the server.
    ///
    /// It never contains content from the run or its agents.
    public var message: String

    public var type: String

    public init(
        message: String
    ) {
        self.message = message
        self.type = "thread_limit_error"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "thread_limit_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.message, forKey: "message")
        try container.encode(self.type, forKey: "type")
    }
}
