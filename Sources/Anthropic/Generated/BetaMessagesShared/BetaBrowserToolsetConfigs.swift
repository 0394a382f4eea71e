// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-member configuration for ``browser_toolset_20260801``: one
/// optional field per member tool, keyed by the member name — the same
/// name the member's ``tool_use`` blocks carry. Every member is an
/// accepted key, and a member's defaults apply wherever its key is
/// absent. Unknown keys are rejected: the field set is this toolset
/// version's complete member set.
///
/// - Schema: `#/components/schemas/BetaBrowserToolsetConfigs`
public nonisolated struct BetaBrowserToolsetConfigs: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// `close_tab`'s config overrides.
    public var closeTab: BetaBrowserCloseTabConfig?

    /// `double_click`'s config overrides.
    public var doubleClick: BetaBrowserDoubleClickConfig?

    /// `file_upload`'s config overrides.
    public var fileUpload: BetaBrowserFileUploadConfig?

    /// `find`'s config overrides.
    public var find: BetaBrowserFindConfig?

    /// `form_input`'s config overrides.
    public var formInput: BetaBrowserFormInputConfig?

    /// `get_page_text`'s config overrides.
    public var getPageText: BetaBrowserGetPageTextConfig?

    /// `hold_key`'s config overrides.
    public var holdKey: BetaBrowserHoldKeyConfig?

    /// `hover`'s config overrides.
    public var hover: BetaBrowserHoverConfig?

    /// `javascript_exec`'s config overrides.
    public var javascriptExec: BetaBrowserJavascriptExecConfig?

    /// `key`'s config overrides.
    public var key: BetaBrowserKeyConfig?

    /// `left_click`'s config overrides.
    public var leftClick: BetaBrowserLeftClickConfig?

    /// `left_click_drag`'s config overrides.
    public var leftClickDrag: BetaBrowserLeftClickDragConfig?

    /// `left_mouse_down`'s config overrides.
    public var leftMouseDown: BetaBrowserLeftMouseDownConfig?

    /// `left_mouse_up`'s config overrides.
    public var leftMouseUp: BetaBrowserLeftMouseUpConfig?

    /// `list_tabs`'s config overrides.
    public var listTabs: BetaBrowserListTabsConfig?

    /// `middle_click`'s config overrides.
    public var middleClick: BetaBrowserMiddleClickConfig?

    /// `mouse_move`'s config overrides.
    public var mouseMove: BetaBrowserMouseMoveConfig?

    /// `navigate`'s config overrides.
    public var navigate: BetaBrowserNavigateConfig?

    /// `new_tab`'s config overrides.
    public var newTab: BetaBrowserNewTabConfig?

    /// `read_console`'s config overrides.
    public var readConsole: BetaBrowserReadConsoleConfig?

    /// `read_network`'s config overrides.
    public var readNetwork: BetaBrowserReadNetworkConfig?

    /// `read_page`'s config overrides.
    public var readPage: BetaBrowserReadPageConfig?

    /// `right_click`'s config overrides.
    public var rightClick: BetaBrowserRightClickConfig?

    /// `screenshot`'s config overrides.
    public var screenshot: BetaBrowserScreenshotConfig?

    /// `scroll`'s config overrides.
    public var scroll: BetaBrowserScrollConfig?

    /// `scroll_to`'s config overrides.
    public var scrollTo: BetaBrowserScrollToConfig?

    /// `switch_tab`'s config overrides.
    public var switchTab: BetaBrowserSwitchTabConfig?

    /// `triple_click`'s config overrides.
    public var tripleClick: BetaBrowserTripleClickConfig?

    /// `type`'s config overrides.
    public var type: BetaBrowserTypeConfig?

    /// `wait`'s config overrides.
    public var wait: BetaBrowserWaitConfig?

    /// `zoom`'s config overrides.
    public var zoom: BetaBrowserZoomConfig?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        closeTab: BetaBrowserCloseTabConfig? = nil,
        doubleClick: BetaBrowserDoubleClickConfig? = nil,
        fileUpload: BetaBrowserFileUploadConfig? = nil,
        find: BetaBrowserFindConfig? = nil,
        formInput: BetaBrowserFormInputConfig? = nil,
        getPageText: BetaBrowserGetPageTextConfig? = nil,
        holdKey: BetaBrowserHoldKeyConfig? = nil,
        hover: BetaBrowserHoverConfig? = nil,
        javascriptExec: BetaBrowserJavascriptExecConfig? = nil,
        key: BetaBrowserKeyConfig? = nil,
        leftClick: BetaBrowserLeftClickConfig? = nil,
        leftClickDrag: BetaBrowserLeftClickDragConfig? = nil,
        leftMouseDown: BetaBrowserLeftMouseDownConfig? = nil,
        leftMouseUp: BetaBrowserLeftMouseUpConfig? = nil,
        listTabs: BetaBrowserListTabsConfig? = nil,
        middleClick: BetaBrowserMiddleClickConfig? = nil,
        mouseMove: BetaBrowserMouseMoveConfig? = nil,
        navigate: BetaBrowserNavigateConfig? = nil,
        newTab: BetaBrowserNewTabConfig? = nil,
        readConsole: BetaBrowserReadConsoleConfig? = nil,
        readNetwork: BetaBrowserReadNetworkConfig? = nil,
        readPage: BetaBrowserReadPageConfig? = nil,
        rightClick: BetaBrowserRightClickConfig? = nil,
        screenshot: BetaBrowserScreenshotConfig? = nil,
        scroll: BetaBrowserScrollConfig? = nil,
        scrollTo: BetaBrowserScrollToConfig? = nil,
        switchTab: BetaBrowserSwitchTabConfig? = nil,
        tripleClick: BetaBrowserTripleClickConfig? = nil,
        type: BetaBrowserTypeConfig? = nil,
        wait: BetaBrowserWaitConfig? = nil,
        zoom: BetaBrowserZoomConfig? = nil
    ) {
        self.closeTab = closeTab
        self.doubleClick = doubleClick
        self.fileUpload = fileUpload
        self.find = find
        self.formInput = formInput
        self.getPageText = getPageText
        self.holdKey = holdKey
        self.hover = hover
        self.javascriptExec = javascriptExec
        self.key = key
        self.leftClick = leftClick
        self.leftClickDrag = leftClickDrag
        self.leftMouseDown = leftMouseDown
        self.leftMouseUp = leftMouseUp
        self.listTabs = listTabs
        self.middleClick = middleClick
        self.mouseMove = mouseMove
        self.navigate = navigate
        self.newTab = newTab
        self.readConsole = readConsole
        self.readNetwork = readNetwork
        self.readPage = readPage
        self.rightClick = rightClick
        self.screenshot = screenshot
        self.scroll = scroll
        self.scrollTo = scrollTo
        self.switchTab = switchTab
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
        self.closeTab = try container.decodeIfPresent(BetaBrowserCloseTabConfig.self, forKey: "close_tab")
        self.doubleClick = try container.decodeIfPresent(BetaBrowserDoubleClickConfig.self, forKey: "double_click")
        self.fileUpload = try container.decodeIfPresent(BetaBrowserFileUploadConfig.self, forKey: "file_upload")
        self.find = try container.decodeIfPresent(BetaBrowserFindConfig.self, forKey: "find")
        self.formInput = try container.decodeIfPresent(BetaBrowserFormInputConfig.self, forKey: "form_input")
        self.getPageText = try container.decodeIfPresent(BetaBrowserGetPageTextConfig.self, forKey: "get_page_text")
        self.holdKey = try container.decodeIfPresent(BetaBrowserHoldKeyConfig.self, forKey: "hold_key")
        self.hover = try container.decodeIfPresent(BetaBrowserHoverConfig.self, forKey: "hover")
        self.javascriptExec = try container.decodeIfPresent(BetaBrowserJavascriptExecConfig.self, forKey: "javascript_exec")
        self.key = try container.decodeIfPresent(BetaBrowserKeyConfig.self, forKey: "key")
        self.leftClick = try container.decodeIfPresent(BetaBrowserLeftClickConfig.self, forKey: "left_click")
        self.leftClickDrag = try container.decodeIfPresent(BetaBrowserLeftClickDragConfig.self, forKey: "left_click_drag")
        self.leftMouseDown = try container.decodeIfPresent(BetaBrowserLeftMouseDownConfig.self, forKey: "left_mouse_down")
        self.leftMouseUp = try container.decodeIfPresent(BetaBrowserLeftMouseUpConfig.self, forKey: "left_mouse_up")
        self.listTabs = try container.decodeIfPresent(BetaBrowserListTabsConfig.self, forKey: "list_tabs")
        self.middleClick = try container.decodeIfPresent(BetaBrowserMiddleClickConfig.self, forKey: "middle_click")
        self.mouseMove = try container.decodeIfPresent(BetaBrowserMouseMoveConfig.self, forKey: "mouse_move")
        self.navigate = try container.decodeIfPresent(BetaBrowserNavigateConfig.self, forKey: "navigate")
        self.newTab = try container.decodeIfPresent(BetaBrowserNewTabConfig.self, forKey: "new_tab")
        self.readConsole = try container.decodeIfPresent(BetaBrowserReadConsoleConfig.self, forKey: "read_console")
        self.readNetwork = try container.decodeIfPresent(BetaBrowserReadNetworkConfig.self, forKey: "read_network")
        self.readPage = try container.decodeIfPresent(BetaBrowserReadPageConfig.self, forKey: "read_page")
        self.rightClick = try container.decodeIfPresent(BetaBrowserRightClickConfig.self, forKey: "right_click")
        self.screenshot = try container.decodeIfPresent(BetaBrowserScreenshotConfig.self, forKey: "screenshot")
        self.scroll = try container.decodeIfPresent(BetaBrowserScrollConfig.self, forKey: "scroll")
        self.scrollTo = try container.decodeIfPresent(BetaBrowserScrollToConfig.self, forKey: "scroll_to")
        self.switchTab = try container.decodeIfPresent(BetaBrowserSwitchTabConfig.self, forKey: "switch_tab")
        self.tripleClick = try container.decodeIfPresent(BetaBrowserTripleClickConfig.self, forKey: "triple_click")
        self.type = try container.decodeIfPresent(BetaBrowserTypeConfig.self, forKey: "type")
        self.wait = try container.decodeIfPresent(BetaBrowserWaitConfig.self, forKey: "wait")
        self.zoom = try container.decodeIfPresent(BetaBrowserZoomConfig.self, forKey: "zoom")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.closeTab, forKey: "close_tab")
        try container.encodeIfPresent(self.doubleClick, forKey: "double_click")
        try container.encodeIfPresent(self.fileUpload, forKey: "file_upload")
        try container.encodeIfPresent(self.find, forKey: "find")
        try container.encodeIfPresent(self.formInput, forKey: "form_input")
        try container.encodeIfPresent(self.getPageText, forKey: "get_page_text")
        try container.encodeIfPresent(self.holdKey, forKey: "hold_key")
        try container.encodeIfPresent(self.hover, forKey: "hover")
        try container.encodeIfPresent(self.javascriptExec, forKey: "javascript_exec")
        try container.encodeIfPresent(self.key, forKey: "key")
        try container.encodeIfPresent(self.leftClick, forKey: "left_click")
        try container.encodeIfPresent(self.leftClickDrag, forKey: "left_click_drag")
        try container.encodeIfPresent(self.leftMouseDown, forKey: "left_mouse_down")
        try container.encodeIfPresent(self.leftMouseUp, forKey: "left_mouse_up")
        try container.encodeIfPresent(self.listTabs, forKey: "list_tabs")
        try container.encodeIfPresent(self.middleClick, forKey: "middle_click")
        try container.encodeIfPresent(self.mouseMove, forKey: "mouse_move")
        try container.encodeIfPresent(self.navigate, forKey: "navigate")
        try container.encodeIfPresent(self.newTab, forKey: "new_tab")
        try container.encodeIfPresent(self.readConsole, forKey: "read_console")
        try container.encodeIfPresent(self.readNetwork, forKey: "read_network")
        try container.encodeIfPresent(self.readPage, forKey: "read_page")
        try container.encodeIfPresent(self.rightClick, forKey: "right_click")
        try container.encodeIfPresent(self.screenshot, forKey: "screenshot")
        try container.encodeIfPresent(self.scroll, forKey: "scroll")
        try container.encodeIfPresent(self.scrollTo, forKey: "scroll_to")
        try container.encodeIfPresent(self.switchTab, forKey: "switch_tab")
        try container.encodeIfPresent(self.tripleClick, forKey: "triple_click")
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.wait, forKey: "wait")
        try container.encodeIfPresent(self.zoom, forKey: "zoom")
    }
}

