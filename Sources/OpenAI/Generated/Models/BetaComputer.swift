// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaComputerAction`
public enum BetaComputerAction: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `click`
    case click(BetaClickParam)
    /// - `type`: `double_click`
    case doubleClick(BetaDoubleClickAction)
    /// - `type`: `drag`
    case drag(BetaDragParam)
    /// - `type`: `keypress`
    case keypress(BetaKeyPressAction)
    /// - `type`: `move`
    case move(BetaMoveParam)
    /// - `type`: `screenshot`
    case screenshot(BetaScreenshotParam)
    /// - `type`: `scroll`
    case scroll(BetaScrollParam)
    /// - `type`: `type`
    case type(BetaTypeParam)
    /// - `type`: `wait`
    case wait(BetaWaitParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "click": self = .click(try BetaClickParam(from: decoder)); return
            case "double_click": self = .doubleClick(try BetaDoubleClickAction(from: decoder)); return
            case "drag": self = .drag(try BetaDragParam(from: decoder)); return
            case "keypress": self = .keypress(try BetaKeyPressAction(from: decoder)); return
            case "move": self = .move(try BetaMoveParam(from: decoder)); return
            case "screenshot": self = .screenshot(try BetaScreenshotParam(from: decoder)); return
            case "scroll": self = .scroll(try BetaScrollParam(from: decoder)); return
            case "type": self = .type(try BetaTypeParam(from: decoder)); return
            case "wait": self = .wait(try BetaWaitParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .click(let value): try value.encode(to: encoder)
        case .doubleClick(let value): try value.encode(to: encoder)
        case .drag(let value): try value.encode(to: encoder)
        case .keypress(let value): try value.encode(to: encoder)
        case .move(let value): try value.encode(to: encoder)
        case .screenshot(let value): try value.encode(to: encoder)
        case .scroll(let value): try value.encode(to: encoder)
        case .type(let value): try value.encode(to: encoder)
        case .wait(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Flattened batched actions for `computer_use`. Each action includes an
/// `type` discriminator and action-specific fields.
///
/// - Schema: `#/components/schemas/BetaComputerActionList`
public typealias BetaComputerActionList = [BetaComputerAction]

/// The output of a computer tool call.
///
/// - Schema: `#/components/schemas/BetaComputerCallOutputItemParam`
public struct BetaComputerCallOutputItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    /// The ID of the computer tool call that produced the output.
    public var callID: String

    /// The type of the computer tool call output. Always `computer_call_output`.
    public var type: String

    public var output: BetaComputerScreenshotImage

    public var acknowledgedSafetyChecks: [BetaComputerCallSafetyCheckParam]?

    public var status: BetaFunctionCallItemStatus?

    public init(
        callID: String,
        output: BetaComputerScreenshotImage,
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        acknowledgedSafetyChecks: [BetaComputerCallSafetyCheckParam]? = nil,
        status: BetaFunctionCallItemStatus? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "computer_call_output"
        self.output = output
        self.acknowledgedSafetyChecks = acknowledgedSafetyChecks
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            output: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case callID = "call_id"
        case type
        case output
        case acknowledgedSafetyChecks = "acknowledged_safety_checks"
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_call_output")
        self.output = try container.decodeRequired(BetaComputerScreenshotImage.self, forKey: .output, in: decoder)
        self.acknowledgedSafetyChecks = try container.decodeIfPresent([BetaComputerCallSafetyCheckParam].self, forKey: .acknowledgedSafetyChecks)
        self.status = try container.decodeIfPresent(BetaFunctionCallItemStatus.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.output, forKey: .output)
        try container.encodeIfPresent(self.acknowledgedSafetyChecks, forKey: .acknowledgedSafetyChecks)
        try container.encodeIfPresent(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/BetaComputerCallOutputStatus`
public enum BetaComputerCallOutputStatus: OpenEnum, EmptyDecodable {
    case completed
    case incomplete
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}

/// A pending safety check for the computer call.
///
/// - Schema: `#/components/schemas/BetaComputerCallSafetyCheckParam`
public struct BetaComputerCallSafetyCheckParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The ID of the pending safety check.
    public var id: String

    public var code: String?

    public var message: String?

    public init(
        id: String,
        code: String? = nil,
        message: String? = nil
    ) {
        self.id = id
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case code
        case message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.code = try container.decodeIfPresent(String.self, forKey: .code)
        self.message = try container.decodeIfPresent(String.self, forKey: .message)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.code, forKey: .code)
        try container.encodeIfPresent(self.message, forKey: .message)
    }
}

/// - Schema: `#/components/schemas/BetaComputerEnvironment`
public enum BetaComputerEnvironment: OpenEnum, EmptyDecodable {
    case windows
    case mac
    case linux
    case ubuntu
    case browser
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "windows": self = .windows
        case "mac": self = .mac
        case "linux": self = .linux
        case "ubuntu": self = .ubuntu
        case "browser": self = .browser
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .windows: "windows"
        case .mac: "mac"
        case .linux: "linux"
        case .ubuntu: "ubuntu"
        case .browser: "browser"
        case .unknown(let value): value
        }
    }
}

/// A screenshot of a computer.
///
/// - Schema: `#/components/schemas/BetaComputerScreenshotContent`
public struct BetaComputerScreenshotContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// Specifies the event type. For a computer screenshot, this property is always set to `computer_screenshot`.
    public var type: String

    public var imageURL: String?

    public var fileID: String?

    /// The detail level of the screenshot image to be sent to the model. One of `high`, `low`, `auto`, or `original`. Defaults to `auto`.
    public var detail: BetaImageDetail

    public var promptCacheBreakpoint: BetaPromptCacheBreakpointConfig?

    public init(
        imageURL: String?,
        fileID: String?,
        detail: BetaImageDetail,
        promptCacheBreakpoint: BetaPromptCacheBreakpointConfig? = nil
    ) {
        self.type = "computer_screenshot"
        self.imageURL = imageURL
        self.fileID = fileID
        self.detail = detail
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageURL: nil,
            fileID: nil,
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_screenshot")
        self.imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        self.detail = try container.decodeRequired(BetaImageDetail.self, forKey: .detail, in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(BetaPromptCacheBreakpointConfig.self, forKey: .promptCacheBreakpoint)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.imageURL, forKey: .imageURL)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.detail, forKey: .detail)
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: .promptCacheBreakpoint)
    }
}

