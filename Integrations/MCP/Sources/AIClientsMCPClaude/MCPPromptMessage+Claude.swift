// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
@_exported import AIClientsMCP
@_exported import AnthropicMessages
import Foundation

extension MCPPromptMessage {
    /// The message for Claude: a user turn of content blocks (text, base64 images, PDFs as
    /// document blocks, other content as text naming it), or an assistant turn's text.
    public var claudeMessage: InputMessage {
        switch role {
        case .user: .user(.array([content.claudeBlock]))
        case .assistant: .assistant(content.asText)
        }
    }
}

extension Sequence where Element == MCPPromptMessage {
    /// A prompt's messages for Claude: `messages: try await toolbox.prompt(…).claudeMessages`.
    public var claudeMessages: [InputMessage] { map(\.claudeMessage) }
}

extension MCPContent {
    /// The content as a block of a Claude user message.
    public var claudeBlock: InputContentBlock {
        switch self {
        case .image(let data, let mimeType):
            .image(RequestImageBlock(source: .base64(Base64ImageSource(data: data.base64EncodedString(), mediaType: .init(rawValue: mimeType)))))
        case .resource(let contents): contents.claudeBlock
        default: .text(RequestTextBlock(text: asText))
        }
    }
}

extension MCPResourceContents {
    /// A resource as a block of a Claude user message: an image, a PDF as a document block
    /// (titled with its URI), else text (a text resource headed by its URI, other bytes a line
    /// naming them).
    public var claudeBlock: InputContentBlock {
        if let imageType {
            return .image(RequestImageBlock(source: .base64(Base64ImageSource(data: data.base64EncodedString(), mediaType: .init(rawValue: imageType)))))
        }
        if isPDF {
            return .document(RequestDocumentBlock(source: .base64(Base64PDFSource(data: data.base64EncodedString())), title: uri))
        }
        return .text(RequestTextBlock(text: labeledText))
    }
}
#endif
