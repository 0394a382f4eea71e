extension BetaMessage {
    /// The text of the message's `text` blocks, joined in order (see `Message.text`).
    public var text: String {
        content.compactMap { block in
            if case .text(let text) = block { return text.text }
            return nil
        }.joined()
    }
}
