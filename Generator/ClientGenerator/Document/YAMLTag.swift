/// An explicit YAML tag (`!!str`, `!!int`, `!foo`) as the reader understands it.
///
/// libyaml hands tags over resolved: `!!int` arrives as `tag:yaml.org,2002:int`. The core
/// schema tags convert or check a value; every other tag (`!foo`, `!!binary`, `!!timestamp`) is
/// ignored and the node keeps the value it would have without a tag, since a spec cannot use
/// application tags meaningfully and rejecting them would only block reading.
enum YAMLTag: Equatable {
    /// `!`: the value is a string even when plain.
    case nonSpecific
    case string
    case integer
    case float
    case bool
    case null
    case mapping
    case sequence
    case other

    private static let corePrefix = Array("tag:yaml.org,2002:".utf8)

    init(_ tag: UnsafePointer<UInt8>) {
        let length = strlenOf(tag)
        let text = UnsafeBufferPointer(start: tag, count: length)
        if length == 1 && text[0] == UInt8(ascii: "!") {
            self = .nonSpecific
            return
        }
        guard length > YAMLTag.corePrefix.count, text.starts(with: YAMLTag.corePrefix) else {
            self = .other
            return
        }
        switch String(decoding: text[YAMLTag.corePrefix.count...], as: UTF8.self) {
        case "str": self = .string
        case "int": self = .integer
        case "float": self = .float
        case "bool": self = .bool
        case "null": self = .null
        case "map": self = .mapping
        case "seq": self = .sequence
        default: self = .other
        }
    }

    /// The tag as written in YAML, for messages.
    var spelling: String {
        switch self {
        case .nonSpecific: "!"
        case .string: "!!str"
        case .integer: "!!int"
        case .float: "!!float"
        case .bool: "!!bool"
        case .null: "!!null"
        case .mapping: "!!map"
        case .sequence: "!!seq"
        case .other: "a custom tag"
        }
    }

    /// Whether the tag may be put on a collection of this kind.
    func allowsCollection(isMapping: Bool) -> Bool {
        switch self {
        case .nonSpecific, .other: true
        case .mapping: isMapping
        case .sequence: !isMapping
        case .string, .integer, .float, .bool, .null: false
        }
    }

    /// The value of a scalar carrying this tag, or an explanation when the text does not fit it.
    func scalarValue(_ text: UnsafeBufferPointer<UInt8>, isPlain: Bool) -> Result<DocumentNode.Value, TagMismatch> {
        switch self {
        case .nonSpecific, .string:
            return .success(.string(String(decoding: text, as: UTF8.self)))
        case .other:
            return .success(isPlain ? YAMLScalar.plainValue(text) : .string(String(decoding: text, as: UTF8.self)))
        case .integer:
            if let value = YAMLScalar.integer(text) { return .success(value) }
            return .failure(TagMismatch(expected: "an integer"))
        case .float:
            switch YAMLScalar.integer(text) ?? YAMLScalar.float(text) {
            case .integer(let int): return .success(.number(Double(int)))
            case let value?: return .success(value)
            case nil: return .failure(TagMismatch(expected: "a number"))
            }
        case .bool:
            if let bool = YAMLScalar.bool(text) { return .success(.bool(bool)) }
            return .failure(TagMismatch(expected: "true or false"))
        case .null:
            if YAMLScalar.isNull(text) { return .success(.null) }
            return .failure(TagMismatch(expected: "null, ~ or nothing"))
        case .mapping, .sequence:
            return .failure(TagMismatch(expected: self == .mapping ? "a mapping" : "a sequence"))
        }
    }

    struct TagMismatch: Error {
        var expected: String
    }
}

private func strlenOf(_ pointer: UnsafePointer<UInt8>) -> Int {
    var length = 0
    while pointer[length] != 0 { length += 1 }
    return length
}