/// A computer screenshot image used with the computer use tool.
///
/// - Schema: `#/components/schemas/BetaComputerScreenshotImage`
public struct BetaComputerScreenshotImage: Codable, Hashable, Sendable, EmptyDecodable {
    /// Specifies the event type. For a computer screenshot, this property is
    /// always set to `computer_screenshot`.
    public var type: String

    /// The URL of the screenshot image.
    public var imageURL: String?

    /// The identifier of an uploaded file that contains the screenshot.
    public var fileID: String?

    public init(
        imageURL: String? = nil,
        fileID: String? = nil
    ) {
        self.type = "computer_screenshot"
        self.imageURL = imageURL
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case imageURL = "image_url"
        case fileID = "file_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_screenshot")
        self.imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.imageURL, forKey: .imageURL)
        try container.encodeIfPresent(self.fileID, forKey: .fileID)
    }
}

/// A tool that controls a virtual computer. Learn more about the [computer tool](https://platform.openai.com/docs/guides/tools-computer-use).
///
/// - Schema: `#/components/schemas/BetaComputerTool`
public struct BetaComputerTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the computer tool. Always `computer`.
    public var type: String

    public init() {
        self.type = "computer"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// A tool call to a computer use tool. See the
/// [computer use guide](/docs/guides/tools-computer-use) for more information.
///
/// - Schema: `#/components/schemas/BetaComputerToolCall`
public struct BetaComputerToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the computer call. Always `computer_call`.
    public var type: String

    /// The unique ID of the computer call.
    public var id: String

    /// An identifier used when responding to the tool call with output.
    public var callID: String

    public var action: BetaComputerAction?

    public var actions: BetaComputerActionList?

    /// The pending safety checks for the computer call.
    public var pendingSafetyChecks: [BetaComputerCallSafetyCheckParam]

    /// The status of the item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public var status: BetaComputerToolCall.Status

    public init(
        id: String,
        callID: String,
        pendingSafetyChecks: [BetaComputerCallSafetyCheckParam],
        status: BetaComputerToolCall.Status,
        agent: BetaAgentTag? = nil,
        action: BetaComputerAction? = nil,
        actions: BetaComputerActionList? = nil
    ) {
        self.agent = agent
        self.type = "computer_call"
        self.id = id
        self.callID = callID
        self.action = action
        self.actions = actions
        self.pendingSafetyChecks = pendingSafetyChecks
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            pendingSafetyChecks: .emptyValue,
            status: .emptyValue
        )
    }

    /// The status of the item. One of `in_progress`, `completed`, or
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
        case id
        case callID = "call_id"
        case action
        case actions
        case pendingSafetyChecks = "pending_safety_checks"
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.action = try container.decodeIfPresent(BetaComputerAction.self, forKey: .action)
        self.actions = try container.decodeIfPresent(BetaComputerActionList.self, forKey: .actions)
        self.pendingSafetyChecks = try container.decodeRequired([BetaComputerCallSafetyCheckParam].self, forKey: .pendingSafetyChecks, in: decoder)
        self.status = try container.decodeRequired(BetaComputerToolCall.Status.self, forKey: .status, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encodeIfPresent(self.action, forKey: .action)
        try container.encodeIfPresent(self.actions, forKey: .actions)
        try container.encode(self.pendingSafetyChecks, forKey: .pendingSafetyChecks)
        try container.encode(self.status, forKey: .status)
    }
}

