// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An audio input to the model.
///
/// - Schema: `#/components/schemas/BetaInputAudio`
public struct BetaInputAudio: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `input_audio`.
    public var type: String

    public var inputAudio: BetaInputAudio.InputAudio

    public init(
        inputAudio: BetaInputAudio.InputAudio
    ) {
        self.type = "input_audio"
        self.inputAudio = inputAudio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputAudio: .emptyValue
        )
    }

    public struct InputAudio: Codable, Hashable, Sendable, EmptyDecodable {
        /// Base64-encoded audio data.
        public var data: String

        /// The format of the audio data. Currently supported formats are `mp3` and
        /// `wav`.
        public var format: BetaInputAudio.InputAudio.Format

        public init(
            data: String,
            format: BetaInputAudio.InputAudio.Format
        ) {
            self.data = data
            self.format = format
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue,
                format: .emptyValue
            )
        }

        /// The format of the audio data. Currently supported formats are `mp3` and
        /// `wav`.
        public enum Format: OpenEnum, EmptyDecodable {
            case mp3
            case wav
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "mp3": self = .mp3
                case "wav": self = .wav
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .mp3: "mp3"
                case .wav: "wav"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case data
            case format
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.data = try container.decodeRequired(String.self, forKey: .data, in: decoder)
            self.format = try container.decodeRequired(BetaInputAudio.InputAudio.Format.self, forKey: .format, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.data, forKey: .data)
            try container.encode(self.format, forKey: .format)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case inputAudio = "input_audio"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_audio")
        self.inputAudio = try container.decodeRequired(BetaInputAudio.InputAudio.self, forKey: .inputAudio, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.inputAudio, forKey: .inputAudio)
    }
}

/// - Schema: `#/components/schemas/BetaInputContent`
public enum BetaInputContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `input_text`
    case inputText(BetaInputTextContent)
    /// - `type`: `input_image`
    case inputImage(BetaInputImageContent)
    /// - `type`: `input_file`
    case inputFile(BetaInputFileContent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "input_text": self = .inputText(try BetaInputTextContent(from: decoder)); return
            case "input_image": self = .inputImage(try BetaInputImageContent(from: decoder)); return
            case "input_file": self = .inputFile(try BetaInputFileContent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .inputText(let value): try value.encode(to: encoder)
        case .inputImage(let value): try value.encode(to: encoder)
        case .inputFile(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Control how much effort the model will exert to match the style and features, especially facial features, of input images. This parameter is only supported for `gpt-image-1` and `gpt-image-1.5` and later models, unsupported for `gpt-image-1-mini`. Supports `high` and `low`. Defaults to `low`.
///
/// - Schema: `#/components/schemas/BetaInputFidelity`
public enum BetaInputFidelity: OpenEnum, EmptyDecodable {
    case high
    case low
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "high": self = .high
        case "low": self = .low
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .high: "high"
        case .low: "low"
        case .unknown(let value): value
        }
    }
}

/// A file input to the model.
///
/// - Schema: `#/components/schemas/BetaInputFileContent`
public struct BetaInputFileContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `input_file`.
    public var type: String

    public var fileID: String?

    /// The name of the file to be sent to the model.
    public var filename: String?

    /// The content of the file to be sent to the model.
    public var fileData: String?

    public var promptCacheBreakpoint: BetaPromptCacheBreakpointConfig?

    /// The URL of the file to be sent to the model.
    public var fileURL: String?

    /// The detail level of the file to be sent to the model. Use `auto` to let the system select the detail level; for GPT-5.6 and later models, `auto` uses high-quality rendering, which may increase input token usage. Use `low` for lower-cost rendering, or `high` to render the file at higher quality. Defaults to `auto`.
    public var detail: BetaFileInputDetail?

    public init(
        fileID: String? = nil,
        filename: String? = nil,
        fileData: String? = nil,
        promptCacheBreakpoint: BetaPromptCacheBreakpointConfig? = nil,
        fileURL: String? = nil,
        detail: BetaFileInputDetail? = nil
    ) {
        self.type = "input_file"
        self.fileID = fileID
        self.filename = filename
        self.fileData = fileData
        self.promptCacheBreakpoint = promptCacheBreakpoint
        self.fileURL = fileURL
        self.detail = detail
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
        case filename
        case fileData = "file_data"
        case promptCacheBreakpoint = "prompt_cache_breakpoint"
        case fileURL = "file_url"
        case detail
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_file")
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        self.filename = try container.decodeIfPresent(String.self, forKey: .filename)
        self.fileData = try container.decodeIfPresent(String.self, forKey: .fileData)
        self.promptCacheBreakpoint = try container.decodeIfPresent(BetaPromptCacheBreakpointConfig.self, forKey: .promptCacheBreakpoint)
        self.fileURL = try container.decodeIfPresent(String.self, forKey: .fileURL)
        self.detail = try container.decodeIfPresent(BetaFileInputDetail.self, forKey: .detail)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.fileID, forKey: .fileID)
        try container.encodeIfPresent(self.filename, forKey: .filename)
        try container.encodeIfPresent(self.fileData, forKey: .fileData)
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: .promptCacheBreakpoint)
        try container.encodeIfPresent(self.fileURL, forKey: .fileURL)
        try container.encodeIfPresent(self.detail, forKey: .detail)
    }
}

