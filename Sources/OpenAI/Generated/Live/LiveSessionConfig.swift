// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Initial configuration for a Live session, including its model, conversation instructions, audio, and delegated task handling.
///
/// - Schema: `#/components/schemas/LiveSessionConfig`
public nonisolated struct LiveSessionConfig: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// Startup audio configuration.
    ///
    /// Only primary WebSockets accept audio.format; WebRTC and SIP negotiate their
    /// media format. Voice and format are immutable after startup.
    public var audio: LiveSessionConfigAudio?

    /// Startup-only capabilities for an untrusted frontend attached to a unified WebRTC
    /// session. Trusted sideband connections are unaffected.
    public var client: LiveClientConfig?

    /// Who handles tasks delegated by the Live model.
    ///
    /// Omitted or null selects your application; use `responses` or `decisions` to
    /// delegate to the corresponding API.
    public var delegation: LiveSessionConfigDelegation?

    /// Ordered text-only history supplied before startup.
    ///
    /// Supports developer, user, and assistant messages with one text part each; at
    /// most 128 messages and a configured rendered-token limit (8,192 by default).
    public var input: [LiveInitialItem]?

    /// Frontend instructions for voice, conversation, interruptions, and when to
    /// delegate. Start with the
    /// [Live prompting guide](https://developers.openai.com/api/docs/guides/live-prompting);
    /// put business rules and tool workflows in a separate
    /// [backend prompt](https://developers.openai.com/api/docs/guides/live-delegation#start-with-your-existing-backend-prompt).
    /// Limited to 16,384 client-supplied tokens. Omitted or blank instructions use
    /// server defaults. Immutable after startup.
    public var instructions: String?

    /// The Live model.
    ///
    /// Required in the session configuration for every transport; do not pass it as a
    /// URL query parameter.
    public var model: LiveSessionConfig.Model

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
    public var triggers: [LiveDecisionTrigger]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: LiveSessionConfig.Model,
        audio: LiveSessionConfigAudio? = nil,
        client: LiveClientConfig? = nil,
        delegation: LiveSessionConfigDelegation? = nil,
        input: [LiveInitialItem]? = nil,
        instructions: String? = nil,
        safetyIdentifier: String? = nil,
        store: Bool? = nil,
        triggers: [LiveDecisionTrigger]? = nil
    ) {
        self.audio = audio
        self.client = client
        self.delegation = delegation
        self.input = input
        self.instructions = instructions
        self.model = model
        self.safetyIdentifier = safetyIdentifier
        self.store = store
        self.triggers = triggers
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(model: LiveSessionConfig.Model(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    /// The Live model.
    ///
    /// Required in the session configuration for every transport; do not pass it as a
    /// URL query parameter.
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
        self.audio = try container.decodeIfPresent(LiveSessionConfigAudio.self, forKey: "audio")
        self.client = try container.decodeIfPresent(LiveClientConfig.self, forKey: "client")
        self.delegation = try container.decodeIfPresent(LiveSessionConfigDelegation.self, forKey: "delegation")
        self.input = try container.decodeIfPresent([LiveInitialItem].self, forKey: "input")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.model = try container.decodeRequired(LiveSessionConfig.Model.self, forKey: "model", in: decoder)
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: "safety_identifier")
        self.store = try container.decodeIfPresent(Bool.self, forKey: "store")
        self.triggers = try container.decodeIfPresent([LiveDecisionTrigger].self, forKey: "triggers")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.client, forKey: "client")
        try container.encodeIfPresent(self.delegation, forKey: "delegation")
        try container.encodeIfPresent(self.input, forKey: "input")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.safetyIdentifier, forKey: "safety_identifier")
        try container.encodeIfPresent(self.store, forKey: "store")
        try container.encodeIfPresent(self.triggers, forKey: "triggers")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionConfig {
    public static var audio: Self { Self("audio") }
    public static var client: Self { Self("client") }
    public static var delegation: Self { Self("delegation") }
    public static var input: Self { Self("input") }
    public static var instructions: Self { Self("instructions") }
    public static var safetyIdentifier: Self { Self("safety_identifier") }
    public static var store: Self { Self("store") }
    public static var triggers: Self { Self("triggers") }
}