/// The output of a computer tool call.
///
/// - Schema: `#/components/schemas/BetaComputerToolCallOutput`
public struct BetaComputerToolCallOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the computer tool call output. Always `computer_call_output`.
    public var type: String

    /// The ID of the computer tool call output.
    public var id: String?

    /// The ID of the computer tool call that produced the output.
    public var callID: String

    /// The safety checks reported by the API that have been acknowledged by the
    /// developer.
    public var acknowledgedSafetyChecks: [BetaComputerCallSafetyCheckParam]?

    public var output: BetaComputerScreenshotImage

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public var status: BetaComputerToolCallOutput.Status?

    public init(
        callID: String,
        output: BetaComputerScreenshotImage,
        agent: BetaAgentTag? = nil,
        id: String? = nil,
        acknowledgedSafetyChecks: [BetaComputerCallSafetyCheckParam]? = nil,
        status: BetaComputerToolCallOutput.Status? = nil
    ) {
        self.agent = agent
        self.type = "computer_call_output"
        self.id = id
        self.callID = callID
        self.acknowledgedSafetyChecks = acknowledgedSafetyChecks
        self.output = output
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            output: .emptyValue
        )
    }

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
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
        case id
        case callID = "call_id"
        case acknowledgedSafetyChecks = "acknowledged_safety_checks"
        case output
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_call_output")
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.acknowledgedSafetyChecks = try container.decodeIfPresent([BetaComputerCallSafetyCheckParam].self, forKey: .acknowledgedSafetyChecks)
        self.output = try container.decodeRequired(BetaComputerScreenshotImage.self, forKey: .output, in: decoder)
        self.status = try container.decodeIfPresent(BetaComputerToolCallOutput.Status.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encodeIfPresent(self.acknowledgedSafetyChecks, forKey: .acknowledgedSafetyChecks)
        try container.encode(self.output, forKey: .output)
        try container.encodeIfPresent(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/BetaComputerToolCallOutputResource`
public struct BetaComputerToolCallOutputResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the computer tool call output. Always `computer_call_output`.
    public var type: String

    /// The unique ID of the computer call tool output.
    public var id: String

    /// The ID of the computer tool call that produced the output.
    public var callID: String

    /// The safety checks reported by the API that have been acknowledged by the
    /// developer.
    public var acknowledgedSafetyChecks: [BetaComputerCallSafetyCheckParam]?

    public var output: BetaComputerScreenshotImage

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public var status: BetaComputerCallOutputStatus

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    public init(
        id: String,
        callID: String,
        output: BetaComputerScreenshotImage,
        status: BetaComputerCallOutputStatus,
        agent: BetaAgentTag? = nil,
        acknowledgedSafetyChecks: [BetaComputerCallSafetyCheckParam]? = nil,
        createdBy: String? = nil
    ) {
        self.agent = agent
        self.type = "computer_call_output"
        self.id = id
        self.callID = callID
        self.acknowledgedSafetyChecks = acknowledgedSafetyChecks
        self.output = output
        self.status = status
        self.createdBy = createdBy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            output: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case acknowledgedSafetyChecks = "acknowledged_safety_checks"
        case output
        case status
        case createdBy = "created_by"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_call_output")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.acknowledgedSafetyChecks = try container.decodeIfPresent([BetaComputerCallSafetyCheckParam].self, forKey: .acknowledgedSafetyChecks)
        self.output = try container.decodeRequired(BetaComputerScreenshotImage.self, forKey: .output, in: decoder)
        self.status = try container.decodeRequired(BetaComputerCallOutputStatus.self, forKey: .status, in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: .createdBy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encodeIfPresent(self.acknowledgedSafetyChecks, forKey: .acknowledgedSafetyChecks)
        try container.encode(self.output, forKey: .output)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
    }
}

/// A tool that controls a virtual computer. Learn more about the [computer tool](https://platform.openai.com/docs/guides/tools-computer-use).
///
/// - Schema: `#/components/schemas/BetaComputerUsePreviewTool`
public struct BetaComputerUsePreviewTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the computer use tool. Always `computer_use_preview`.
    public var type: String

    /// The type of computer environment to control.
    public var environment: BetaComputerEnvironment

    /// The width of the computer display.
    public var displayWidth: Int

    /// The height of the computer display.
    public var displayHeight: Int

    public init(
        environment: BetaComputerEnvironment,
        displayWidth: Int,
        displayHeight: Int
    ) {
        self.type = "computer_use_preview"
        self.environment = environment
        self.displayWidth = displayWidth
        self.displayHeight = displayHeight
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environment: .emptyValue,
            displayWidth: .emptyValue,
            displayHeight: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case environment
        case displayWidth = "display_width"
        case displayHeight = "display_height"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_use_preview")
        self.environment = try container.decodeRequired(BetaComputerEnvironment.self, forKey: .environment, in: decoder)
        self.displayWidth = try container.decodeRequired(Int.self, forKey: .displayWidth, in: decoder)
        self.displayHeight = try container.decodeRequired(Int.self, forKey: .displayHeight, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.environment, forKey: .environment)
        try container.encode(self.displayWidth, forKey: .displayWidth)
        try container.encode(self.displayHeight, forKey: .displayHeight)
    }
}
