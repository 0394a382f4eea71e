// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Add a new Item to the Conversation's context, including messages, function
/// calls, and function call responses. This event can be used both to populate a
/// "history" of the conversation and to add new items mid-stream, but has the
/// current limitation that it cannot populate assistant audio messages.
///
/// If successful, the server will respond with a `conversation.item.created`
/// event, otherwise an `error` event will be sent.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventConversationItemCreate`
public struct RealtimeBetaClientEventConversationItemCreate: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `conversation.item.create`.
    public var type: String

    /// The ID of the preceding item after which the new item will be inserted.
    /// If not set, the new item will be appended to the end of the conversation.
    /// If set to `root`, the new item will be added to the beginning of the conversation.
    /// If set to an existing ID, it allows an item to be inserted mid-conversation. If the
    /// ID cannot be found, an error will be returned and the item will not be added.
    public var previousItemID: String?

    public var item: RealtimeConversationItem

    public init(
        item: RealtimeConversationItem,
        eventID: String? = nil,
        previousItemID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.create"
        self.previousItemID = previousItemID
        self.item = item
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            item: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case previousItemID = "previous_item_id"
        case item
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.create")
        self.previousItemID = try container.decodeIfPresent(String.self, forKey: .previousItemID)
        self.item = try container.decodeRequired(RealtimeConversationItem.self, forKey: .item, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.previousItemID, forKey: .previousItemID)
        try container.encode(self.item, forKey: .item)
    }
}

/// Send this event when you want to remove any item from the conversation
/// history. The server will respond with a `conversation.item.deleted` event,
/// unless the item does not exist in the conversation history, in which case the
/// server will respond with an error.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventConversationItemDelete`
public struct RealtimeBetaClientEventConversationItemDelete: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `conversation.item.delete`.
    public var type: String

    /// The ID of the item to delete.
    public var itemID: String

    public init(
        itemID: String,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.delete"
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.delete")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Send this event when you want to retrieve the server's representation of a specific item in the conversation history. This is useful, for example, to inspect user audio after noise cancellation and VAD.
/// The server will respond with a `conversation.item.retrieved` event,
/// unless the item does not exist in the conversation history, in which case the
/// server will respond with an error.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventConversationItemRetrieve`
public struct RealtimeBetaClientEventConversationItemRetrieve: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `conversation.item.retrieve`.
    public var type: String

    /// The ID of the item to retrieve.
    public var itemID: String

    public init(
        itemID: String,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.retrieve"
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.retrieve")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Send this event to truncate a previous assistant message’s audio. The server
/// will produce audio faster than realtime, so this event is useful when the user
/// interrupts to truncate audio that has already been sent to the client but not
/// yet played. This will synchronize the server's understanding of the audio with
/// the client's playback.
///
/// Truncating audio will delete the server-side text transcript to ensure there
/// is not text in the context that hasn't been heard by the user.
///
/// If successful, the server will respond with a `conversation.item.truncated`
/// event.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventConversationItemTruncate`
public struct RealtimeBetaClientEventConversationItemTruncate: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `conversation.item.truncate`.
    public var type: String

    /// The ID of the assistant message item to truncate. Only assistant message
    /// items can be truncated.
    public var itemID: String

    /// The index of the content part to truncate. Set this to 0.
    public var contentIndex: Int

    /// Inclusive duration up to which audio is truncated, in milliseconds. If
    /// the audio_end_ms is greater than the actual audio duration, the server
    /// will respond with an error.
    public var audioEndMs: Int

    public init(
        itemID: String,
        contentIndex: Int,
        audioEndMs: Int,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "conversation.item.truncate"
        self.itemID = itemID
        self.contentIndex = contentIndex
        self.audioEndMs = audioEndMs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            itemID: .emptyValue,
            contentIndex: .emptyValue,
            audioEndMs: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case itemID = "item_id"
        case contentIndex = "content_index"
        case audioEndMs = "audio_end_ms"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "conversation.item.truncate")
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.contentIndex = try container.decodeRequired(Int.self, forKey: .contentIndex, in: decoder)
        self.audioEndMs = try container.decodeRequired(Int.self, forKey: .audioEndMs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.contentIndex, forKey: .contentIndex)
        try container.encode(self.audioEndMs, forKey: .audioEndMs)
    }
}

/// Send this event to append audio bytes to the input audio buffer. The audio
/// buffer is temporary storage you can write to and later commit. In Server VAD
/// mode, the audio buffer is used to detect speech and the server will decide
/// when to commit. When Server VAD is disabled, you must commit the audio buffer
/// manually.
///
/// The client may choose how much audio to place in each event up to a maximum
/// of 15 MiB, for example streaming smaller chunks from the client may allow the
/// VAD to be more responsive. Unlike made other client events, the server will
/// not send a confirmation response to this event.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventInputAudioBufferAppend`
public struct RealtimeBetaClientEventInputAudioBufferAppend: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `input_audio_buffer.append`.
    public var type: String

    /// Base64-encoded audio bytes. This must be in the format specified by the
    /// `input_audio_format` field in the session configuration.
    public var audio: String

    public init(
        audio: String,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.append"
        self.audio = audio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            audio: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case audio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.append")
        self.audio = try container.decodeRequired(String.self, forKey: .audio, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.audio, forKey: .audio)
    }
}

