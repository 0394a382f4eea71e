extension BetaResponse {
    /// The text of every `output_text` part of the response's messages, joined in order (see
    /// `Response.outputText`); nil when there is none.
    public var outputText: String? {
        let parts = output.flatMap { item -> [String] in
            guard case .message(let message) = item else { return [] }
            return message.content.compactMap { content in
                if case .outputText(let text) = content { return text.text }
                return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined()
    }
}
