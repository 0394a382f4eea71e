// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
@_exported import AIClientsMCP
import Foundation
@_exported import OpenAIChat

extension MCPPromptMessage {
    /// The message for chat completions: a user turn of parts (text, images as `data:` URLs,
    /// PDFs as file parts, other content as text naming it), or an assistant turn's text.
    public var chatMessage: ChatCompletionRequestMessage {
        switch role {
        case .user: .user([content.chatPart])
        case .assistant: .assistant(content.asText)
        }
    }
}

extension Sequence where Element == MCPPromptMessage {
    /// A prompt's messages for chat completions: `messages: try await toolbox.prompt(…).chatMessages`.
    public var chatMessages: [ChatCompletionRequestMessage] { map(\.chatMessage) }
}

extension MCPContent {
    /// The content as a part of a chat user message.
    public var chatPart: ChatCompletionRequestUserMessageContentPart {
        switch self {
        case .image(let data, let mimeType): .image(data, mediaType: mimeType)
        case .resource(let contents): contents.chatPart
        default: .text(asText)
        }
    }
}

extension MCPResourceContents {
    /// A resource as a part of a chat user message: an image, a PDF as a file part (named after
    /// its URI), else text (a text resource headed by its URI, other bytes a line naming them).
    public var chatPart: ChatCompletionRequestUserMessageContentPart {
        if let imageType { return .image(data, mediaType: imageType) }
        if isPDF {
            return .file(ChatCompletionRequestMessageContentPartFile(file: .init(
                filename: fileName, fileData: "data:application/pdf;base64,\(data.base64EncodedString())")))
        }
        return .text(labeledText)
    }
}
#endif
