import Foundation

/// How an array query parameter is spelled.
public enum QueryArrayStyle: Sendable, Hashable {
    /// `include=a&include=b` (OpenAPI `form` with `explode: true`, the default).
    case repeated
    /// `include[]=a&include[]=b`, as the official OpenAI SDKs send arrays; a name that already
    /// ends in `[]` (some spec parameters are named so) is not given a second pair.
    case bracketed
    /// `include=a,b` (OpenAPI `form` with `explode: false`).
    case commaSeparated
}

/// The query parameters of a request, in the order they were added, not yet percent-encoded.
///
/// `nil` values are left out, so optional parameters can be appended unconditionally.
public struct QueryItems: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// One `name=value` pair.
    public struct Item: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var items: [Item] = []

    public init() {}

    public init(_ items: [Item]) { self.items = items }

    public init(arrayLiteral elements: (String, String)...) {
        items = elements.map { Item(name: $0.0, value: $0.1) }
    }

    public var isEmpty: Bool { items.isEmpty }

    /// Appends `name=value`; nothing when `value` is nil.
    public mutating func append(_ name: String, _ value: (any QueryValueConvertible)?) {
        guard let value else { return }
        items.append(Item(name: name, value: value.queryValue))
    }

    /// Appends an array in the given style; nothing when `values` is nil. An empty array adds
    /// nothing either: there is no agreed way to send one.
    public mutating func append<Value: QueryValueConvertible>(_ name: String, _ values: [Value]?, style: QueryArrayStyle) {
        guard let values, !values.isEmpty else { return }
        switch style {
        case .repeated:
            for value in values { items.append(Item(name: name, value: value.queryValue)) }
        case .bracketed:
            let bracketed = name.hasSuffix("[]") ? name : name + "[]"
            for value in values { items.append(Item(name: bracketed, value: value.queryValue)) }
        case .commaSeparated:
            items.append(Item(name: name, value: values.map(\.queryValue).joined(separator: ",")))
        }
    }

    /// Appends an object in OpenAPI `deepObject` style: `metadata[key]=value`, nested objects
    /// as `a[b][c]=v`, arrays inside as `a[b][]=v`. Keys are sorted so the query is
    /// deterministic; nil and null members are left out.
    public mutating func appendDeepObject(_ name: String, _ value: JSONValue?) {
        guard let value else { return }
        switch value {
        case .null:
            return
        case .object(let members):
            for key in members.keys.sorted() {
                appendDeepObject("\(name)[\(key)]", members[key])
            }
        case .array(let elements):
            for element in elements {
                if case .null = element { continue }
                appendDeepObject("\(name)[]", element)
            }
        default:
            items.append(Item(name: name, value: value.queryValue))
        }
    }

    /// Appends a string dictionary in `deepObject` style (`metadata[key]=value`), keys sorted.
    public mutating func appendDeepObject(_ name: String, _ value: [String: String]?) {
        guard let value else { return }
        for key in value.keys.sorted() {
            items.append(Item(name: "\(name)[\(key)]", value: value[key] ?? ""))
        }
    }

    /// Appends any `Encodable` value in `deepObject` style, through its JSON form.
    public mutating func appendDeepObject(_ name: String, encoding value: (some Encodable)?) throws(AIClientError) {
        guard let value else { return }
        let json: JSONValue
        do {
            json = try JSONValue(encoding: value)
        } catch {
            throw AIClientError.invalidRequest("query parameter '\(name)' could not be encoded: \(error)")
        }
        appendDeepObject(name, json)
    }

    /// Appends every item of `other`.
    public mutating func append(contentsOf other: QueryItems) {
        items.append(contentsOf: other.items)
    }

    /// `name=value&…` with names and values strictly percent-encoded (see ``PercentEncoding``).
    public var percentEncoded: String {
        items.map { "\(PercentEncoding.encode($0.name))=\(PercentEncoding.encode($0.value))" }
            .joined(separator: "&")
    }
}
