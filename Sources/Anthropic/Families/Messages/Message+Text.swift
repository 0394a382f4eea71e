extension Message {
    /// The text of the message's `text` blocks, joined in order (thinking and tool use left
    /// out), as the official SDKs' examples read `message.content[0].text`; empty when there is none.
    public var text: String {
        content.compactMap { block in
            if case .text(let text) = block { return text.text }
            return nil
        }.joined()
    }
}
