// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ComputerUseTool_20241022
///
/// - Schema: `#/components/schemas/BetaComputerUseTool_20241022`
public struct BetaComputerUseTool_20241022: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [BetaAllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// The height of the display in pixels.
    public var displayHeightPx: Int

    /// The X11 display number (e.g. 0, 1) for the display.
    public var displayNumber: Int?

    /// The width of the display in pixels.
    public var displayWidthPx: Int

    /// Input Examples
    public var inputExamples: [[String: BetaJsonValue]]?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    public init(
        displayHeightPx: Int,
        displayWidthPx: Int,
        allowedCallers: [BetaAllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        displayNumber: Int? = nil,
        inputExamples: [[String: BetaJsonValue]]? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.displayHeightPx = displayHeightPx
        self.displayNumber = displayNumber
        self.displayWidthPx = displayWidthPx
        self.inputExamples = inputExamples
        self.name = "computer"
        self.strict = strict
        self.type = "computer_20241022"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            displayHeightPx: .emptyValue,
            displayWidthPx: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case displayHeightPx = "display_height_px"
        case displayNumber = "display_number"
        case displayWidthPx = "display_width_px"
        case inputExamples = "input_examples"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([BetaAllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.displayHeightPx = try container.decodeRequired(Int.self, forKey: .displayHeightPx, in: decoder)
        self.displayNumber = try container.decodeIfPresent(Int.self, forKey: .displayNumber)
        self.displayWidthPx = try container.decodeRequired(Int.self, forKey: .displayWidthPx, in: decoder)
        self.inputExamples = try container.decodeIfPresent([[String: BetaJsonValue]].self, forKey: .inputExamples)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "computer")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_20241022")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encode(self.displayHeightPx, forKey: .displayHeightPx)
        try container.encodeIfPresent(self.displayNumber, forKey: .displayNumber)
        try container.encode(self.displayWidthPx, forKey: .displayWidthPx)
        try container.encodeIfPresent(self.inputExamples, forKey: .inputExamples)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}

/// ComputerUseTool_20250124
///
/// - Schema: `#/components/schemas/BetaComputerUseTool_20250124`
public struct BetaComputerUseTool_20250124: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [BetaAllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// The height of the display in pixels.
    public var displayHeightPx: Int

    /// The X11 display number (e.g. 0, 1) for the display.
    public var displayNumber: Int?

    /// The width of the display in pixels.
    public var displayWidthPx: Int

    /// Input Examples
    public var inputExamples: [[String: BetaJsonValue]]?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    public init(
        displayHeightPx: Int,
        displayWidthPx: Int,
        allowedCallers: [BetaAllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        displayNumber: Int? = nil,
        inputExamples: [[String: BetaJsonValue]]? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.displayHeightPx = displayHeightPx
        self.displayNumber = displayNumber
        self.displayWidthPx = displayWidthPx
        self.inputExamples = inputExamples
        self.name = "computer"
        self.strict = strict
        self.type = "computer_20250124"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            displayHeightPx: .emptyValue,
            displayWidthPx: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case displayHeightPx = "display_height_px"
        case displayNumber = "display_number"
        case displayWidthPx = "display_width_px"
        case inputExamples = "input_examples"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([BetaAllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.displayHeightPx = try container.decodeRequired(Int.self, forKey: .displayHeightPx, in: decoder)
        self.displayNumber = try container.decodeIfPresent(Int.self, forKey: .displayNumber)
        self.displayWidthPx = try container.decodeRequired(Int.self, forKey: .displayWidthPx, in: decoder)
        self.inputExamples = try container.decodeIfPresent([[String: BetaJsonValue]].self, forKey: .inputExamples)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "computer")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_20250124")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encode(self.displayHeightPx, forKey: .displayHeightPx)
        try container.encodeIfPresent(self.displayNumber, forKey: .displayNumber)
        try container.encode(self.displayWidthPx, forKey: .displayWidthPx)
        try container.encodeIfPresent(self.inputExamples, forKey: .inputExamples)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}

/// ComputerUseTool_20251124
///
/// - Schema: `#/components/schemas/BetaComputerUseTool_20251124`
public struct BetaComputerUseTool_20251124: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [BetaAllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// The height of the display in pixels.
    public var displayHeightPx: Int

    /// The X11 display number (e.g. 0, 1) for the display.
    public var displayNumber: Int?

    /// The width of the display in pixels.
    public var displayWidthPx: Int

    /// Whether to enable an action to take a zoomed-in screenshot of the screen.
    public var enableZoom: Bool?

    /// Input Examples
    public var inputExamples: [[String: BetaJsonValue]]?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    public init(
        displayHeightPx: Int,
        displayWidthPx: Int,
        allowedCallers: [BetaAllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        displayNumber: Int? = nil,
        enableZoom: Bool? = nil,
        inputExamples: [[String: BetaJsonValue]]? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.displayHeightPx = displayHeightPx
        self.displayNumber = displayNumber
        self.displayWidthPx = displayWidthPx
        self.enableZoom = enableZoom
        self.inputExamples = inputExamples
        self.name = "computer"
        self.strict = strict
        self.type = "computer_20251124"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            displayHeightPx: .emptyValue,
            displayWidthPx: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case displayHeightPx = "display_height_px"
        case displayNumber = "display_number"
        case displayWidthPx = "display_width_px"
        case enableZoom = "enable_zoom"
        case inputExamples = "input_examples"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([BetaAllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.displayHeightPx = try container.decodeRequired(Int.self, forKey: .displayHeightPx, in: decoder)
        self.displayNumber = try container.decodeIfPresent(Int.self, forKey: .displayNumber)
        self.displayWidthPx = try container.decodeRequired(Int.self, forKey: .displayWidthPx, in: decoder)
        self.enableZoom = try container.decodeIfPresent(Bool.self, forKey: .enableZoom)
        self.inputExamples = try container.decodeIfPresent([[String: BetaJsonValue]].self, forKey: .inputExamples)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "computer")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "computer_20251124")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encode(self.displayHeightPx, forKey: .displayHeightPx)
        try container.encodeIfPresent(self.displayNumber, forKey: .displayNumber)
        try container.encode(self.displayWidthPx, forKey: .displayWidthPx)
        try container.encodeIfPresent(self.enableZoom, forKey: .enableZoom)
        try container.encodeIfPresent(self.inputExamples, forKey: .inputExamples)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}
