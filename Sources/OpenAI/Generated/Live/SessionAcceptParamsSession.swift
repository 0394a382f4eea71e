// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model and startup configuration for the Live session that answers the incoming SIP call.
///
/// - Schema: `#/components/schemas/SessionAcceptParamsSession`
public nonisolated struct SessionAcceptParamsSession: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// Startup audio output configuration.
    ///
    /// SIP negotiates the media format; audio.format is only accepted for primary
    /// WebSockets. Voice cannot change after startup.
    public var audio: SessionAudio?

    /// Who handles tasks delegated by the Live model.
    ///
    /// Omitted or null selects your application; use `responses` or `decisions` to
    /// delegate to the corresponding API.
    public var delegation: SessionDelegation?

    /// Ordered text-only history supplied before startup.
    ///
    /// Supports developer, user, and assistant messages with one text part each; at
    /// most 128 messages and a configured rendered-token limit (8,192 by default).
    public var input: [InitialItemParam]?

    /// Frontend instructions for voice, conversation, interruptions, and when to
    /// delegate. Start with the
    /// [Live prompting guide](https://developers.openai.com/api/docs/guides/live-prompting);
    /// put business rules and tool workflows in a separate
    /// [backend prompt](https://developers.openai.com/api/docs/guides/live-delegation#start-with-your-existing-backend-prompt).
    /// Limited to 16,384 client-supplied tokens. Omitted or blank instructions use
    /// server defaults. Immutable after startup.
    public var instructions: String?

    /// The Live model to use for the accepted call.
    public var model: SessionAcceptParamsSession.Model

    /// A stable identifier for your end user, used for safety monitoring and abuse
    /// detection.
    public var safetyIdentifier: String?

    /// Whether to store the session for later forking and recording download.
    ///
    /// Defaults to false for new sessions.
    public var store: Bool?

    /// At most one Decisions trigger per transcript event type.
    ///
    /// Triggers run independently of delegation. On update, omit triggers to keep the
    /// current configuration, send a list to replace it, or send an empty list to
    /// disable triggers.
    public var triggers: [DecisionTriggerParam]?

    /// The session type. Always `live`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: SessionAcceptParamsSession.Model,
        audio: SessionAudio? = nil,
        delegation: SessionDelegation? = nil,
        input: [InitialItemParam]? = nil,
        instructions: String? = nil,
        safetyIdentifier: String? = nil,
        store: Bool? = nil,
        triggers: [DecisionTriggerParam]? = nil
    ) {
        self.audio = audio
        self.delegation = delegation
        self.input = input
        self.instructions = instructions
        self.model = model
        self.safetyIdentifier = safetyIdentifier
        self.store = store
        self.triggers = triggers
        self.type = "live"
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(model: SessionAcceptParamsSession.Model(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    /// The Live model to use for the accepted call.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case gptLive1
        case gptLive1_1
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "gpt-live-1": self = .gptLive1
            case "gpt-live-1.1": self = .gptLive1_1
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .gptLive1: "gpt-live-1"
            case .gptLive1_1: "gpt-live-1.1"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.audio = try container.decodeIfPresent(SessionAudio.self, forKey: "audio")
        self.delegation = try container.decodeIfPresent(SessionDelegation.self, forKey: "delegation")
        self.input = try container.decodeIfPresent([InitialItemParam].self, forKey: "input")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.model = try container.decodeRequired(SessionAcceptParamsSession.Model.self, forKey: "model", in: decoder)
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: "safety_identifier")
        self.store = try container.decodeIfPresent(Bool.self, forKey: "store")
        self.triggers = try container.decodeIfPresent([DecisionTriggerParam].self, forKey: "triggers")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "live")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.delegation, forKey: "delegation")
        try container.encodeIfPresent(self.input, forKey: "input")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.safetyIdentifier, forKey: "safety_identifier")
        try container.encodeIfPresent(self.store, forKey: "store")
        try container.encodeIfPresent(self.triggers, forKey: "triggers")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == SessionAcceptParamsSession {
    public static var delegation: Self { Self("delegation") }
    public static var instructions: Self { Self("instructions") }
    public static var safetyIdentifier: Self { Self("safety_identifier") }
}
