#if canImport(AsyncHTTPClient)
import AIClientRuntime
import Foundation
import NIOCore

extension NIOWebSocketFrameHandler {
    /// RFC 6455 §7.4: 1000–1003, 1007–1014 (IANA's registry) and 3000–4999; 1004, 1005, 1006
    /// and 1015 are never sent.
    static func isValidCloseCode(_ code: Int) -> Bool {
        (1000...1003).contains(code) || (1007...1014).contains(code) || (3000...4999).contains(code)
    }
}

/// Why a ping timed out (the underlying error of its `.timeout`).
struct NIOWebSocketPongTimeout: Error, CustomStringConvertible {
    var seconds: TimeInterval
    var description: String { "no pong within \(Self.format(seconds)) s" }

    static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

extension TimeAmount {
    /// `seconds` (clamped to 0…10⁹ s) as a NIO time amount.
    static func interval(_ seconds: TimeInterval) -> TimeAmount {
        guard seconds > 0 else { return .zero }   // also NaN
        return .nanoseconds(Int64(min(seconds, 1e9) * 1e9))
    }
}
#endif
