// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send this event to update the translation session configuration. Translation
/// sessions support updates to `audio.output.language`, `audio.input.transcription`,
/// and `audio.input.noise_reduction`.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientEventSessionUpdate`
public nonisolated struct RealtimeTranslationClientEventSessionUpdate: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `session.update`.
    public var type: String

    /// Translation session fields to update. The session `type` and `model` are set
    /// at creation and cannot be changed with `session.update`.
    public var session: RealtimeTranslationSessionUpdateRequest

    public init(
        session: RealtimeTranslationSessionUpdateRequest,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "session.update"
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            session: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.update")
        self.session = try container.decodeRequired(RealtimeTranslationSessionUpdateRequest.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.session, forKey: "session")
    }
}
