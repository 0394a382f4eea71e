// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-member configuration for ``computer_toolset_20260801``: one
/// optional field per member tool, keyed by the member name — the same
/// name the member's ``tool_use`` blocks carry. Every member is an
/// accepted key, and a member's defaults apply wherever its key is
/// absent. Unknown keys are rejected: the field set is this toolset
/// version's complete member set.
///
/// - Schema: `#/components/schemas/BetaComputerToolsetConfigs`
public nonisolated struct BetaComputerToolsetConfigs: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// `cursor_position`'s config overrides.
    public var cursorPosition: BetaComputerCursorPositionConfig?

    /// `double_click`'s config overrides.
    public var doubleClick: BetaComputerDoubleClickConfig?

    /// `hold_key`'s config overrides.
    public var holdKey: BetaComputerHoldKeyConfig?

    /// `key`'s config overrides.
    public var key: BetaComputerKeyConfig?

    /// `left_click`'s config overrides.
    public var leftClick: BetaComputerLeftClickConfig?

    /// `left_click_drag`'s config overrides.
    public var leftClickDrag: BetaComputerLeftClickDragConfig?

    /// `left_mouse_down`'s config overrides.
    public var leftMouseDown: BetaComputerLeftMouseDownConfig?

    /// `left_mouse_up`'s config overrides.
    public var leftMouseUp: BetaComputerLeftMouseUpConfig?

    /// `middle_click`'s config overrides.
    public var middleClick: BetaComputerMiddleClickConfig?

    /// `mouse_move`'s config overrides.
    public var mouseMove: BetaComputerMouseMoveConfig?

    /// `right_click`'s config overrides.
    public var rightClick: BetaComputerRightClickConfig?

    /// `screenshot`'s config overrides.
    public var screenshot: BetaComputerScreenshotConfig?

    /// `scroll`'s config overrides.
    public var scroll: BetaComputerScrollConfig?

    /// `triple_click`'s config overrides.
    public var tripleClick: BetaComputerTripleClickConfig?

    /// `type`'s config overrides.
    public var type: BetaComputerTypeConfig?

    /// `wait`'s config overrides.
    public var wait: BetaComputerWaitConfig?

    /// `zoom`'s config overrides.
    public var zoom: BetaComputerZoomConfig?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cursorPosition: BetaComputerCursorPositionConfig? = nil,
        doubleClick: BetaComputerDoubleClickConfig? = nil,
        holdKey: BetaComputerHoldKeyConfig? = nil,
        key: BetaComputerKeyConfig? = nil,
        leftClick: BetaComputerLeftClickConfig? = nil,
        leftClickDrag: BetaComputerLeftClickDragConfig? = nil,
        leftMouseDown: BetaComputerLeftMouseDownConfig? = nil,
        leftMouseUp: BetaComputerLeftMouseUpConfig? = nil,
        middleClick: BetaComputerMiddleClickConfig? = nil,
        mouseMove: BetaComputerMouseMoveConfig? = nil,
        rightClick: BetaComputerRightClickConfig? = nil,
        screenshot: BetaComputerScreenshotConfig? = nil,
        scroll: BetaComputerScrollConfig? = nil,
        tripleClick: BetaComputerTripleClickConfig? = nil,
        type: BetaComputerTypeConfig? = nil,
        wait: BetaComputerWaitConfig? = nil,
        zoom: BetaComputerZoomConfig? = nil
    ) {
        self.cursorPosition = cursorPosition
        self.doubleClick = doubleClick
        self.holdKey = holdKey
        self.key = key
        self.leftClick = leftClick
        self.leftClickDrag = leftClickDrag
        self.leftMouseDown = leftMouseDown
        self.leftMouseUp = leftMouseUp
        self.middleClick = middleClick
        self.mouseMove = mouseMove
        self.rightClick = rightClick
        self.screenshot = screenshot
        self.scroll = scroll
        self.tripleClick = tripleClick
        self.type = type
        self.wait = wait
        self.zoom = zoom
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cursorPosition = try container.decodeIfPresent(BetaComputerCursorPositionConfig.self, forKey: "cursor_position")
        self.doubleClick = try container.decodeIfPresent(BetaComputerDoubleClickConfig.self, forKey: "double_click")
        self.holdKey = try container.decodeIfPresent(BetaComputerHoldKeyConfig.self, forKey: "hold_key")
        self.key = try container.decodeIfPresent(BetaComputerKeyConfig.self, forKey: "key")
        self.leftClick = try container.decodeIfPresent(BetaComputerLeftClickConfig.self, forKey: "left_click")
        self.leftClickDrag = try container.decodeIfPresent(BetaComputerLeftClickDragConfig.self, forKey: "left_click_drag")
        self.leftMouseDown = try container.decodeIfPresent(BetaComputerLeftMouseDownConfig.self, forKey: "left_mouse_down")
        self.leftMouseUp = try container.decodeIfPresent(BetaComputerLeftMouseUpConfig.self, forKey: "left_mouse_up")
        self.middleClick = try container.decodeIfPresent(BetaComputerMiddleClickConfig.self, forKey: "middle_click")
        self.mouseMove = try container.decodeIfPresent(BetaComputerMouseMoveConfig.self, forKey: "mouse_move")
        self.rightClick = try container.decodeIfPresent(BetaComputerRightClickConfig.self, forKey: "right_click")
        self.screenshot = try container.decodeIfPresent(BetaComputerScreenshotConfig.self, forKey: "screenshot")
        self.scroll = try container.decodeIfPresent(BetaComputerScrollConfig.self, forKey: "scroll")
        self.tripleClick = try container.decodeIfPresent(BetaComputerTripleClickConfig.self, forKey: "triple_click")
        self.type = try container.decodeIfPresent(BetaComputerTypeConfig.self, forKey: "type")
        self.wait = try container.decodeIfPresent(BetaComputerWaitConfig.self, forKey: "wait")
        self.zoom = try container.decodeIfPresent(BetaComputerZoomConfig.self, forKey: "zoom")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cursorPosition, forKey: "cursor_position")
        try container.encodeIfPresent(self.doubleClick, forKey: "double_click")
        try container.encodeIfPresent(self.holdKey, forKey: "hold_key")
        try container.encodeIfPresent(self.key, forKey: "key")
        try container.encodeIfPresent(self.leftClick, forKey: "left_click")
        try container.encodeIfPresent(self.leftClickDrag, forKey: "left_click_drag")
        try container.encodeIfPresent(self.leftMouseDown, forKey: "left_mouse_down")
        try container.encodeIfPresent(self.leftMouseUp, forKey: "left_mouse_up")
        try container.encodeIfPresent(self.middleClick, forKey: "middle_click")
        try container.encodeIfPresent(self.mouseMove, forKey: "mouse_move")
        try container.encodeIfPresent(self.rightClick, forKey: "right_click")
        try container.encodeIfPresent(self.screenshot, forKey: "screenshot")
        try container.encodeIfPresent(self.scroll, forKey: "scroll")
        try container.encodeIfPresent(self.tripleClick, forKey: "triple_click")
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.wait, forKey: "wait")
        try container.encodeIfPresent(self.zoom, forKey: "zoom")
    }
}

nonisolated extension NullableMember where Owner == BetaComputerToolsetConfigs {
    public static var cursorPosition: Self { Self("cursor_position") }
    public static var doubleClick: Self { Self("double_click") }
    public static var holdKey: Self { Self("hold_key") }
    public static var key: Self { Self("key") }
    public static var leftClick: Self { Self("left_click") }
    public static var leftClickDrag: Self { Self("left_click_drag") }
    public static var leftMouseDown: Self { Self("left_mouse_down") }
    public static var leftMouseUp: Self { Self("left_mouse_up") }
    public static var middleClick: Self { Self("middle_click") }
    public static var mouseMove: Self { Self("mouse_move") }
    public static var rightClick: Self { Self("right_click") }
    public static var screenshot: Self { Self("screenshot") }
    public static var scroll: Self { Self("scroll") }
    public static var tripleClick: Self { Self("triple_click") }
    public static var type: Self { Self("type") }
    public static var wait: Self { Self("wait") }
    public static var zoom: Self { Self("zoom") }
}
