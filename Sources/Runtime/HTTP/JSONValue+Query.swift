import Foundation

extension JSONValue: QueryValueConvertible {
    /// Scalars as their text; arrays and objects as compact JSON (use deep-object encoding to
    /// spread an object over several parameters).
    public var queryValue: String {
        switch self {
        case .null: return "null"
        case .bool(let bool): return bool.queryValue
        case .integer(let int): return int.queryValue
        case .number(let double): return double.queryValue
        case .exactNumber(let text): return text
        case .string(let string): return string
        case .array, .object:
            guard let data = try? JSONCoding.encoder.encode(self) else { return "" }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
