import Foundation

// The types the deriver describes by what they are rather than by decoding them: their own
// `init(from:)` would say too little (an empty array has no element to decode, a dictionary
// no key), or something other than what `JSONDecoder` reads (`Date`, `URL`, `Data`).

/// `Optional<Wrapped>`: `null` or a `Wrapped`.
protocol OptionalSchemaShape {
    static var wrappedType: any Decodable.Type { get }
    static var absent: Self { get }
    /// `value` wrapped, or nil when it is not a `Wrapped`.
    static func wrapping(_ value: Any) -> Self?
}

extension Optional: OptionalSchemaShape where Wrapped: Decodable {
    static var wrappedType: any Decodable.Type { Wrapped.self }
    static var absent: Self { nil }
    static func wrapping(_ value: Any) -> Self? { (value as? Wrapped).map { Optional.some($0) } }
}

/// `Array`, `ContiguousArray` and `Set`: a JSON array of `Element`s.
protocol ArraySchemaShape {
    static var elementType: any Decodable.Type { get }
    static var empty: Self { get }
}

extension Array: ArraySchemaShape where Element: Decodable {
    static var elementType: any Decodable.Type { Element.self }
    static var empty: Self { [] }
}

extension ContiguousArray: ArraySchemaShape where Element: Decodable {
    static var elementType: any Decodable.Type { Element.self }
    static var empty: Self { [] }
}

extension Set: ArraySchemaShape where Element: Decodable {
    static var elementType: any Decodable.Type { Element.self }
    static var empty: Self { [] }
}

/// `Dictionary`: a JSON object with free member names when the keys are strings.
protocol DictionarySchemaShape {
    static var keyType: Any.Type { get }
    static var valueType: any Decodable.Type { get }
    static var empty: Self { get }
}

extension Dictionary: DictionarySchemaShape where Key: Decodable, Value: Decodable {
    static var keyType: Any.Type { Key.self }
    static var valueType: any Decodable.Type { Value.self }
    static var empty: Self { [:] }
}

enum SchemaLeaves {
    /// The schema and a sample value of the types JSON holds directly.
    static func leaf(_ type: Any.Type) -> (schema: JSONSchema, sample: Any)? {
        table[ObjectIdentifier(type)]
    }

    // Written once, then only read; the samples are values (`Any` is what keeps it from being `Sendable`).
    nonisolated(unsafe) private static let table: [ObjectIdentifier: (schema: JSONSchema, sample: Any)] = {
        var table: [ObjectIdentifier: (schema: JSONSchema, sample: Any)] = [:]
        func add<T>(_ type: T.Type, _ schema: JSONSchema, _ sample: T) { table[ObjectIdentifier(type)] = (schema, sample) }
        add(String.self, .string(), "")
        add(Bool.self, .boolean(), false)
        add(Int.self, .integer(), 0)
        add(Int8.self, .integer(), 0)
        add(Int16.self, .integer(), 0)
        add(Int32.self, .integer(), 0)
        add(Int64.self, .integer(), 0)
        add(UInt.self, .integer(), 0)
        add(UInt8.self, .integer(), 0)
        add(UInt16.self, .integer(), 0)
        add(UInt32.self, .integer(), 0)
        add(UInt64.self, .integer(), 0)
        add(Double.self, .number(), 0)
        add(Float.self, .number(), 0)
        add(Decimal.self, .number(), 0)
        add(Date.self, formatted(.string(), "date-time"), Date(timeIntervalSince1970: 0))
        add(URL.self, formatted(.string(), "uri"), URL(string: "https://example.com")!)
        add(UUID.self, formatted(.string(), "uuid"), UUID())
        add(Data.self, .string("Base64-encoded bytes"), Data())
        return table
    }()

    private static func formatted(_ schema: JSONSchema, _ format: String) -> JSONSchema {
        var copy = schema
        copy.keywords["format"] = .string(format)
        return copy
    }

    /// An enum of string or integer raw values listed by `CaseIterable`: its schema and first
    /// case. Nil when `type` is not one; an issue when it is one whose values are neither.
    static func enumeration(_ type: Any.Type) -> Result<(schema: JSONSchema, sample: Any), SchemaIssue>? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        let cases = allCases(of: iterable)
        let raw = cases.map { value -> Any? in (value as? any RawRepresentable).map { rawValue($0) } }
        guard let first = cases.first else {
            return .failure(SchemaIssue("is an enum without cases: no value can be written"))
        }
        let strings = raw.compactMap { $0 as? String }
        if strings.count == cases.count {
            return .success((.enumeration(strings), first))
        }
        let integers = raw.compactMap { ($0 as? any BinaryInteger).flatMap { Int(exactly: $0) } }
        if integers.count == cases.count {
            return .success((JSONSchema(.integerEnumeration(integers)), first))
        }
        return .failure(SchemaIssue("is a CaseIterable type whose cases are not String or integer raw values: strict mode lists string (or integer) values"))
    }

    private static func allCases<T: CaseIterable>(of type: T.Type) -> [Any] {
        T.allCases.map { $0 as Any }
    }

    private static func rawValue<T: RawRepresentable>(_ value: T) -> Any {
        value.rawValue
    }
}
