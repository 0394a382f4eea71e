extension ChatCompletionRequestUserMessageContentPart {
    /// A text part: `.text("What is in this image?")`.
    public static func text(_ text: String) -> Self {
        .text(ChatCompletionRequestMessageContentPartText(text: text))
    }

    /// An image part from an `https:` or `data:` URL: `.image(url: link)`.
    public static func image(url: String, detail: ChatCompletionRequestMessageContentPartImage.ImageUrl.Detail? = nil) -> Self {
        .imageURL(ChatCompletionRequestMessageContentPartImage(imageURL: .init(url: url, detail: detail)))
    }
}

extension ChatCompletionRequestMessage {
    /// A user turn made of parts (text and images): `.user([.text("What is this?"), .image(url: link)])`.
    public static func user(_ parts: [ChatCompletionRequestUserMessageContentPart]) -> Self {
        .user(ChatCompletionRequestUserMessage(content: .arrayOfContentParts(parts)))
    }
}
