/// Thrown when a Server-Sent Events stream cannot be parsed safely.
///
/// A public struct over a private kind, so that new kinds never break a caller's `switch`.
public struct SSEError: Error, Sendable, Hashable, CustomStringConvertible {
    enum Kind: Hashable {
        case lineTooLong
        case eventTooLarge
    }

    let kind: Kind

    /// The configured limit, in bytes, that the stream exceeded.
    public let limit: Int

    /// Where the line that exceeded the limit starts, in bytes from the start of the stream.
    public let streamOffset: Int

    /// A single line longer than the limit (a hostile or broken server never ending a line).
    static func lineTooLong(limit: Int, streamOffset: Int) -> SSEError {
        SSEError(kind: .lineTooLong, limit: limit, streamOffset: streamOffset)
    }

    /// One event whose `data` fields together exceed the limit.
    static func eventTooLarge(limit: Int, streamOffset: Int) -> SSEError {
        SSEError(kind: .eventTooLarge, limit: limit, streamOffset: streamOffset)
    }

    public var description: String {
        switch kind {
        case .lineTooLong:
            "server-sent events: the line starting at byte \(streamOffset) of the stream is longer than the limit of \(limit) bytes (maximumEventSize)"
        case .eventTooLarge:
            "server-sent events: the data of an event exceeds the limit of \(limit) bytes (maximumEventSize) with the line starting at byte \(streamOffset) of the stream"
        }
    }
}
