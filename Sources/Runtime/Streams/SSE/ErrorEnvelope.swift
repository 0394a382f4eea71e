import Foundation

/// Recognises `{"error": …}` with no other member, the envelope in which the Chat Completions
/// stream (and Ollama's JSON Lines) report a failure in place of an event.
///
/// It decodes rather than compares text, so that every spelling of the same JSON is one
/// envelope (`{ "error": …}`, newlines, an escaped name), and it decodes with the client's own
/// decoder: its cost grows linearly with the event however deeply the event nests, where
/// Foundation's `JSONDecoder` held a 20 KB event for seconds.
struct ErrorEnvelope: Decodable {
    let isEnvelope: Bool

    init(from decoder: any Decoder) throws {
        // Only an object can be an envelope; anything else (an array, a string) is an event.
        guard let object = try? decoder.container(keyedBy: AnyCodingKey.self) else {
            isEnvelope = false
            return
        }
        let names = object.allKeys.map(\.stringValue)
        isEnvelope = names.count == 1 && names[0] == "error"
    }

    /// Whether `data` is an error envelope. Data that is not JSON is not one (it then fails
    /// as the event it was offered as).
    static func isEnvelope(_ data: String) -> Bool {
        // Every envelope starts with `{`; skipping the parse for the rest keeps keep-alives
        // and non-object events at no cost.
        guard data.utf8.first(where: { !Self.isWhitespace($0) }) == UInt8(ascii: "{") else { return false }
        return (try? JSONCoding.decoder.decode(ErrorEnvelope.self, from: data))?.isEnvelope ?? false
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
