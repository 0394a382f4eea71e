import Foundation

/// Turns a `DecodingError` into a readable coding path and a short reason.
enum DecodingErrorFormatter {
    /// `(path, detail)`, where path looks like `choices[0].message.content`.
    static func describe(_ error: any Error) -> (path: String, detail: String) {
        guard let decodingError = error as? DecodingError else {
            return ("", String(describing: error))
        }
        switch decodingError {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "expected \(type) but found null or nothing")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath + [key]), "the required key '\(key.stringValue)' is missing")
        case .dataCorrupted(let context):
            var detail = context.debugDescription
            if let underlying = context.underlyingError { detail += " (\(underlying))" }
            return (path(context.codingPath), detail)
        @unknown default:
            return ("", String(describing: decodingError))
        }
    }

    /// Joins coding keys: integer keys as `[n]`, names with dots.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
