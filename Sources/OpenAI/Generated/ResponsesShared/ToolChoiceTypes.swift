// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Indicates that the model should use a built-in tool to generate a response.
/// [Learn more about built-in tools](https://platform.openai.com/docs/guides/tools).
///
/// - Schema: `#/components/schemas/ToolChoiceTypes`
public nonisolated struct ToolChoiceTypes: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of hosted tool the model should to use. Learn more about
    /// [built-in tools](https://platform.openai.com/docs/guides/tools).
    ///
    /// Allowed values are:
    /// - `file_search`
    /// - `web_search_preview`
    /// - `computer`
    /// - `computer_use_preview`
    /// - `computer_use`
    /// - `code_interpreter`
    /// - `image_generation`
    public var type: ToolChoiceTypes.Kind

    public init(
        type: ToolChoiceTypes.Kind
    ) {
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: ToolChoiceTypes.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of hosted tool the model should to use. Learn more about
    /// [built-in tools](https://platform.openai.com/docs/guides/tools).
    ///
    /// Allowed values are:
    /// - `file_search`
    /// - `web_search_preview`
    /// - `computer`
    /// - `computer_use_preview`
    /// - `computer_use`
    /// - `code_interpreter`
    /// - `image_generation`
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case fileSearch
        case webSearchPreview
        case computer
        case computerUsePreview
        case computerUse
        case webSearchPreview_2025_03_11
        case imageGeneration
        case codeInterpreter
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "file_search": self = .fileSearch
            case "web_search_preview": self = .webSearchPreview
            case "computer": self = .computer
            case "computer_use_preview": self = .computerUsePreview
            case "computer_use": self = .computerUse
            case "web_search_preview_2025_03_11": self = .webSearchPreview_2025_03_11
            case "image_generation": self = .imageGeneration
            case "code_interpreter": self = .codeInterpreter
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .fileSearch: "file_search"
            case .webSearchPreview: "web_search_preview"
            case .computer: "computer"
            case .computerUsePreview: "computer_use_preview"
            case .computerUse: "computer_use"
            case .webSearchPreview_2025_03_11: "web_search_preview_2025_03_11"
            case .imageGeneration: "image_generation"
            case .codeInterpreter: "code_interpreter"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(ToolChoiceTypes.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
