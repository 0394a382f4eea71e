// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// This event is the output of audio transcription for user audio written to the
/// user audio buffer. Transcription begins when the input audio buffer is
/// committed by the client or server (when VAD is enabled). Transcription runs
/// asynchronously with Response creation, so this event may come before or after
/// the Response events.
///
/// Realtime API models accept audio natively, and thus input transcription is a
/// separate process run on a separate ASR (Automatic Speech Recognition) model.
/// The transcript may diverge somewhat from the model's interpretation, and
/// should be treated as a rough guide.
///
/// - Schema: `#/components/schemas/RealtimeServerEventConversationItemInputAudioTranscriptionCompleted`
public nonisolated struct RealtimeServerEventConversationItemInputAudioTranscriptionCompleted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be
    /// `conversation.item.input_audio_transcription.completed`.
    public var type: String

    /// The ID of the item containing the audio that is being transcribed.
    public var itemID: String

    /// The index of the content part containing the audio.
    public var contentIndex: Int

    /// The transcribed text.
    public var transcript: String

    /// The languages detected in the audio. Returned by `gpt-transcribe`. An empty array indicates that no language could be reliably detected.
    public var languages: [TranscriptionLanguage]?

    public var logprobs: [LogProbProperties]?

    /// Usage statistics for the transcription, this is billed according to the ASR model's pricing rather than the realtime model's pricing.
    public var usage: RealtimeServerEventConversationItemInputAudioTranscriptionCompleted.Usage

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        itemID: String,
        contentIndex: Int,
        transcript: String,
        usage: RealtimeServerEventConversationItemInputAudioTranscriptionCompleted.Usage,
        languages: [TranscriptionLanguage]? = nil,
        logprobs: [LogProbProperties]? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.input_audio_transcription.completed"
        self.itemID = itemID
        self.contentIndex = contentIndex
        self.transcript = transcript
        self.languages = languages
        self.logprobs = logprobs
        self.usage = usage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            itemID: .emptyValue,
            contentIndex: .emptyValue,
            transcript: .emptyValue,
            usage: .emptyValue
        )
    }

    /// Usage statistics for the transcription, this is billed according to the ASR model's pricing rather than the realtime model's pricing.
    public nonisolated enum Usage: Codable, Equatable, Sendable, EmptyDecodable {
        /// TranscriptTextUsageTokens
        ///
        /// - `type`: `tokens`
        case tokens(TranscriptTextUsageTokens)
        /// TranscriptTextUsageDuration
        ///
        /// - `type`: `duration`
        case duration(TranscriptTextUsageDuration)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "tokens": self = .tokens(try TranscriptTextUsageTokens(from: decoder)); return
                case "duration": self = .duration(try TranscriptTextUsageDuration(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .tokens(let value): try value.encode(to: encoder)
            case .duration(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conversation.item.input_audio_transcription.completed")
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: "content_index", in: decoder)
        self.transcript = try container.decodeRequired(String.self, forKey: "transcript", in: decoder)
        self.languages = try container.decodeIfPresent([TranscriptionLanguage].self, forKey: "languages")
        self.logprobs = try container.decodeIfPresent([LogProbProperties].self, forKey: "logprobs")
        self.usage = try container.decodeRequired(RealtimeServerEventConversationItemInputAudioTranscriptionCompleted.Usage.self, forKey: "usage", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.contentIndex, forKey: "content_index")
        try container.encode(self.transcript, forKey: "transcript")
        try container.encodeIfPresent(self.languages, forKey: "languages")
        try container.encodeIfPresent(self.logprobs, forKey: "logprobs")
        try container.encode(self.usage, forKey: "usage")
    }
}

nonisolated extension NullableMember where Owner == RealtimeServerEventConversationItemInputAudioTranscriptionCompleted {
    public static var logprobs: Self { Self("logprobs") }
}
