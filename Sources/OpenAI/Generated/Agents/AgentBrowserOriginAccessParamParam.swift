// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AgentBrowserOriginAccessParamParam`
public nonisolated struct AgentBrowserOriginAccessParamParam: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Whether to allow, deny, or cancel the requested origin access.
    ///
    /// - `approve` - Allow the browser to access this origin.
    /// - `deny` - Deny access to this origin.
    /// - `cancel` - Dismiss this request without approving access.
    public var decision: AgentBrowserOriginAccessParamParam.Decision

    public var type: String

    public init(
        decision: AgentBrowserOriginAccessParamParam.Decision
    ) {
        self.decision = decision
        self.type = "browser_origin_access"
    }

    public init(stringLiteral value: String) {
        self.init(decision: AgentBrowserOriginAccessParamParam.Decision(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            decision: .emptyValue
        )
    }

    /// Whether to allow, deny, or cancel the requested origin access.
    ///
    /// - `approve` - Allow the browser to access this origin.
    /// - `deny` - Deny access to this origin.
    /// - `cancel` - Dismiss this request without approving access.
    public nonisolated enum Decision: OpenEnum, EmptyDecodable {
        case approve
        case deny
        case cancel
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "approve": self = .approve
            case "deny": self = .deny
            case "cancel": self = .cancel
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .approve: "approve"
            case .deny: "deny"
            case .cancel: "cancel"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.decision = try container.decodeRequired(AgentBrowserOriginAccessParamParam.Decision.self, forKey: "decision", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "browser_origin_access")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.decision, forKey: "decision")
        try container.encode(self.type, forKey: "type")
    }
}
