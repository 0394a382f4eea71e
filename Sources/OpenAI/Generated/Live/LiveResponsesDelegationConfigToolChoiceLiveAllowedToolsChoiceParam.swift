// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParam`
public nonisolated struct LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// How to select a tool from the allowed set.
    public var mode: LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParam.Mode?

    /// The tools that the delegated Responses model may call.
    public var tools: [LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamTool]

    /// The tool choice type. Always `allowed_tools`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        tools: [LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamTool],
        mode: LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParam.Mode? = nil
    ) {
        self.mode = mode
        self.tools = tools
        self.type = "allowed_tools"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tools: .emptyValue
        )
    }

    /// How to select a tool from the allowed set.
    public nonisolated enum Mode: OpenEnum, EmptyDecodable {
        case none
        case auto
        case required
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "none": self = .none
            case "auto": self = .auto
            case "required": self = .required
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .none: "none"
            case .auto: "auto"
            case .required: "required"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeIfPresent(LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParam.Mode.self, forKey: "mode")
        self.tools = try container.decodeRequired([LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParamTool].self, forKey: "tools", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "allowed_tools")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.mode, forKey: "mode")
        try container.encode(self.tools, forKey: "tools")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveResponsesDelegationConfigToolChoiceLiveAllowedToolsChoiceParam {
    public static var mode: Self { Self("mode") }
}
