// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct DeleteEvalResponse: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
        case evalID = "eval_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.evalID = try container.decodeRequired(String.self, forKey: .evalID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.evalID, forKey: .evalID)
    }
}

public struct DeleteEvalRunResponse: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
        case runID = "run_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.deleted = try container.decodeIfPresent(Bool.self, forKey: .deleted)
        self.runID = try container.decodeIfPresent(String.self, forKey: .runID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encodeIfPresent(self.deleted, forKey: .deleted)
        try container.encodeIfPresent(self.runID, forKey: .runID)
    }
}