/// Send this event to clear the audio bytes in the buffer. The server will
/// respond with an `input_audio_buffer.cleared` event.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventInputAudioBufferClear`
public struct RealtimeBetaClientEventInputAudioBufferClear: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `input_audio_buffer.clear`.
    public var type: String

    public init(
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.clear"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.clear")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
    }
}

/// Send this event to commit the user input audio buffer, which will create a
/// new user message item in the conversation. This event will produce an error
/// if the input audio buffer is empty. When in Server VAD mode, the client does
/// not need to send this event, the server will commit the audio buffer
/// automatically.
///
/// Committing the input audio buffer will trigger input audio transcription
/// (if enabled in session configuration), but it will not create a response
/// from the model. The server will respond with an `input_audio_buffer.committed`
/// event.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventInputAudioBufferCommit`
public struct RealtimeBetaClientEventInputAudioBufferCommit: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `input_audio_buffer.commit`.
    public var type: String

    public init(
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "input_audio_buffer.commit"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio_buffer.commit")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
    }
}

/// **WebRTC/SIP Only:** Emit to cut off the current audio response. This will trigger the server to
/// stop generating audio and emit a `output_audio_buffer.cleared` event. This
/// event should be preceded by a `response.cancel` client event to stop the
/// generation of the current response.
/// [Learn more](/docs/guides/realtime-conversations#client-and-server-events-for-audio-in-webrtc).
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventOutputAudioBufferClear`
public struct RealtimeBetaClientEventOutputAudioBufferClear: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the client event used for error handling.
    public var eventID: String?

    /// The event type, must be `output_audio_buffer.clear`.
    public var type: String

    public init(
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "output_audio_buffer.clear"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "output_audio_buffer.clear")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
    }
}

/// Send this event to cancel an in-progress response. The server will respond
/// with a `response.done` event with a status of `response.status=cancelled`. If
/// there is no response to cancel, the server will respond with an error.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventResponseCancel`
public struct RealtimeBetaClientEventResponseCancel: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `response.cancel`.
    public var type: String

    /// A specific response ID to cancel - if not provided, will cancel an
    /// in-progress response in the default conversation.
    public var responseID: String?

    public init(
        eventID: String? = nil,
        responseID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "response.cancel"
        self.responseID = responseID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case responseID = "response_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.cancel")
        self.responseID = try container.decodeIfPresent(String.self, forKey: .responseID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.responseID, forKey: .responseID)
    }
}

/// This event instructs the server to create a Response, which means triggering
/// model inference. When in Server VAD mode, the server will create Responses
/// automatically.
///
/// A Response will include at least one Item, and may have two, in which case
/// the second will be a function call. These Items will be appended to the
/// conversation history.
///
/// The server will respond with a `response.created` event, events for Items
/// and content created, and finally a `response.done` event to indicate the
/// Response is complete.
///
/// The `response.create` event can optionally include inference configuration like
/// `instructions`, and `temperature`. These fields will override the Session's
/// configuration for this Response only.
///
/// Responses can be created out-of-band of the default Conversation, meaning that they can
/// have arbitrary input, and it's possible to disable writing the output to the Conversation.
/// Only one Response can write to the default Conversation at a time, but otherwise multiple
/// Responses can be created in parallel.
///
/// Clients can set `conversation` to `none` to create a Response that does not write to the default
/// Conversation. Arbitrary input can be provided with the `input` field, which is an array accepting
/// raw Items and references to existing Items.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventResponseCreate`
public struct RealtimeBetaClientEventResponseCreate: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `response.create`.
    public var type: String

    public var response: RealtimeBetaResponseCreateParams?

    public init(
        eventID: String? = nil,
        response: RealtimeBetaResponseCreateParams? = nil
    ) {
        self.eventID = eventID
        self.type = "response.create"
        self.response = response
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case response
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.create")
        self.response = try container.decodeIfPresent(RealtimeBetaResponseCreateParams.self, forKey: .response)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.response, forKey: .response)
    }
}

/// Send this event to update the session’s default configuration.
/// The client may send this event at any time to update any field,
/// except for `voice`. However, note that once a session has been
/// initialized with a particular `model`, it can’t be changed to
/// another model using `session.update`.
///
/// When the server receives a `session.update`, it will respond
/// with a `session.updated` event showing the full, effective configuration.
/// Only the fields that are present are updated. To clear a field like
/// `instructions`, pass an empty string.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventSessionUpdate`
public struct RealtimeBetaClientEventSessionUpdate: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `session.update`.
    public var type: String

    public var session: RealtimeSessionCreateRequest

    public init(
        session: RealtimeSessionCreateRequest,
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

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case session
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.update")
        self.session = try container.decodeRequired(RealtimeSessionCreateRequest.self, forKey: .session, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.session, forKey: .session)
    }
}

/// Send this event to update a transcription session.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventTranscriptionSessionUpdate`
public struct RealtimeBetaClientEventTranscriptionSessionUpdate: Codable, Hashable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `transcription_session.update`.
    public var type: String

    public var session: RealtimeTranscriptionSessionCreateRequest

    public init(
        session: RealtimeTranscriptionSessionCreateRequest,
        eventID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "transcription_session.update"
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            session: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
        case type
        case session
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: .eventID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "transcription_session.update")
        self.session = try container.decodeRequired(RealtimeTranscriptionSessionCreateRequest.self, forKey: .session, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.eventID, forKey: .eventID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.session, forKey: .session)
    }
}