/// A file input to the model.
///
/// - Schema: `#/components/schemas/BetaInputFileContentParam`
public struct BetaInputFileContentParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `input_file`.
    public var type: String

    public var fileID: String?

    public var filename: String?

    public var fileData: String?

    public var fileURL: String?

    /// The detail level of the file to be sent to the model. Use `auto` to let the system select the detail level; for GPT-5.6 and later models, `auto` uses high-quality rendering, which may increase input token usage. Use `low` for lower-cost rendering, or `high` to render the file at higher quality. Defaults to `auto`.
    public var detail: BetaFileDetailEnum?

    public var promptCacheBreakpoint: BetaPromptCacheBreakpointParam?

    public init(
        fileID: String? = nil,
        filename: String? = nil,
        fileData: String? = nil,
        fileURL: String? = nil,
        detail: BetaFileDetailEnum? = nil,
        promptCacheBreakpoint: BetaPromptCacheBreakpointParam? = nil
    ) {
        self.type = "input_file"
        self.fileID = fileID
        self.filename = filename
        self.fileData = fileData
        self.fileURL = fileURL
        self.detail = detail
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
        case filename
        case fileData = "file_data"
        case fileURL = "file_url"
        case detail
        case promptCacheBreakpoint = "prompt_cache_breakpoint"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_file")
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        self.filename = try container.decodeIfPresent(String.self, forKey: .filename)
        self.fileData = try container.decodeIfPresent(String.self, forKey: .fileData)
        self.fileURL = try container.decodeIfPresent(String.self, forKey: .fileURL)
        self.detail = try container.decodeIfPresent(BetaFileDetailEnum.self, forKey: .detail)
        self.promptCacheBreakpoint = try container.decodeIfPresent(BetaPromptCacheBreakpointParam.self, forKey: .promptCacheBreakpoint)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.fileID, forKey: .fileID)
        try container.encodeIfPresent(self.filename, forKey: .filename)
        try container.encodeIfPresent(self.fileData, forKey: .fileData)
        try container.encodeIfPresent(self.fileURL, forKey: .fileURL)
        try container.encodeIfPresent(self.detail, forKey: .detail)
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: .promptCacheBreakpoint)
    }
}

