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
/// - Schema: `#/components/schemas/ComputerToolsetConfigsParam`
public nonisolated struct ComputerToolsetConfigsParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// `cursor_position`'s config overrides.
    public var cursorPosition: ComputerCursorPositionConfigParam?

    /// `double_click`'s config overrides.
    public var doubleClick: ComputerDoubleClickConfigParam?

    /// `hold_key`'s config overrides.
    public var holdKey: ComputerHoldKeyConfigParam?

    /// `key`'s config overrides.
    public var key: ComputerKeyConfigParam?

    /// `left_click`'s config overrides.
    public var leftClick: ComputerLeftClickConfigParam?

    /// `left_click_drag`'s config overrides.
    public var leftClickDrag: ComputerLeftClickDragConfigParam?

    /// `left_mouse_down`'s config overrides.
    public var leftMouseDown: ComputerLeftMouseDownConfigParam?

    /// `left_mouse_up`'s config overrides.
    public var leftMouseUp: ComputerLeftMouseUpConfigParam?

    /// `middle_click`'s config overrides.
    public var middleClick: ComputerMiddleClickConfigParam?

    /// `mouse_move`'s config overrides.
    public var mouseMove: ComputerMouseMoveConfigParam?

    /// `right_click`'s config overrides.
    public var rightClick: ComputerRightClickConfigParam?

    /// `screenshot`'s config overrides.
    public var screenshot: ComputerScreenshotConfigParam?

    /// `scroll`'s config overrides.
    public var scroll: ComputerScrollConfigParam?

    /// `triple_click`'s config overrides.
    public var tripleClick: ComputerTripleClickConfigParam?

    /// `type`'s config overrides.
    public var type: ComputerTypeConfigParam?

    /// `wait`'s config overrides.
    public var wait: ComputerWaitConfigParam?

    /// `zoom`'s config overrides.
    public var zoom: ComputerZoomConfigParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cursorPosition: ComputerCursorPositionConfigParam? = nil,
        doubleClick: ComputerDoubleClickConfigParam? = nil,
        holdKey: ComputerHoldKeyConfigParam? = nil,
        key: ComputerKeyConfigParam? = nil,
        leftClick: ComputerLeftClickConfigParam? = nil,
        leftClickDrag: ComputerLeftClickDragConfigParam? = nil,
        leftMouseDown: ComputerLeftMouseDownConfigParam? = nil,
        leftMouseUp: ComputerLeftMouseUpConfigParam? = nil,
        middleClick: ComputerMiddleClickConfigParam? = nil,
        mouseMove: ComputerMouseMoveConfigParam? = nil,
        rightClick: ComputerRightClickConfigParam? = nil,
        screenshot: ComputerScreenshotConfigParam? = nil,
        scroll: ComputerScrollConfigParam? = nil,
        tripleClick: ComputerTripleClickConfigParam? = nil,
        type: ComputerTypeConfigParam? = nil,
        wait: ComputerWaitConfigParam? = nil,
        zoom: ComputerZoomConfigParam? = nil
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
        self.cursorPosition = try container.decodeIfPresent(ComputerCursorPositionConfigParam.self, forKey: "cursor_position")
        self.doubleClick = try container.decodeIfPresent(ComputerDoubleClickConfigParam.self, forKey: "double_click")
        self.holdKey = try container.decodeIfPresent(ComputerHoldKeyConfigParam.self, forKey: "hold_key")
        self.key = try container.decodeIfPresent(ComputerKeyConfigParam.self, forKey: "key")
        self.leftClick = try container.decodeIfPresent(ComputerLeftClickConfigParam.self, forKey: "left_click")
        self.leftClickDrag = try container.decodeIfPresent(ComputerLeftClickDragConfigParam.self, forKey: "left_click_drag")
        self.leftMouseDown = try container.decodeIfPresent(ComputerLeftMouseDownConfigParam.self, forKey: "left_mouse_down")
        self.leftMouseUp = try container.decodeIfPresent(ComputerLeftMouseUpConfigParam.self, forKey: "left_mouse_up")
        self.middleClick = try container.decodeIfPresent(ComputerMiddleClickConfigParam.self, forKey: "middle_click")
        self.mouseMove = try container.decodeIfPresent(ComputerMouseMoveConfigParam.self, forKey: "mouse_move")
        self.rightClick = try container.decodeIfPresent(ComputerRightClickConfigParam.self, forKey: "right_click")
        self.screenshot = try container.decodeIfPresent(ComputerScreenshotConfigParam.self, forKey: "screenshot")
        self.scroll = try container.decodeIfPresent(ComputerScrollConfigParam.self, forKey: "scroll")
        self.tripleClick = try container.decodeIfPresent(ComputerTripleClickConfigParam.self, forKey: "triple_click")
        self.type = try container.decodeIfPresent(ComputerTypeConfigParam.self, forKey: "type")
        self.wait = try container.decodeIfPresent(ComputerWaitConfigParam.self, forKey: "wait")
        self.zoom = try container.decodeIfPresent(ComputerZoomConfigParam.self, forKey: "zoom")
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

nonisolated extension NullableMember where Owner == ComputerToolsetConfigsParam {
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
