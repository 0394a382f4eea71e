// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProgramToolCallCaller`
public nonisolated struct ProgramToolCallCaller: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// The call ID of the program item that produced this tool call.
    public var callerID: String

    public init(
        callerID: String
    ) {
        self.type = "program"
        self.callerID = callerID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callerID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "program")
        self.callerID = try container.decodeRequired(String.self, forKey: "caller_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.callerID, forKey: "caller_id")
    }
}
