// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Write the result to a new memory store that starts as a copy of the input memory store. This is the default.
///
/// The new memory store is in the same workspace as the dream. The dream doesn't change the input memory store.
///
/// - Schema: `#/components/schemas/BetaOutputBehaviorCreateNewParam`
public nonisolated struct BetaOutputBehaviorCreateNewParam: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "create_new"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "create_new")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
