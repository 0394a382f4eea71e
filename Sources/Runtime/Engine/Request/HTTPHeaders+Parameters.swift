import Foundation

extension HTTPHeaders {
    /// Sets a header parameter from any query-convertible value (`true`, `20`, an enum);
    /// nil removes it.
    public mutating func set(_ name: String, _ value: (any QueryValueConvertible)?) {
        self[name] = value?.queryValue
    }

    /// Sets a header parameter from an array, comma-separated (OpenAPI `simple` style, as in
    /// `anthropic-beta: a,b`); nil or empty removes it.
    public mutating func set<Value: QueryValueConvertible>(_ name: String, _ values: [Value]?) {
        guard let values, !values.isEmpty else {
            self[name] = nil
            return
        }
        self[name] = values.map(\.queryValue).joined(separator: ",")
    }
}
