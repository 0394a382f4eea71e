/// `.user("Hello, Claude")` and `.assistant("…")` for the messages of a request, as the
/// official SDKs write them. `content` takes a string (literal or value) or an array of content blocks.
extension InputMessage {
    public static func user(_ content: Content) -> InputMessage {
        InputMessage(content: content, role: .user)
    }

    public static func assistant(_ content: Content) -> InputMessage {
        InputMessage(content: content, role: .assistant)
    }

    /// A user turn from a `String` value: `.user(prompt)`.
    public static func user(_ text: String) -> InputMessage {
        InputMessage(content: .string(text), role: .user)
    }

    /// An assistant turn from a `String` value: `.assistant(reply)`.
    public static func assistant(_ text: String) -> InputMessage {
        InputMessage(content: .string(text), role: .assistant)
    }
}