nonisolated extension NullableMember where Owner == BetaBrowserToolsetConfigs {
    public static var closeTab: Self { Self("close_tab") }
    public static var doubleClick: Self { Self("double_click") }
    public static var fileUpload: Self { Self("file_upload") }
    public static var find: Self { Self("find") }
    public static var formInput: Self { Self("form_input") }
    public static var getPageText: Self { Self("get_page_text") }
    public static var holdKey: Self { Self("hold_key") }
    public static var hover: Self { Self("hover") }
    public static var javascriptExec: Self { Self("javascript_exec") }
    public static var key: Self { Self("key") }
    public static var leftClick: Self { Self("left_click") }
    public static var leftClickDrag: Self { Self("left_click_drag") }
    public static var leftMouseDown: Self { Self("left_mouse_down") }
    public static var leftMouseUp: Self { Self("left_mouse_up") }
    public static var listTabs: Self { Self("list_tabs") }
    public static var middleClick: Self { Self("middle_click") }
    public static var mouseMove: Self { Self("mouse_move") }
    public static var navigate: Self { Self("navigate") }
    public static var newTab: Self { Self("new_tab") }
    public static var readConsole: Self { Self("read_console") }
    public static var readNetwork: Self { Self("read_network") }
    public static var readPage: Self { Self("read_page") }
    public static var rightClick: Self { Self("right_click") }
    public static var screenshot: Self { Self("screenshot") }
    public static var scroll: Self { Self("scroll") }
    public static var scrollTo: Self { Self("scroll_to") }
    public static var switchTab: Self { Self("switch_tab") }
    public static var tripleClick: Self { Self("triple_click") }
    public static var type: Self { Self("type") }
    public static var wait: Self { Self("wait") }
    public static var zoom: Self { Self("zoom") }
}
