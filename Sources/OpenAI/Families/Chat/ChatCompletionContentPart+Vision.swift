import Foundation

extension ChatCompletionRequestUserMessageContentPart {
    /// A text part: `.text("What is in this image?")`.
    public static func text(_ text: String) -> Self {
        .text(ChatCompletionRequestMessageContentPartText(text: text))
    }

    /// An image part from an `https:` or `data:` URL: `.image(url: link)`.
    public static func image(url: String, detail: ChatCompletionRequestMessageContentPartImage.ImageUrl.Detail? = nil) -> Self {
        .imageURL(ChatCompletionRequestMessageContentPartImage(imageURL: .init(url: url, detail: detail)))
    }

    /// An image part from a `URL` value: `.image(url: URL(string: "https://…")!)`.
    public static func image(url: URL, detail: ChatCompletionRequestMessageContentPartImage.ImageUrl.Detail? = nil) -> Self {
        .image(url: url.absoluteString, detail: detail)
    }

    /// An image part from bytes, sent as a `data:` URL: `.image(pngData, mediaType: "image/png")`.
    public static func image(_ data: Data, mediaType: String, detail: ChatCompletionRequestMessageContentPartImage.ImageUrl.Detail? = nil) -> Self {
        .image(url: "data:\(mediaType);base64,\(data.base64EncodedString())", detail: detail)
    }
}

extension ChatCompletionRequestMessage {
    /// A user turn made of parts (text and images): `.user([.text("What is this?"), .image(url: link)])`.
    public static func user(_ parts: [ChatCompletionRequestUserMessageContentPart]) -> Self {
        .user(ChatCompletionRequestUserMessage(content: .arrayOfContentParts(parts)))
    }
}
