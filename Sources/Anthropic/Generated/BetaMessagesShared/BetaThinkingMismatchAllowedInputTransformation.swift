// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaThinkingMismatchAllowedInputTransformation`
public nonisolated struct BetaThinkingMismatchAllowedInputTransformation: Codable, Equatable, Sendable, EmptyDecodable {
    /// Where the block is in your request, as `messages.{i}.content.{j}`: `i` indexes
    /// the `messages` array you sent and `j` that message's `content` array — the same
    /// form error messages use.
    public var path: String

    /// Which binding check the block failed; the block was shown to the model all the
    /// same. Always `prefix_binding_mismatch` today — the conversation before the block
    /// differs from the conversation it was created in, or the block carries no record
    /// of one on a model that requires it. Were the check enforced for this request,
    /// the block would have been removed or the request rejected
    /// (`thinking.block_binding.prefix_mismatch_behavior`). A removal also takes the
    /// rest of that turn's consecutive thinking blocks, whereas here each block is
    /// checked on its own, so `thinking_mismatch_allowed` entries are a lower bound on
    /// what enforcement would remove.
    public var reason: BetaThinkingMismatchAllowedInputTransformation.Reason

    /// Always `thinking_mismatch_allowed` for this entry type.
    public var type: String

    public init(
        path: String,
        reason: BetaThinkingMismatchAllowedInputTransformation.Reason
    ) {
        self.path = path
        self.reason = reason
        self.type = "thinking_mismatch_allowed"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            reason: .emptyValue
        )
    }

    /// Which binding check the block failed; the block was shown to the model all the
    /// same. Always `prefix_binding_mismatch` today — the conversation before the block
    /// differs from the conversation it was created in, or the block carries no record
    /// of one on a model that requires it. Were the check enforced for this request,
    /// the block would have been removed or the request rejected
    /// (`thinking.block_binding.prefix_mismatch_behavior`). A removal also takes the
    /// rest of that turn's consecutive thinking blocks, whereas here each block is
    /// checked on its own, so `thinking_mismatch_allowed` entries are a lower bound on
    /// what enforcement would remove.
    public nonisolated enum Reason: OpenEnum, EmptyDecodable {
        case modelBindingMismatch
        case prefixBindingMismatch
        case organizationBindingMismatch
        case endUserBindingMismatch
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "model_binding_mismatch": self = .modelBindingMismatch
            case "prefix_binding_mismatch": self = .prefixBindingMismatch
            case "organization_binding_mismatch": self = .organizationBindingMismatch
            case "end_user_binding_mismatch": self = .endUserBindingMismatch
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .modelBindingMismatch: "model_binding_mismatch"
            case .prefixBindingMismatch: "prefix_binding_mismatch"
            case .organizationBindingMismatch: "organization_binding_mismatch"
            case .endUserBindingMismatch: "end_user_binding_mismatch"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.reason = try container.decodeRequired(BetaThinkingMismatchAllowedInputTransformation.Reason.self, forKey: "reason", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "thinking_mismatch_allowed")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.path, forKey: "path")
        try container.encode(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}
