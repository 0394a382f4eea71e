/// A coding key made from any string or index: for reading members whose names are data
/// (discriminators, `additionalProperties`, extra body fields).
public struct AnyCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    public var stringValue: String
    public var intValue: Int?

    public init(_ string: String) {
        self.stringValue = string
        self.intValue = nil
    }

    public init(stringValue: String) {
        self.init(stringValue)
    }

    public init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension CodingKey {
    /// A coding path as a user reads it: `choices[0].message.content`.
    public static func pathDescription(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                if !text.isEmpty { text += "." }
                text += key.stringValue
            }
        }
        return text.isEmpty ? "<root>" : text
    }
}
