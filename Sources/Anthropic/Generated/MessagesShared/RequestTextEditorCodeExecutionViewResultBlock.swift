// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionViewResultBlock
///
/// - Schema: `#/components/schemas/RequestTextEditorCodeExecutionViewResultBlock`
public nonisolated struct RequestTextEditorCodeExecutionViewResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Content
    public var content: String

    /// File Type
    public var fileType: RequestTextEditorCodeExecutionViewResultBlock.FileType

    /// Num Lines
    public var numLines: Int?

    /// Start Line
    public var startLine: Int?

    /// Total Lines
    public var totalLines: Int?

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: String,
        fileType: RequestTextEditorCodeExecutionViewResultBlock.FileType,
        numLines: Int? = nil,
        startLine: Int? = nil,
        totalLines: Int? = nil
    ) {
        self.content = content
        self.fileType = fileType
        self.numLines = numLines
        self.startLine = startLine
        self.totalLines = totalLines
        self.type = "text_editor_code_execution_view_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            fileType: .emptyValue
        )
    }

    /// File Type
    public nonisolated enum FileType: OpenEnum, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(String.self, forKey: "content", in: decoder)
        self.fileType = try container.decodeRequired(RequestTextEditorCodeExecutionViewResultBlock.FileType.self, forKey: "file_type", in: decoder)
        self.numLines = try container.decodeIfPresent(Int.self, forKey: "num_lines")
        self.startLine = try container.decodeIfPresent(Int.self, forKey: "start_line")
        self.totalLines = try container.decodeIfPresent(Int.self, forKey: "total_lines")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_editor_code_execution_view_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.fileType, forKey: "file_type")
        try container.encodeIfPresent(self.numLines, forKey: "num_lines")
        try container.encodeIfPresent(self.startLine, forKey: "start_line")
        try container.encodeIfPresent(self.totalLines, forKey: "total_lines")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestTextEditorCodeExecutionViewResultBlock {
    public static var numLines: Self { Self("num_lines") }
    public static var startLine: Self { Self("start_line") }
    public static var totalLines: Self { Self("total_lines") }
}
