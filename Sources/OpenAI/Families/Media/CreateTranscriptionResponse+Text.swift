import AIClientRuntime

extension CreateTranscriptionResponse {
    /// The transcript, whichever JSON format was asked for (`json`, `verbose_json`,
    /// `diarized_json`), as the official SDKs' `transcription.text`; for a body of another
    /// shape, its `text` member or the string it is, else the empty string.
    public var text: String {
        switch self {
        case .json(let response): response.text
        case .diarizedJson(let response): response.text
        case .verboseJson(let response): response.text
        case .unknown(let value): value["text"]?.stringValue ?? value.stringValue ?? ""
        }
    }
}
