import Foundation

/// The error a provider described in an error response's body.
///
/// Decoded generically, so one type covers OpenAI (`{"error": {"message", "type", "param",
/// "code"}}`), Anthropic (`{"type": "error", "error": {"type", "message"}}`) and the
/// OpenAI-compatible providers that send a bare `{"error": "text"}` or `{"message": "text"}`.
public struct ProviderError: Sendable, Hashable, CustomStringConvertible {
    /// The error's type (`invalid_request_error`, `rate_limit_error`, `not_found_error`, …).
    public var type: String?
    /// A machine-readable code (`invalid_api_key`, `model_not_found`, …), stringified when the
    /// provider sent a number.
    public var code: String?
    /// The human-readable message.
    public var message: String?
    /// The request parameter at fault (`messages[3]`), when the provider names one.
    public var param: String?
    /// The whole parsed body, for fields beyond these four.
    public var body: JSONValue

    public init(type: String? = nil, code: String? = nil, message: String? = nil, param: String? = nil, body: JSONValue = .null) {
        self.type = type
        self.code = code
        self.message = message
        self.param = param
        self.body = body
    }

    /// Decodes an error body; nil when it is not JSON or names no error at all.
    public init?(json data: Data) {
        guard !data.isEmpty, let root = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else {
            return nil
        }
        self.init(body: root)
    }

    /// Reads an already parsed error body; nil when it names no error.
    public init?(body root: JSONValue) {
        // Some gateways wrap the envelope in a one-element array.
        let envelope = root[0] ?? root
        var type: String?
        var code: String?
        var message: String?
        var param: String?
        switch envelope["error"] {
        case .object(let error)?:
            let error = JSONValue.object(error)
            type = Self.text(error["type"])
            code = Self.text(error["code"])
            message = Self.text(error["message"])
            param = Self.text(error["param"])
        case .string(let text)?:
            message = text
            type = Self.text(envelope["type"]).flatMap { $0 == "error" ? nil : $0 }
        default:
            // `{"message": ...}` (with an optional `type`/`code`) at the top level.
            guard let text = Self.text(envelope["message"]) ?? Self.text(envelope["detail"]) else { return nil }
            message = text
            type = Self.text(envelope["type"]).flatMap { $0 == "error" ? nil : $0 }
            code = Self.text(envelope["code"])
        }
        guard type != nil || code != nil || message != nil else { return nil }
        self.init(type: type, code: code, message: message, param: param, body: root)
    }

    /// `type (code, param: p): message`, leaving out what is missing.
    public var description: String {
        var qualifiers: [String] = []
        if let code { qualifiers.append(code) }
        if let param { qualifiers.append("param: \(param)") }
        var head = type ?? ""
        if !qualifiers.isEmpty {
            head += head.isEmpty ? qualifiers.joined(separator: ", ") : " (\(qualifiers.joined(separator: ", ")))"
        }
        guard let message else { return head }
        return head.isEmpty ? message : "\(head): \(message)"
    }

    private static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let string)?: return string
        case .integer(let int)?: return String(int)
        case .number(let double)?: return String(double)
        case .exactNumber(let text)?: return text
        case .bool(let bool)?: return String(bool)
        default: return nil
        }
    }
}
