// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated code interpreter sessions usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageCodeInterpreterSessionsResult`
public nonisolated struct UsageCodeInterpreterSessionsResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var object: String

    /// The number of code interpreter sessions.
    public var numSessions: Int

    public var projectID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        numSessions: Int,
        projectID: String? = nil
    ) {
        self.object = "organization.usage.code_interpreter_sessions.result"
        self.numSessions = numSessions
        self.projectID = projectID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            numSessions: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.usage.code_interpreter_sessions.result")
        self.numSessions = try container.decodeRequired(Int.self, forKey: "num_sessions", in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.numSessions, forKey: "num_sessions")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
    }
}

nonisolated extension NullableMember where Owner == UsageCodeInterpreterSessionsResult {
    public static var projectID: Self { Self("project_id") }
}
