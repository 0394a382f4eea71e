import AIClientRuntime

extension JSONOrText where Value == CreateTranscriptionResponse {
    /// The transcript whatever `response_format` was asked for: the JSON formats' `text`, or
    /// the plain `text`/`srt`/`vtt` document as the server sent it; as the official SDKs'
    /// `transcription.text`.
    public var text: String { transcript }

    /// The transcript (the same as `text`).
    public var transcript: String {
        switch self {
        case .json(let response): response.text
        case .text(let text): text
        }
    }
}

extension CreateTranslationResponse {
    /// The translation, whichever JSON format was asked for; for a body of another shape, its
    /// `text` member or the string it is, else the empty string.
    public var text: String {
        switch self {
        case .json(let response): response.text
        case .verboseJson(let response): response.text
        case .unknown(let value): value["text"]?.stringValue ?? value.stringValue ?? ""
        }
    }
}

extension JSONOrText where Value == CreateTranslationResponse {
    /// The translation whatever `response_format` was asked for (see the transcription twin).
    public var text: String { transcript }

    /// The translation (the same as `text`).
    public var transcript: String {
        switch self {
        case .json(let response): response.text
        case .text(let text): text
        }
    }
}
