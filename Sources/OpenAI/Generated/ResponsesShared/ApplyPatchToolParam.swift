// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Allows the assistant to create, delete, or update files using unified diffs.
///
/// - Schema: `#/components/schemas/ApplyPatchToolParam`
public nonisolated struct ApplyPatchToolParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the tool. Always `apply_patch`.
    public var type: String

    public var allowedCallers: [CallableToolAllowedCaller]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedCallers: [CallableToolAllowedCaller]? = nil
    ) {
        self.type = "apply_patch"
        self.allowedCallers = allowedCallers
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "apply_patch")
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: "allowed_callers")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
    }
}

nonisolated extension NullableMember where Owner == ApplyPatchToolParam {
    public static var allowedCallers: Self { Self("allowed_callers") }
}
