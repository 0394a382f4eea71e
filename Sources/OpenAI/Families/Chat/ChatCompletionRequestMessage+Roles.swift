extension ChatCompletionRequestMessage {
    /// An assistant turn from a `String` value: `.assistant(reply)` (the generated
    /// `.user(_:)`, `.system(_:)` and `.developer(_:)` take strings already; an assistant
    /// message may have no content, so it is not written as a string by the generator's rule).
    public static func assistant(_ text: String) -> Self {
        .assistant(ChatCompletionRequestAssistantMessage(content: .textContent(text)))
    }
}