/// An image input to the model. Learn about [image inputs](/docs/guides/vision).
///
/// - Schema: `#/components/schemas/BetaInputImageContent`
public struct BetaInputImageContent: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of the input item. Always `input_image`.
    public var type: String

    public var imageURL: String?

    public var fileID: String?

    /// The detail level of the image to be sent to the model. One of `high`, `low`, `auto`, or `original`. Defaults to `auto`.
    public var detail: BetaImageDetail

    public var promptCacheBreakpoint: BetaPromptCacheBreakpointConfig?

    public init(
        detail: BetaImageDetail,
        imageURL: String? = nil,
        fileID: String? = nil,
        promptCacheBreakpoint: BetaPromptCacheBreakpointConfig? = nil
    ) {
        self.type = "input_image"
        self.imageURL = imageURL
        self.fileID = fileID
        self.detail = detail
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    public init(stringLiteral value: String) {
        self.init(detail: BetaImageDetail(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            detail: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case imageURL = "image_url"
        case fileID = "file_id"
        case detail
        case promptCacheBreakpoint = "prompt_cache_breakpoint"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_image")
        self.imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        self.detail = try container.decodeRequired(BetaImageDetail.self, forKey: .detail, in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(BetaPromptCacheBreakpointConfig.self, forKey: .promptCacheBreakpoint)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.imageURL, forKey: .imageURL)
        try container.encodeIfPresent(self.fileID, forKey: .fileID)
        try container.encode(self.detail, forKey: .detail)
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: .promptCacheBreakpoint)
    }
}

/// An image input to the model. Learn about [image inputs](/docs/guides/vision)
///
/// - Schema: `#/components/schemas/BetaInputImageContentParamAutoParam`
public struct BetaInputImageContentParamAutoParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `input_image`.
    public var type: String

    public var imageURL: String?

    public var fileID: String?

    public var detail: BetaDetailEnum?

    public var promptCacheBreakpoint: BetaPromptCacheBreakpointParam?

    public init(
        imageURL: String? = nil,
        fileID: String? = nil,
        detail: BetaDetailEnum? = nil,
        promptCacheBreakpoint: BetaPromptCacheBreakpointParam? = nil
    ) {
        self.type = "input_image"
        self.imageURL = imageURL
        self.fileID = fileID
        self.detail = detail
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case imageURL = "image_url"
        case fileID = "file_id"
        case detail
        case promptCacheBreakpoint = "prompt_cache_breakpoint"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_image")
        self.imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        self.detail = try container.decodeIfPresent(BetaDetailEnum.self, forKey: .detail)
        self.promptCacheBreakpoint = try container.decodeIfPresent(BetaPromptCacheBreakpointParam.self, forKey: .promptCacheBreakpoint)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.imageURL, forKey: .imageURL)
        try container.encodeIfPresent(self.fileID, forKey: .fileID)
        try container.encodeIfPresent(self.detail, forKey: .detail)
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: .promptCacheBreakpoint)
    }
}

