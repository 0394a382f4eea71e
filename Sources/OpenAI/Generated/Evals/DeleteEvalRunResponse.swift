// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct DeleteEvalRunResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String?

    public var deleted: Bool?

    public var runID: String?

    public init(
        object: String? = nil,
        deleted: Bool? = nil,
        runID: String? = nil
    ) {
        self.object = object
        self.deleted = deleted
        self.runID = runID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeIfPresent(String.self, forKey: "object")
        self.deleted = try container.decodeIfPresent(Bool.self, forKey: "deleted")
        self.runID = try container.decodeIfPresent(String.self, forKey: "run_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.object, forKey: "object")
        try container.encodeIfPresent(self.deleted, forKey: "deleted")
        try container.encodeIfPresent(self.runID, forKey: "run_id")
    }
}
