// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct DeleteEvalResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String

    public var deleted: Bool

    public var evalID: String

    public init(
        object: String,
        deleted: Bool,
        evalID: String
    ) {
        self.object = object
        self.deleted = deleted
        self.evalID = evalID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            deleted: .emptyValue,
            evalID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
        self.evalID = try container.decodeRequired(String.self, forKey: "eval_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.deleted, forKey: "deleted")
        try container.encode(self.evalID, forKey: "eval_id")
    }
}
