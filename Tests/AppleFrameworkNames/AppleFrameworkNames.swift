// Stand-ins for the top-level types of SwiftUI, FoundationModels, Charts and Observation that
// an Apple app writes unqualified, so that Linux can check that neither client takes one of
// these names (see `SwiftNames.appleFrameworkTypeNames` in the generator).

/// Every name declared here, for the test that compares it with the generator's list.
public let appleFrameworkTypeNames: [String] = [
    "Alert",
    "Alignment",
    "Angle",
    "Animation",
    "AnyView",
    "App",
    "Axis",
    "Binding",
    "Button",
    "Canvas",
    "Capsule",
    "Chart",
    "Circle",
    "Color",
    "ColorPicker",
    "DatePicker",
    "Divider",
    "DynamicGenerationSchema",
    "Edge",
    "EditButton",
    "Ellipse",
    "EmptyView",
    "Environment",
    "Font",
    "ForEach",
    "Form",
    "Gauge",
    "Generable",
    "GeneratedContent",
    "GenerationGuide",
    "GenerationOptions",
    "GenerationSchema",
    "Gradient",
    "Grid",
    "GridRow",
    "Group",
    "GroupBox",
    "Guide",
    "HStack",
    "Image",
    "Instructions",
    "Label",
    "LanguageModelSession",
    "Layout",
    "LazyVStack",
    "Link",
    "List",
    "Material",
    "Menu",
    "Namespace",
    "NavigationLink",
    "NavigationStack",
    "Observable",
    "Path",
    "Picker",
    "ProgressView",
    "Prompt",
    "Rectangle",
    "Scene",
    "ScrollView",
    "Section",
    "SecureField",
    "Settings",
    "Shape",
    "Slider",
    "Spacer",
    "State",
    "Stepper",
    "SystemLanguageModel",
    "Tab",
    "TabView",
    "Table",
    "Text",
    "TextEditor",
    "TextField",
    "Toggle",
    "Tool",
    "Toolbar",
    "ToolbarItem",
    "Transaction",
    "Transcript",
    "VStack",
    "View",
    "ViewBuilder",
    "Visibility",
    "Window",
    "WindowGroup",
    "ZStack",
]

public struct Alert { public init() {} }
public struct Alignment { public init() {} }
public struct Angle { public init() {} }
public struct Animation { public init() {} }
public struct AnyView { public init() {} }
public struct App { public init() {} }
public struct Axis { public init() {} }
public struct Binding { public init() {} }
public struct Button { public init() {} }
public struct Canvas { public init() {} }
public struct Capsule { public init() {} }
public struct Chart { public init() {} }
public struct Circle { public init() {} }
public struct Color { public init() {} }
public struct ColorPicker { public init() {} }
public struct DatePicker { public init() {} }
public struct Divider { public init() {} }
public struct DynamicGenerationSchema { public init() {} }
public struct Edge { public init() {} }
public struct EditButton { public init() {} }
public struct Ellipse { public init() {} }
public struct EmptyView { public init() {} }
public struct Environment { public init() {} }
public struct Font { public init() {} }
public struct ForEach { public init() {} }
public struct Form { public init() {} }
public struct Gauge { public init() {} }
public struct Generable { public init() {} }
public struct GeneratedContent { public init() {} }
public struct GenerationGuide { public init() {} }
public struct GenerationOptions { public init() {} }
public struct GenerationSchema { public init() {} }
public struct Gradient { public init() {} }
public struct Grid { public init() {} }
public struct GridRow { public init() {} }
public struct Group { public init() {} }
public struct GroupBox { public init() {} }
public struct Guide { public init() {} }
public struct HStack { public init() {} }
public struct Image { public init() {} }
public struct Instructions { public init() {} }
public struct Label { public init() {} }
public struct LanguageModelSession { public init() {} }
public struct Layout { public init() {} }
public struct LazyVStack { public init() {} }
public struct Link { public init() {} }
public struct List { public init() {} }
public struct Material { public init() {} }
public struct Menu { public init() {} }
public struct Namespace { public init() {} }
public struct NavigationLink { public init() {} }
public struct NavigationStack { public init() {} }
public struct Observable { public init() {} }
public struct Path { public init() {} }
public struct Picker { public init() {} }
public struct ProgressView { public init() {} }
public struct Prompt { public init() {} }
public struct Rectangle { public init() {} }
public struct Scene { public init() {} }
public struct ScrollView { public init() {} }
public struct Section { public init() {} }
public struct SecureField { public init() {} }
public struct Settings { public init() {} }
public struct Shape { public init() {} }
public struct Slider { public init() {} }
public struct Spacer { public init() {} }
public struct State { public init() {} }
public struct Stepper { public init() {} }
public struct SystemLanguageModel { public init() {} }
public struct Tab { public init() {} }
public struct TabView { public init() {} }
public struct Table { public init() {} }
public struct Text { public init() {} }
public struct TextEditor { public init() {} }
public struct TextField { public init() {} }
public struct Toggle { public init() {} }
public struct Tool { public init() {} }
public struct Toolbar { public init() {} }
public struct ToolbarItem { public init() {} }
public struct Transaction { public init() {} }
public struct Transcript { public init() {} }
public struct VStack { public init() {} }
public struct View { public init() {} }
public struct ViewBuilder { public init() {} }
public struct Visibility { public init() {} }
public struct Window { public init() {} }
public struct WindowGroup { public init() {} }
public struct ZStack { public init() {} }