/// - Schema: `#/components/schemas/BetaInputItem`
public enum BetaInputItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case message(BetaEasyInputMessage)
    /// An item representing part of the context for the response to be
    /// generated by the model. Can contain text, images, and audio inputs,
    /// as well as previous assistant responses and tool call outputs.
    ///
    /// - `type`: `message`, `file_search_call`, `computer_call`, `computer_call_output`, `web_search_call`, `function_call`, `function_call_output`, `agent_message`, `multi_agent_call`, `multi_agent_call_output`, `tool_search_call`, `tool_search_output`, `additional_tools`, `reasoning`, `compaction`, `image_generation_call`, `code_interpreter_call`, `local_shell_call`, `local_shell_call_output`, `shell_call`, `shell_call_output`, `apply_patch_call`, `apply_patch_call_output`, `mcp_list_tools`, `mcp_approval_request`, `mcp_approval_response`, `mcp_call`, `custom_tool_call_output`, `custom_tool_call`
    case item(BetaItem)
    /// - `type`: `compaction_trigger`
    case compactionTrigger(BetaCompactionTriggerItemParam)
    /// - `type`: `item_reference`
    case itemReference(BetaItemReferenceParam)
    /// - `type`: `program`
    case program(BetaProgramItemParam)
    /// - `type`: `program_output`
    case programOutput(BetaProgramOutputItemParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message":
                let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
                self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                    switch index {
                    case 0: return .message(try BetaEasyInputMessage(from: decoder))
                    default: return .item(try BetaItem(from: decoder))
                    }
                }
                return
            case "file_search_call": self = .item(try BetaItem(from: decoder)); return
            case "computer_call": self = .item(try BetaItem(from: decoder)); return
            case "computer_call_output": self = .item(try BetaItem(from: decoder)); return
            case "web_search_call": self = .item(try BetaItem(from: decoder)); return
            case "function_call": self = .item(try BetaItem(from: decoder)); return
            case "function_call_output": self = .item(try BetaItem(from: decoder)); return
            case "agent_message": self = .item(try BetaItem(from: decoder)); return
            case "multi_agent_call": self = .item(try BetaItem(from: decoder)); return
            case "multi_agent_call_output": self = .item(try BetaItem(from: decoder)); return
            case "tool_search_call": self = .item(try BetaItem(from: decoder)); return
            case "tool_search_output": self = .item(try BetaItem(from: decoder)); return
            case "additional_tools": self = .item(try BetaItem(from: decoder)); return
            case "reasoning": self = .item(try BetaItem(from: decoder)); return
            case "compaction": self = .item(try BetaItem(from: decoder)); return
            case "image_generation_call": self = .item(try BetaItem(from: decoder)); return
            case "code_interpreter_call": self = .item(try BetaItem(from: decoder)); return
            case "local_shell_call": self = .item(try BetaItem(from: decoder)); return
            case "local_shell_call_output": self = .item(try BetaItem(from: decoder)); return
            case "shell_call": self = .item(try BetaItem(from: decoder)); return
            case "shell_call_output": self = .item(try BetaItem(from: decoder)); return
            case "apply_patch_call": self = .item(try BetaItem(from: decoder)); return
            case "apply_patch_call_output": self = .item(try BetaItem(from: decoder)); return
            case "mcp_list_tools": self = .item(try BetaItem(from: decoder)); return
            case "mcp_approval_request": self = .item(try BetaItem(from: decoder)); return
            case "mcp_approval_response": self = .item(try BetaItem(from: decoder)); return
            case "mcp_call": self = .item(try BetaItem(from: decoder)); return
            case "custom_tool_call_output": self = .item(try BetaItem(from: decoder)); return
            case "custom_tool_call": self = .item(try BetaItem(from: decoder)); return
            case "compaction_trigger": self = .compactionTrigger(try BetaCompactionTriggerItemParam(from: decoder)); return
            case "item_reference": self = .itemReference(try BetaItemReferenceParam(from: decoder)); return
            case "program": self = .program(try BetaProgramItemParam(from: decoder)); return
            case "program_output": self = .programOutput(try BetaProgramOutputItemParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes1)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .message(try BetaEasyInputMessage(from: decoder))
                case 1: return .item(try BetaItem(from: decoder))
                default: return .itemReference(try BetaItemReferenceParam(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // message
        .init(required: ["role", "content"], declared: ["role", "content", "phase", "type"], constants: [("role", ["user", "assistant", "system", "developer"])]),
        // item
        .init(required: [], declared: [])
    ]

    private static let variantShapes1: [UnionDecoding.ObjectShape] = [
        // message
        .init(required: ["role", "content"], declared: ["role", "content", "phase", "type"], constants: [("role", ["user", "assistant", "system", "developer"]), ("type", ["message"])]),
        // item
        .init(required: [], declared: []),
        // itemReference
        .init(required: ["id"], declared: ["agent", "type", "id"], constants: [("type", ["item_reference"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .message(let value): try value.encode(to: encoder)
        case .item(let value): try value.encode(to: encoder)
        case .compactionTrigger(let value): try value.encode(to: encoder)
        case .itemReference(let value): try value.encode(to: encoder)
        case .program(let value): try value.encode(to: encoder)
        case .programOutput(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A message input to the model with a role indicating instruction following
/// hierarchy. Instructions given with the `developer` or `system` role take
/// precedence over instructions given with the `user` role.
///
/// - Schema: `#/components/schemas/BetaInputMessage`
public struct BetaInputMessage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the message input. Always set to `message`.
    public var type: String?

    /// The role of the message input. One of `user`, `system`, or `developer`.
    public var role: BetaInputMessage.Role

    /// The status of item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public var status: BetaInputMessage.Status?

    public var content: BetaInputMessageContentList

    public init(
        role: BetaInputMessage.Role,
        content: BetaInputMessageContentList,
        agent: BetaAgentTag? = nil,
        type: String? = nil,
        status: BetaInputMessage.Status? = nil
    ) {
        self.agent = agent
        self.type = type
        self.role = role
        self.status = status
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            role: .emptyValue,
            content: .emptyValue
        )
    }

    /// The role of the message input. One of `user`, `system`, or `developer`.
    public enum Role: OpenEnum, EmptyDecodable {
        case user
        case system
        case developer
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "system": self = .system
            case "developer": self = .developer
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .system: "system"
            case .developer: "developer"
            case .unknown(let value): value
            }
        }
    }

    /// The status of item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case role
        case status
        case content
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeIfPresent(String.self, forKey: .type)
        self.role = try container.decodeRequired(BetaInputMessage.Role.self, forKey: .role, in: decoder)
        self.status = try container.decodeIfPresent(BetaInputMessage.Status.self, forKey: .status)
        self.content = try container.decodeRequired(BetaInputMessageContentList.self, forKey: .content, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encodeIfPresent(self.type, forKey: .type)
        try container.encode(self.role, forKey: .role)
        try container.encodeIfPresent(self.status, forKey: .status)
        try container.encode(self.content, forKey: .content)
    }
}

/// A list of one or many input items to the model, containing different content
/// types.
///
/// - Schema: `#/components/schemas/BetaInputMessageContentList`
public typealias BetaInputMessageContentList = [BetaInputContent]

/// - Schema: `#/components/schemas/BetaInputMessageResource`
public struct BetaInputMessageResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the message input. Always set to `message`.
    public var type: String

    /// The role of the message input. One of `user`, `system`, or `developer`.
    public var role: BetaInputMessageResource.Role

    /// The status of item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public var status: BetaInputMessageResource.Status?

    public var content: BetaInputMessageContentList

    /// The unique ID of the message input.
    public var id: String

    public init(
        role: BetaInputMessageResource.Role,
        content: BetaInputMessageContentList,
        id: String,
        agent: BetaAgentTag? = nil,
        status: BetaInputMessageResource.Status? = nil
    ) {
        self.agent = agent
        self.type = "message"
        self.role = role
        self.status = status
        self.content = content
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            role: .emptyValue,
            content: .emptyValue,
            id: .emptyValue
        )
    }

    /// The role of the message input. One of `user`, `system`, or `developer`.
    public enum Role: OpenEnum, EmptyDecodable {
        case user
        case system
        case developer
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "system": self = .system
            case "developer": self = .developer
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .system: "system"
            case .developer: "developer"
            case .unknown(let value): value
            }
        }
    }

    /// The status of item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case role
        case status
        case content
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "message")
        self.role = try container.decodeRequired(BetaInputMessageResource.Role.self, forKey: .role, in: decoder)
        self.status = try container.decodeIfPresent(BetaInputMessageResource.Status.self, forKey: .status)
        self.content = try container.decodeRequired(BetaInputMessageContentList.self, forKey: .content, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.role, forKey: .role)
        try container.encodeIfPresent(self.status, forKey: .status)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.id, forKey: .id)
    }
}

