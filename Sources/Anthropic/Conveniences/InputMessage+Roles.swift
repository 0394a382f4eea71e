/// `.user("Hello, Claude")` and `.assistant("…")` for the messages of a request, as the
/// official SDKs write them. `content` takes a string literal or an array of content blocks.
extension InputMessage {
    public static func user(_ content: Content) -> InputMessage {
        InputMessage(content: content, role: .user)
    }

    public static func assistant(_ content: Content) -> InputMessage {
        InputMessage(content: content, role: .assistant)
    }
}
