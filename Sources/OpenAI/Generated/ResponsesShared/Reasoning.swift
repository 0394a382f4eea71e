// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// **gpt-5 and o-series models only**
///
/// Configuration options for
/// [reasoning models](https://platform.openai.com/docs/guides/reasoning).
///
/// - Schema: `#/components/schemas/Reasoning`
public nonisolated struct Reasoning: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Controls the reasoning execution mode for the request.
    ///
    /// When returned on a response, this is the effective execution mode.
    public var mode: ReasoningModeEnum?

    public var effort: _OpenAIShared.ReasoningEffort?

    public var summary: Reasoning.Summary?

    public var context: Reasoning.Context?

    public var generateSummary: Reasoning.GenerateSummary?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        mode: ReasoningModeEnum? = nil,
        effort: _OpenAIShared.ReasoningEffort? = nil,
        summary: Reasoning.Summary? = nil,
        context: Reasoning.Context? = nil,
        generateSummary: Reasoning.GenerateSummary? = nil
    ) {
        self.mode = mode
        self.effort = effort
        self.summary = summary
        self.context = context
        self.generateSummary = generateSummary
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// A summary of the reasoning performed by the model. This can be
    /// useful for debugging and understanding the model's reasoning process.
    /// One of `auto`, `concise`, or `detailed`.
    ///
    /// `concise` is supported for `computer-use-preview` models and all reasoning models after `gpt-5`.
    public nonisolated enum Summary: OpenEnum, EmptyDecodable {
        case auto
        case concise
        case detailed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "concise": self = .concise
            case "detailed": self = .detailed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .concise: "concise"
            case .detailed: "detailed"
            case .unknown(let value): value
            }
        }
    }

    /// Controls which reasoning items are rendered back to the model on later turns.
    /// If omitted or set to `auto`, the model determines the context mode. The
    /// `gpt-5.6` model family defaults to `all_turns`; earlier models default to
    /// `current_turn`.
    ///
    /// When returned on a response, this is the effective reasoning context mode
    /// used for the response.
    public nonisolated enum Context: OpenEnum, EmptyDecodable {
        case auto
        case currentTurn
        case allTurns
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "current_turn": self = .currentTurn
            case "all_turns": self = .allTurns
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .currentTurn: "current_turn"
            case .allTurns: "all_turns"
            case .unknown(let value): value
            }
        }
    }

    /// **Deprecated:** use `summary` instead.
    ///
    /// A summary of the reasoning performed by the model. This can be
    /// useful for debugging and understanding the model's reasoning process.
    /// One of `auto`, `concise`, or `detailed`.
    ///
    /// - Warning: Deprecated in the spec.
    public nonisolated enum GenerateSummary: OpenEnum, EmptyDecodable {
        case auto
        case concise
        case detailed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "concise": self = .concise
            case "detailed": self = .detailed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .concise: "concise"
            case .detailed: "detailed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeIfPresent(ReasoningModeEnum.self, forKey: "mode")
        self.effort = try container.decodeIfPresent(_OpenAIShared.ReasoningEffort.self, forKey: "effort")
        self.summary = try container.decodeIfPresent(Reasoning.Summary.self, forKey: "summary")
        self.context = try container.decodeIfPresent(Reasoning.Context.self, forKey: "context")
        self.generateSummary = try container.decodeIfPresent(Reasoning.GenerateSummary.self, forKey: "generate_summary")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.mode, forKey: "mode")
        try container.encodeIfPresent(self.effort, forKey: "effort")
        try container.encodeIfPresent(self.summary, forKey: "summary")
        try container.encodeIfPresent(self.context, forKey: "context")
        try container.encodeIfPresent(self.generateSummary, forKey: "generate_summary")
    }
}

nonisolated extension NullableMember where Owner == Reasoning {
    public static var effort: Self { Self("effort") }
    public static var summary: Self { Self("summary") }
    public static var context: Self { Self("context") }
    public static var generateSummary: Self { Self("generate_summary") }
}
