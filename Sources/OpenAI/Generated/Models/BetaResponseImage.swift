// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an image generation tool call has completed and the final image is available.
///
/// - Schema: `#/components/schemas/BetaResponseImageGenCallCompletedEvent`
public struct BetaResponseImageGenCallCompletedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.image_generation_call.completed'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The unique identifier of the image generation item being processed.
    public var itemID: String

    public init(
        outputIndex: Int,
        sequenceNumber: Int,
        itemID: String,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.image_generation_call.completed"
        self.outputIndex = outputIndex
        self.sequenceNumber = sequenceNumber
        self.itemID = itemID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            sequenceNumber: .emptyValue,
            itemID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case sequenceNumber = "sequence_number"
        case itemID = "item_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.image_generation_call.completed")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.itemID, forKey: .itemID)
    }
}

/// Emitted when an image generation tool call is actively generating an image (intermediate state).
///
/// - Schema: `#/components/schemas/BetaResponseImageGenCallGeneratingEvent`
public struct BetaResponseImageGenCallGeneratingEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.image_generation_call.generating'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the image generation item being processed.
    public var itemID: String

    /// The sequence number of the image generation item being processed.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.image_generation_call.generating"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.image_generation_call.generating")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when an image generation tool call is in progress.
///
/// - Schema: `#/components/schemas/BetaResponseImageGenCallInProgressEvent`
public struct BetaResponseImageGenCallInProgressEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.image_generation_call.in_progress'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the image generation item being processed.
    public var itemID: String

    /// The sequence number of the image generation item being processed.
    public var sequenceNumber: Int

    public init(
        outputIndex: Int,
        itemID: String,
        sequenceNumber: Int,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "response.image_generation_call.in_progress"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case sequenceNumber = "sequence_number"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.image_generation_call.in_progress")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
    }
}

/// Emitted when a partial image is available during image generation streaming.
///
/// - Schema: `#/components/schemas/BetaResponseImageGenCallPartialImageEvent`
public struct BetaResponseImageGenCallPartialImageEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that owns this multi-agent streaming event.
    public var agent: BetaAgentTag?

    /// The type of the event. Always 'response.image_generation_call.partial_image'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the image generation item being processed.
    public var itemID: String

    /// The sequence number of the image generation item being processed.
    public var sequenceNumber: Int

    /// 0-based index for the partial image (backend is 1-based, but this is 0-based for the user).
    public var partialImageIndex: Int

    /// Base64-encoded partial image data, suitable for rendering as an image.
    public var partialImageB64: String

    /// The image size that was used.
    public var size: String?

    /// The image quality that was used.
    public var quality: String?

    /// The background setting that was used.
    public var background: String?

    /// The output format that was used.
    public var outputFormat: String?

    public init(
        outputIndex: Int,
        itemID: String,
        sequenceNumber: Int,
        partialImageIndex: Int,
        partialImageB64: String,
        agent: BetaAgentTag? = nil,
        size: String? = nil,
        quality: String? = nil,
        background: String? = nil,
        outputFormat: String? = nil
    ) {
        self.agent = agent
        self.type = "response.image_generation_call.partial_image"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.sequenceNumber = sequenceNumber
        self.partialImageIndex = partialImageIndex
        self.partialImageB64 = partialImageB64
        self.size = size
        self.quality = quality
        self.background = background
        self.outputFormat = outputFormat
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            sequenceNumber: .emptyValue,
            partialImageIndex: .emptyValue,
            partialImageB64: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case outputIndex = "output_index"
        case itemID = "item_id"
        case sequenceNumber = "sequence_number"
        case partialImageIndex = "partial_image_index"
        case partialImageB64 = "partial_image_b64"
        case size
        case quality
        case background
        case outputFormat = "output_format"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "response.image_generation_call.partial_image")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: .outputIndex, in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: .itemID, in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: .sequenceNumber, in: decoder)
        self.partialImageIndex = try container.decodeRequired(Int.self, forKey: .partialImageIndex, in: decoder)
        self.partialImageB64 = try container.decodeRequired(String.self, forKey: .partialImageB64, in: decoder)
        self.size = try container.decodeIfPresent(String.self, forKey: .size)
        self.quality = try container.decodeIfPresent(String.self, forKey: .quality)
        self.background = try container.decodeIfPresent(String.self, forKey: .background)
        self.outputFormat = try container.decodeIfPresent(String.self, forKey: .outputFormat)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.outputIndex, forKey: .outputIndex)
        try container.encode(self.itemID, forKey: .itemID)
        try container.encode(self.sequenceNumber, forKey: .sequenceNumber)
        try container.encode(self.partialImageIndex, forKey: .partialImageIndex)
        try container.encode(self.partialImageB64, forKey: .partialImageB64)
        try container.encodeIfPresent(self.size, forKey: .size)
        try container.encodeIfPresent(self.quality, forKey: .quality)
        try container.encodeIfPresent(self.background, forKey: .background)
        try container.encodeIfPresent(self.outputFormat, forKey: .outputFormat)
    }
}
