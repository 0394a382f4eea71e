// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsAutomationsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var expression: String?

    public var metadata: AutomationMetadataParam?

    public var name: String

    public var runAt: Int?

    public var target: AutomationTargetParam

    public var timezone: String?

    public var type: AgentsAutomationsCreateRequest.Kind

    public init(
        name: String,
        target: AutomationTargetParam,
        type: AgentsAutomationsCreateRequest.Kind,
        expression: String? = nil,
        metadata: AutomationMetadataParam? = nil,
        runAt: Int? = nil,
        timezone: String? = nil
    ) {
        self.expression = expression
        self.metadata = metadata
        self.name = name
        self.runAt = runAt
        self.target = target
        self.timezone = timezone
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            target: .emptyValue,
            type: .emptyValue
        )
    }

    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case periodic
        case once
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "periodic": self = .periodic
            case "once": self = .once
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .periodic: "periodic"
            case .once: "once"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expression = try container.decodeIfPresent(String.self, forKey: "expression")
        self.metadata = try container.decodeIfPresent(AutomationMetadataParam.self, forKey: "metadata")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.runAt = try container.decodeIfPresent(Int.self, forKey: "run_at")
        self.target = try container.decodeRequired(AutomationTargetParam.self, forKey: "target", in: decoder)
        self.timezone = try container.decodeIfPresent(String.self, forKey: "timezone")
        self.type = try container.decodeRequired(AgentsAutomationsCreateRequest.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.expression, forKey: "expression")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.runAt, forKey: "run_at")
        try container.encode(self.target, forKey: "target")
        try container.encodeIfPresent(self.timezone, forKey: "timezone")
        try container.encode(self.type, forKey: "type")
    }
}
