// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaThinkingDroppedInputTransformation`
public nonisolated struct BetaThinkingDroppedInputTransformation: Codable, Equatable, Sendable, EmptyDecodable {
    /// Where the removed block was in your request, as `messages.{i}.content.{j}`: `i`
    /// indexes the `messages` array you sent and `j` that message's `content` array —
    /// the same form error messages use.
    public var path: String

    /// Which binding check removed the block: `model_binding_mismatch` — it was created
    /// by a model whose reasoning the requested model may not read;
    /// `prefix_binding_mismatch` — the conversation before it differs from the
    /// conversation it was created in (the rest of that turn's consecutive thinking
    /// blocks are removed with it, each with this reason);
    /// `organization_binding_mismatch` — it was created under a different organization
    /// (an Anthropic organization, AWS account or Google Cloud project) and this
    /// organization is not one of its additional organizations;
    /// `end_user_binding_mismatch` — it was created for a different end user, or was
    /// removed by the consumer-organization binding. A block that would fail several
    /// checks reports one reason, in this order of precedence:
    /// `organization_binding_mismatch`, `end_user_binding_mismatch`,
    /// `model_binding_mismatch`, `prefix_binding_mismatch`.
    public var reason: BetaThinkingDroppedInputTransformation.Reason

    /// Always `thinking_dropped` for this entry type.
    public var type: String

    public init(
        path: String,
        reason: BetaThinkingDroppedInputTransformation.Reason
    ) {
        self.path = path
        self.reason = reason
        self.type = "thinking_dropped"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            reason: .emptyValue
        )
    }

    /// Which binding check removed the block: `model_binding_mismatch` — it was created
    /// by a model whose reasoning the requested model may not read;
    /// `prefix_binding_mismatch` — the conversation before it differs from the
    /// conversation it was created in (the rest of that turn's consecutive thinking
    /// blocks are removed with it, each with this reason);
    /// `organization_binding_mismatch` — it was created under a different organization
    /// (an Anthropic organization, AWS account or Google Cloud project) and this
    /// organization is not one of its additional organizations;
    /// `end_user_binding_mismatch` — it was created for a different end user, or was
    /// removed by the consumer-organization binding. A block that would fail several
    /// checks reports one reason, in this order of precedence:
    /// `organization_binding_mismatch`, `end_user_binding_mismatch`,
    /// `model_binding_mismatch`, `prefix_binding_mismatch`.
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
        self.reason = try container.decodeRequired(BetaThinkingDroppedInputTransformation.Reason.self, forKey: "reason", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "thinking_dropped")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.path, forKey: "path")
        try container.encode(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}
