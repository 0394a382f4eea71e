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
/// - Schema: `#/components/schemas/BrowserToolsetConfigsParam`
public nonisolated struct BrowserToolsetConfigsParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// `close_tab`'s config overrides.
    public var closeTab: BrowserCloseTabConfigParam?

    /// `double_click`'s config overrides.
    public var doubleClick: BrowserDoubleClickConfigParam?

    /// `file_upload`'s config overrides.
    public var fileUpload: BrowserFileUploadConfigParam?

    /// `find`'s config overrides.
    public var find: BrowserFindConfigParam?

    /// `form_input`'s config overrides.
    public var formInput: BrowserFormInputConfigParam?

    /// `get_page_text`'s config overrides.
    public var getPageText: BrowserGetPageTextConfigParam?

    /// `hold_key`'s config overrides.
    public var holdKey: BrowserHoldKeyConfigParam?

    /// `hover`'s config overrides.
    public var hover: BrowserHoverConfigParam?

    /// `javascript_exec`'s config overrides.
    public var javascriptExec: BrowserJavascriptExecConfigParam?

    /// `key`'s config overrides.
    public var key: BrowserKeyConfigParam?

    /// `left_click`'s config overrides.
    public var leftClick: BrowserLeftClickConfigParam?

    /// `left_click_drag`'s config overrides.
    public var leftClickDrag: BrowserLeftClickDragConfigParam?

    /// `left_mouse_down`'s config overrides.
    public var leftMouseDown: BrowserLeftMouseDownConfigParam?

    /// `left_mouse_up`'s config overrides.
    public var leftMouseUp: BrowserLeftMouseUpConfigParam?

    /// `list_tabs`'s config overrides.
    public var listTabs: BrowserListTabsConfigParam?

    /// `middle_click`'s config overrides.
    public var middleClick: BrowserMiddleClickConfigParam?

    /// `mouse_move`'s config overrides.
    public var mouseMove: BrowserMouseMoveConfigParam?

    /// `navigate`'s config overrides.
    public var navigate: BrowserNavigateConfigParam?

    /// `new_tab`'s config overrides.
    public var newTab: BrowserNewTabConfigParam?

    /// `read_console`'s config overrides.
    public var readConsole: BrowserReadConsoleConfigParam?

    /// `read_network`'s config overrides.
    public var readNetwork: BrowserReadNetworkConfigParam?

    /// `read_page`'s config overrides.
    public var readPage: BrowserReadPageConfigParam?

    /// `right_click`'s config overrides.
    public var rightClick: BrowserRightClickConfigParam?

    /// `screenshot`'s config overrides.
    public var screenshot: BrowserScreenshotConfigParam?

    /// `scroll`'s config overrides.
    public var scroll: BrowserScrollConfigParam?

    /// `scroll_to`'s config overrides.
    public var scrollTo: BrowserScrollToConfigParam?

    /// `switch_tab`'s config overrides.
    public var switchTab: BrowserSwitchTabConfigParam?

    /// `triple_click`'s config overrides.
    public var tripleClick: BrowserTripleClickConfigParam?

    /// `type`'s config overrides.
    public var type: BrowserTypeConfigParam?

    /// `wait`'s config overrides.
    public var wait: BrowserWaitConfigParam?

    /// `zoom`'s config overrides.
    public var zoom: BrowserZoomConfigParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        closeTab: BrowserCloseTabConfigParam? = nil,
        doubleClick: BrowserDoubleClickConfigParam? = nil,
        fileUpload: BrowserFileUploadConfigParam? = nil,
        find: BrowserFindConfigParam? = nil,
        formInput: BrowserFormInputConfigParam? = nil,
        getPageText: BrowserGetPageTextConfigParam? = nil,
        holdKey: BrowserHoldKeyConfigParam? = nil,
        hover: BrowserHoverConfigParam? = nil,
        javascriptExec: BrowserJavascriptExecConfigParam? = nil,
        key: BrowserKeyConfigParam? = nil,
        leftClick: BrowserLeftClickConfigParam? = nil,
        leftClickDrag: BrowserLeftClickDragConfigParam? = nil,
        leftMouseDown: BrowserLeftMouseDownConfigParam? = nil,
        leftMouseUp: BrowserLeftMouseUpConfigParam? = nil,
        listTabs: BrowserListTabsConfigParam? = nil,
        middleClick: BrowserMiddleClickConfigParam? = nil,
        mouseMove: BrowserMouseMoveConfigParam? = nil,
        navigate: BrowserNavigateConfigParam? = nil,
        newTab: BrowserNewTabConfigParam? = nil,
        readConsole: BrowserReadConsoleConfigParam? = nil,
        readNetwork: BrowserReadNetworkConfigParam? = nil,
        readPage: BrowserReadPageConfigParam? = nil,
        rightClick: BrowserRightClickConfigParam? = nil,
        screenshot: BrowserScreenshotConfigParam? = nil,
        scroll: BrowserScrollConfigParam? = nil,
        scrollTo: BrowserScrollToConfigParam? = nil,
        switchTab: BrowserSwitchTabConfigParam? = nil,
        tripleClick: BrowserTripleClickConfigParam? = nil,
        type: BrowserTypeConfigParam? = nil,
        wait: BrowserWaitConfigParam? = nil,
        zoom: BrowserZoomConfigParam? = nil
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
        self.closeTab = try container.decodeIfPresent(BrowserCloseTabConfigParam.self, forKey: "close_tab")
        self.doubleClick = try container.decodeIfPresent(BrowserDoubleClickConfigParam.self, forKey: "double_click")
        self.fileUpload = try container.decodeIfPresent(BrowserFileUploadConfigParam.self, forKey: "file_upload")
        self.find = try container.decodeIfPresent(BrowserFindConfigParam.self, forKey: "find")
        self.formInput = try container.decodeIfPresent(BrowserFormInputConfigParam.self, forKey: "form_input")
        self.getPageText = try container.decodeIfPresent(BrowserGetPageTextConfigParam.self, forKey: "get_page_text")
        self.holdKey = try container.decodeIfPresent(BrowserHoldKeyConfigParam.self, forKey: "hold_key")
        self.hover = try container.decodeIfPresent(BrowserHoverConfigParam.self, forKey: "hover")
        self.javascriptExec = try container.decodeIfPresent(BrowserJavascriptExecConfigParam.self, forKey: "javascript_exec")
        self.key = try container.decodeIfPresent(BrowserKeyConfigParam.self, forKey: "key")
        self.leftClick = try container.decodeIfPresent(BrowserLeftClickConfigParam.self, forKey: "left_click")
        self.leftClickDrag = try container.decodeIfPresent(BrowserLeftClickDragConfigParam.self, forKey: "left_click_drag")
        self.leftMouseDown = try container.decodeIfPresent(BrowserLeftMouseDownConfigParam.self, forKey: "left_mouse_down")
        self.leftMouseUp = try container.decodeIfPresent(BrowserLeftMouseUpConfigParam.self, forKey: "left_mouse_up")
        self.listTabs = try container.decodeIfPresent(BrowserListTabsConfigParam.self, forKey: "list_tabs")
        self.middleClick = try container.decodeIfPresent(BrowserMiddleClickConfigParam.self, forKey: "middle_click")
        self.mouseMove = try container.decodeIfPresent(BrowserMouseMoveConfigParam.self, forKey: "mouse_move")
        self.navigate = try container.decodeIfPresent(BrowserNavigateConfigParam.self, forKey: "navigate")
        self.newTab = try container.decodeIfPresent(BrowserNewTabConfigParam.self, forKey: "new_tab")
        self.readConsole = try container.decodeIfPresent(BrowserReadConsoleConfigParam.self, forKey: "read_console")
        self.readNetwork = try container.decodeIfPresent(BrowserReadNetworkConfigParam.self, forKey: "read_network")
        self.readPage = try container.decodeIfPresent(BrowserReadPageConfigParam.self, forKey: "read_page")
        self.rightClick = try container.decodeIfPresent(BrowserRightClickConfigParam.self, forKey: "right_click")
        self.screenshot = try container.decodeIfPresent(BrowserScreenshotConfigParam.self, forKey: "screenshot")
        self.scroll = try container.decodeIfPresent(BrowserScrollConfigParam.self, forKey: "scroll")
        self.scrollTo = try container.decodeIfPresent(BrowserScrollToConfigParam.self, forKey: "scroll_to")
        self.switchTab = try container.decodeIfPresent(BrowserSwitchTabConfigParam.self, forKey: "switch_tab")
        self.tripleClick = try container.decodeIfPresent(BrowserTripleClickConfigParam.self, forKey: "triple_click")
        self.type = try container.decodeIfPresent(BrowserTypeConfigParam.self, forKey: "type")
        self.wait = try container.decodeIfPresent(BrowserWaitConfigParam.self, forKey: "wait")
        self.zoom = try container.decodeIfPresent(BrowserZoomConfigParam.self, forKey: "zoom")
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

nonisolated extension NullableMember where Owner == BrowserToolsetConfigsParam {
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
