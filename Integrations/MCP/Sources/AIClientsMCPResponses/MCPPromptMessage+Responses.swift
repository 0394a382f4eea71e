// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
@_exported import AIClientsMCP
import Foundation
@_exported import OpenAIResponses

extension MCPPromptMessage {
    /// The message as a Responses input item: a user turn of `input_text`, `input_image`
    /// (a `data:` URL) and `input_file` (PDFs) parts, other content as text naming it; an
    /// assistant turn's text.
    public var responsesItem: InputItem {
        switch role {
        case .user: .message(EasyInputMessage(role: .user, content: .inputMessageContentList([content.responsesContent])))
        case .assistant: .message(EasyInputMessage(role: .assistant, content: .textInput(content.asText)))
        }
    }
}

extension Sequence where Element == MCPPromptMessage {
    /// A prompt's messages as Responses input: `input: .inputItemList(try await toolbox.prompt(…).responsesItems)`.
    public var responsesItems: [InputItem] { map(\.responsesItem) }
}

extension MCPContent {
    /// The content as a part of a Responses user message.
    public var responsesContent: InputContent {
        switch self {
        case .image(let data, let mimeType): .inputImage(InputImageContent(detail: .auto, imageURL: "data:\(mimeType);base64,\(data.base64EncodedString())"))
        case .resource(let contents): contents.responsesContent
        default: .inputText(InputTextContent(text: asText))
        }
    }
}

extension MCPResourceContents {
    /// A resource as a part of a Responses user message: an image, a PDF as an `input_file`
    /// (named after its URI), else text (a text resource headed by its URI, other bytes a line
    /// naming them).
    public var responsesContent: InputContent {
        if let imageType {
            return .inputImage(InputImageContent(detail: .auto, imageURL: "data:\(imageType);base64,\(data.base64EncodedString())"))
        }
        if isPDF {
            return .inputFile(InputFileContent(filename: fileName, fileData: "data:application/pdf;base64,\(data.base64EncodedString())"))
        }
        return .inputText(InputTextContent(text: labeledText))
    }
}
#endif
