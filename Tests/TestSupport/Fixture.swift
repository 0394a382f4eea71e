import Foundation

/// Files under `Tests/TestSupport/Fixtures`, shared by the test targets.
public enum SharedFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of `name`.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// A JSON Lines body in the documented shape of Ollama's `/api/chat` stream: six lines
    /// (one blank line between), multi-byte characters and an escaped newline in the text, the
    /// last line `done: true` with the counts.
    public static func ollamaChatStream() throws -> Data {
        try data("ollama-chat.ndjson")
    }
}
