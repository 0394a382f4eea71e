extension Response {
    /// The text of every `output_text` part of the response's messages, joined in order, as the
    /// official SDKs' `response.output_text` (computed here, never sent by the API); nil when the
    /// response holds no output text.
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

    /// The model's refusal, when a message of the output refuses instead of answering.
    public var refusal: String? {
        for case .message(let message) in output {
            for case .refusal(let refusal) in message.content { return refusal.refusal }
        }
        return nil
    }
}
