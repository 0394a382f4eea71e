import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// What errors print: body snippets masked before they are cut, provider messages masked, and
// underlying errors without the request URL's credentials.
extension SecretRedaction {
    /// Shortest start of a registered secret that is masked when a text ends with it (a body
    /// cut in the middle of an echoed key).
    static let partialSecretLength = SecretRegistry.partialBytes

    /// The start of `data` as text for an error message: every registered secret masked
    /// first, then cut to at most `limit` characters (`…` when cut). A secret cut by the end
    /// of the bytes (a body read only in part, say) is masked too.
    ///
    /// - Parameter dataIsPartial: whether `data` itself is only the start of a longer body.
    package static func snippet(of data: Data, limit: Int, dataIsPartial: Bool = false) -> String {
        // Enough bytes for `limit` characters of any script, plus the longest secret that may
        // straddle the cut, so masking sees it whole.
        let window = limit * 4 + 1024
        let cutHere = data.count > window
        var text = String(decoding: data.prefix(window), as: UTF8.self)
        // A multi-byte character cut in half decodes to U+FFFD: drop it.
        if cutHere || dataIsPartial { while text.hasSuffix("\u{FFFD}") { text.removeLast() } }
        text = redact(text)
        if cutHere || dataIsPartial { text = maskingPartialSecret(atEndOf: text) }
        guard text.count > limit else { return (cutHere || dataIsPartial) ? text + "…" : text }
        return String(text.prefix(limit)) + "…"
    }

    /// `text`, or `text` cut to `limit` characters and masked as ``snippet(of:limit:dataIsPartial:)``
    /// does, for texts that did not come as bytes (provider messages).
    static func bounded(_ text: String, limit: Int) -> String {
        let masked = redact(text)
        guard masked.count > limit else { return masked }
        return String(masked.prefix(limit)) + "…"
    }

    /// `text` with a trailing start of a registered secret (at least ``partialSecretLength``
    /// bytes) replaced by ``mask``.
    static func maskingPartialSecret(atEndOf text: String) -> String {
        let bytes = Array(text.utf8)
        guard let length = bytes.withUnsafeBufferPointer({ registry.partialLength(atEndOf: $0) }) else { return text }
        return String(decoding: bytes.dropLast(length), as: UTF8.self) + mask
    }

    /// A provider's error with every text masked.
    static func redacted(_ error: ProviderError) -> ProviderError {
        ProviderError(
            type: error.type.map(redact), code: error.code.map(redact), message: error.message.map(redact),
            param: error.param.map(redact), body: redacted(error.body))
    }

    /// `value` with every string and member name masked.
    static func redacted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(redact(text))
        case .array(let elements): return .array(elements.map(redacted))
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (name, member) in members { result[redact(name)] = redacted(member) }
            return .object(result)
        default: return value
        }
    }

    /// An error that prints no credentials: a `URLError` keeps its code with the failing URL
    /// masked (user info and secret-looking query values, registered secrets); an error whose
    /// description holds a registered secret becomes a ``RedactedError`` with the masked text;
    /// any other error is returned as it is.
    static func sanitized(_ error: any Error) -> any Error {
        if error is AIClientError || error is CancellationError || error is RedactedError { return error }
        if let urlError = error as? URLError { return sanitized(urlError) }
        let description = String(describing: error)
        let reflected = String(reflecting: error)
        let masked = redact(description)
        if masked == description, redact(reflected) == reflected, !containsURLCredentials(reflected) { return error }
        return RedactedError(typeName: String(reflecting: type(of: error)), description: redactURLs(in: masked))
    }

    private static func sanitized(_ error: URLError) -> URLError {
        var userInfo: [String: Any] = [:]
        if let url = error.failingURL {
            userInfo[NSURLErrorFailingURLErrorKey] = redactedURL(url)
            // The string twin of the failing URL (`NSURLErrorFailingURLStringErrorKey`, deprecated
            // but still printed by Foundation's description), masked too.
            userInfo["NSErrorFailingURLStringKey"] = redact(url)
        }
        if let text = error.userInfo[NSLocalizedDescriptionKey] as? String {
            userInfo[NSLocalizedDescriptionKey] = redactURLs(in: redact(text))
        }
        return URLError(error.code, userInfo: userInfo)
    }

    /// Whether `text` holds a URL with user info or a secret-looking query value.
    private static func containsURLCredentials(_ text: String) -> Bool {
        redactURLs(in: text) != text
    }

    /// `text` with every `scheme://…` URL in it shown as ``URL/redactedForDisplay`` shows it.
    static func redactURLs(in text: String) -> String {
        guard text.contains("://") else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "://") {
            // The scheme: letters, digits, `+`, `-`, `.` just before `://`.
            var start = range.lowerBound
            while start > rest.startIndex {
                let previous = rest.index(before: start)
                let character = rest[previous]
                guard character.isLetter || character.isNumber || "+-.".contains(character) else { break }
                start = previous
            }
            var end = range.upperBound
            while end < rest.endIndex, !rest[end].isWhitespace, !"\"'<>,;{}()[]".contains(rest[end]) {
                end = rest.index(after: end)
            }
            result += rest[..<start]
            let candidate = String(rest[start..<end])
            result += URL(string: candidate).map { redact($0.redactedForDisplay) } ?? mask
            rest = rest[end...]
        }
        return result + rest
    }
}

/// An underlying error whose own description held a credential (a request URL with its key,
/// say), kept as its masked text.
public struct RedactedError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible, LocalizedError {
    /// The type of the original error (`Foundation.NSError`, …).
    public var typeName: String
    /// The original error's description with every credential masked.
    public var description: String
    public var debugDescription: String { description }
    public var errorDescription: String? { description }
}
