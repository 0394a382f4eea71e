// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An object representing a list of runs for an evaluation.
///
/// - Schema: `#/components/schemas/EvalRunList`
public nonisolated struct EvalRunList: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of this object. It is always set to "list".
    public var object: String

    /// An array of eval run objects.
    public var data: [EvalRun]

    /// The identifier of the first eval run in the data array.
    public var firstID: String

    /// The identifier of the last eval run in the data array.
    public var lastID: String

    /// Indicates whether there are more evals available.
    public var hasMore: Bool

    public init(
        data: [EvalRun],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
        self.data = try container.decodeRequired([EvalRun].self, forKey: "data", in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: "first_id", in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: "last_id", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.firstID, forKey: "first_id")
        try container.encode(self.lastID, forKey: "last_id")
        try container.encode(self.hasMore, forKey: "has_more")
    }
}