/// Text, image, or file inputs to the model, used to generate a response.
///
/// Learn more:
/// - [Text inputs and outputs](/docs/guides/text)
/// - [Image inputs](/docs/guides/images)
/// - [File inputs](/docs/guides/pdf-files)
/// - [Conversation state](/docs/guides/conversation-state)
/// - [Function calling](/docs/guides/function-calling)
///
/// - Schema: `#/components/schemas/BetaInputParam`
public enum BetaInputParam: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// A text input to the model, equivalent to a text input with the
    /// `user` role.
    case textInput(String)
    /// A list of one or many input items to the model, containing
    /// different content types.
    case inputItemList([BetaInputItem])
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .textInput(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .array:
            self = .inputItemList(try [BetaInputItem](from: decoder)); return
        case .string:
            self = .textInput(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .textInput(let value): try value.encode(to: encoder)
        case .inputItemList(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A text input to the model.
///
/// - Schema: `#/components/schemas/BetaInputTextContent`
public struct BetaInputTextContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `input_text`.
    public var type: String

    /// The text input to the model.
    public var text: String

    public var promptCacheBreakpoint: BetaPromptCacheBreakpointConfig?

    public init(
        text: String,
        promptCacheBreakpoint: BetaPromptCacheBreakpointConfig? = nil
    ) {
        self.type = "input_text"
        self.text = text
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
        case promptCacheBreakpoint = "prompt_cache_breakpoint"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(BetaPromptCacheBreakpointConfig.self, forKey: .promptCacheBreakpoint)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: .promptCacheBreakpoint)
    }
}

/// A text input to the model.
///
/// - Schema: `#/components/schemas/BetaInputTextContentParam`
public struct BetaInputTextContentParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `input_text`.
    public var type: String

    /// The text input to the model.
    public var text: String

    public var promptCacheBreakpoint: BetaPromptCacheBreakpointParam?

    public init(
        text: String,
        promptCacheBreakpoint: BetaPromptCacheBreakpointParam? = nil
    ) {
        self.type = "input_text"
        self.text = text
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
        case promptCacheBreakpoint = "prompt_cache_breakpoint"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(BetaPromptCacheBreakpointParam.self, forKey: .promptCacheBreakpoint)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: .promptCacheBreakpoint)
    }
}
