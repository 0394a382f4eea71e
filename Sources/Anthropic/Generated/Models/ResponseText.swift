// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextBlock
///
/// - Schema: `#/components/schemas/ResponseTextBlock`
public struct ResponseTextBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Citations supporting the text block.
    ///
    /// The type of citation returned will depend on the type of document being cited. Citing a PDF results in `page_location`, plain text results in `char_location`, and content document results in `content_block_location`.
    public var citations: [ResponseTextBlock.Citation]?

    /// Text
    public var text: String

    /// Type
    public var type: String

    public init(
        citations: [ResponseTextBlock.Citation]?,
        text: String
    ) {
        self.citations = citations
        self.text = text
        self.type = "text"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citations: nil,
            text: .emptyValue
        )
    }

    public enum Citation: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `char_location`
        case charLocation(ResponseCharLocationCitation)
        /// - `type`: `page_location`
        case pageLocation(ResponsePageLocationCitation)
        /// - `type`: `content_block_location`
        case contentBlockLocation(ResponseContentBlockLocationCitation)
        /// - `type`: `web_search_result_location`
        case webSearchResultLocation(ResponseWebSearchResultLocationCitation)
        /// - `type`: `search_result_location`
        case searchResultLocation(ResponseSearchResultLocationCitation)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "char_location": self = .charLocation(try ResponseCharLocationCitation(from: decoder)); return
                case "page_location": self = .pageLocation(try ResponsePageLocationCitation(from: decoder)); return
                case "content_block_location": self = .contentBlockLocation(try ResponseContentBlockLocationCitation(from: decoder)); return
                case "web_search_result_location": self = .webSearchResultLocation(try ResponseWebSearchResultLocationCitation(from: decoder)); return
                case "search_result_location": self = .searchResultLocation(try ResponseSearchResultLocationCitation(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .charLocation(let value): try value.encode(to: encoder)
            case .pageLocation(let value): try value.encode(to: encoder)
            case .contentBlockLocation(let value): try value.encode(to: encoder)
            case .webSearchResultLocation(let value): try value.encode(to: encoder)
            case .searchResultLocation(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case citations
        case text
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.citations = try container.decodeIfPresent([ResponseTextBlock.Citation].self, forKey: .citations)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.citations, forKey: .citations)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseTextEditorCodeExecutionCreateResultBlock
///
/// - Schema: `#/components/schemas/ResponseTextEditorCodeExecutionCreateResultBlock`
public struct ResponseTextEditorCodeExecutionCreateResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Is File Update
    public var isFileUpdate: Bool

    /// Type
    public var type: String

    public init(
        isFileUpdate: Bool
    ) {
        self.isFileUpdate = isFileUpdate
        self.type = "text_editor_code_execution_create_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            isFileUpdate: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case isFileUpdate = "is_file_update"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.isFileUpdate = try container.decodeRequired(Bool.self, forKey: .isFileUpdate, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text_editor_code_execution_create_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.isFileUpdate, forKey: .isFileUpdate)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseTextEditorCodeExecutionStrReplaceResultBlock
///
/// - Schema: `#/components/schemas/ResponseTextEditorCodeExecutionStrReplaceResultBlock`
public struct ResponseTextEditorCodeExecutionStrReplaceResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Lines
    public var lines: [String]?

    /// New Lines
    public var newLines: Int?

    /// New Start
    public var newStart: Int?

    /// Old Lines
    public var oldLines: Int?

    /// Old Start
    public var oldStart: Int?

    /// Type
    public var type: String

    public init(
        lines: [String]?,
        newLines: Int?,
        newStart: Int?,
        oldLines: Int?,
        oldStart: Int?
    ) {
        self.lines = lines
        self.newLines = newLines
        self.newStart = newStart
        self.oldLines = oldLines
        self.oldStart = oldStart
        self.type = "text_editor_code_execution_str_replace_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            lines: nil,
            newLines: nil,
            newStart: nil,
            oldLines: nil,
            oldStart: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case lines
        case newLines = "new_lines"
        case newStart = "new_start"
        case oldLines = "old_lines"
        case oldStart = "old_start"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.lines = try container.decodeIfPresent([String].self, forKey: .lines)
        self.newLines = try container.decodeIfPresent(Int.self, forKey: .newLines)
        self.newStart = try container.decodeIfPresent(Int.self, forKey: .newStart)
        self.oldLines = try container.decodeIfPresent(Int.self, forKey: .oldLines)
        self.oldStart = try container.decodeIfPresent(Int.self, forKey: .oldStart)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text_editor_code_execution_str_replace_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.lines, forKey: .lines)
        try container.encode(self.newLines, forKey: .newLines)
        try container.encode(self.newStart, forKey: .newStart)
        try container.encode(self.oldLines, forKey: .oldLines)
        try container.encode(self.oldStart, forKey: .oldStart)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseTextEditorCodeExecutionToolResultBlock
///
/// - Schema: `#/components/schemas/ResponseTextEditorCodeExecutionToolResultBlock`
public struct ResponseTextEditorCodeExecutionToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content
    public var content: ResponseTextEditorCodeExecutionToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: ResponseTextEditorCodeExecutionToolResultBlock.Content,
        toolUseID: String
    ) {
        self.content = content
        self.toolUseID = toolUseID
        self.type = "text_editor_code_execution_tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolUseID: .emptyValue
        )
    }

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `text_editor_code_execution_tool_result_error`
        case textEditorCodeExecutionToolResultError(ResponseTextEditorCodeExecutionToolResultError)
        /// - `type`: `text_editor_code_execution_view_result`
        case textEditorCodeExecutionViewResult(ResponseTextEditorCodeExecutionViewResultBlock)
        /// - `type`: `text_editor_code_execution_create_result`
        case textEditorCodeExecutionCreateResult(ResponseTextEditorCodeExecutionCreateResultBlock)
        /// - `type`: `text_editor_code_execution_str_replace_result`
        case textEditorCodeExecutionStrReplaceResult(ResponseTextEditorCodeExecutionStrReplaceResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text_editor_code_execution_tool_result_error": self = .textEditorCodeExecutionToolResultError(try ResponseTextEditorCodeExecutionToolResultError(from: decoder)); return
                case "text_editor_code_execution_view_result": self = .textEditorCodeExecutionViewResult(try ResponseTextEditorCodeExecutionViewResultBlock(from: decoder)); return
                case "text_editor_code_execution_create_result": self = .textEditorCodeExecutionCreateResult(try ResponseTextEditorCodeExecutionCreateResultBlock(from: decoder)); return
                case "text_editor_code_execution_str_replace_result": self = .textEditorCodeExecutionStrReplaceResult(try ResponseTextEditorCodeExecutionStrReplaceResultBlock(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .textEditorCodeExecutionToolResultError(let value): try value.encode(to: encoder)
            case .textEditorCodeExecutionViewResult(let value): try value.encode(to: encoder)
            case .textEditorCodeExecutionCreateResult(let value): try value.encode(to: encoder)
            case .textEditorCodeExecutionStrReplaceResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(ResponseTextEditorCodeExecutionToolResultBlock.Content.self, forKey: .content, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text_editor_code_execution_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseTextEditorCodeExecutionToolResultError
///
/// - Schema: `#/components/schemas/ResponseTextEditorCodeExecutionToolResultError`
public struct ResponseTextEditorCodeExecutionToolResultError: Codable, Hashable, Sendable, EmptyDecodable {
    public var errorCode: TextEditorCodeExecutionToolResultErrorCode

    /// Error Message
    public var errorMessage: String?

    /// Type
    public var type: String

    public init(
        errorCode: TextEditorCodeExecutionToolResultErrorCode,
        errorMessage: String?
    ) {
        self.errorCode = errorCode
        self.errorMessage = errorMessage
        self.type = "text_editor_code_execution_tool_result_error"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            errorCode: .emptyValue,
            errorMessage: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case errorCode = "error_code"
        case errorMessage = "error_message"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.errorCode = try container.decodeRequired(TextEditorCodeExecutionToolResultErrorCode.self, forKey: .errorCode, in: decoder)
        self.errorMessage = try container.decodeIfPresent(String.self, forKey: .errorMessage)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text_editor_code_execution_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.errorCode, forKey: .errorCode)
        try container.encode(self.errorMessage, forKey: .errorMessage)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseTextEditorCodeExecutionViewResultBlock
///
/// - Schema: `#/components/schemas/ResponseTextEditorCodeExecutionViewResultBlock`
public struct ResponseTextEditorCodeExecutionViewResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content
    public var content: String

    /// File Type
    public var fileType: ResponseTextEditorCodeExecutionViewResultBlock.FileType

    /// Num Lines
    public var numLines: Int?

    /// Start Line
    public var startLine: Int?

    /// Total Lines
    public var totalLines: Int?

    /// Type
    public var type: String

    public init(
        content: String,
        fileType: ResponseTextEditorCodeExecutionViewResultBlock.FileType,
        numLines: Int?,
        startLine: Int?,
        totalLines: Int?
    ) {
        self.content = content
        self.fileType = fileType
        self.numLines = numLines
        self.startLine = startLine
        self.totalLines = totalLines
        self.type = "text_editor_code_execution_view_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            fileType: .emptyValue,
            numLines: nil,
            startLine: nil,
            totalLines: nil
        )
    }

    /// File Type
    public enum FileType: OpenEnum, EmptyDecodable {
        case text
        case image
        case pdf
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "text": self = .text
            case "image": self = .image
            case "pdf": self = .pdf
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .text: "text"
            case .image: "image"
            case .pdf: "pdf"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case fileType = "file_type"
        case numLines = "num_lines"
        case startLine = "start_line"
        case totalLines = "total_lines"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(String.self, forKey: .content, in: decoder)
        self.fileType = try container.decodeRequired(ResponseTextEditorCodeExecutionViewResultBlock.FileType.self, forKey: .fileType, in: decoder)
        self.numLines = try container.decodeIfPresent(Int.self, forKey: .numLines)
        self.startLine = try container.decodeIfPresent(Int.self, forKey: .startLine)
        self.totalLines = try container.decodeIfPresent(Int.self, forKey: .totalLines)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text_editor_code_execution_view_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.fileType, forKey: .fileType)
        try container.encode(self.numLines, forKey: .numLines)
        try container.encode(self.startLine, forKey: .startLine)
        try container.encode(self.totalLines, forKey: .totalLines)
        try container.encode(self.type, forKey: .type)
    }
}
