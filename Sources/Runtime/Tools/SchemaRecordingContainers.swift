/// The object container of a ``SchemaRecordingDecoder``: every `decode` records the member
/// and returns a sample. The typed overloads all go through one generic path, so that
/// `decodeIfPresent` never turns into the default `contains` + `decodeNil` + `decode`.
struct KeyedSchemaRecorder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: SchemaRecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var shape: RecordedShape { decoder.shape }

    /// No keys: a type that looks at the keys that arrive is recorded and refused.
    var allKeys: [Key] {
        shape.usedAllKeys = true
        return []
    }

    func contains(_ key: Key) -> Bool {
        shape.containsAsked.insert(key.stringValue)
        return decoder.pass == .present
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try decoder.deriver.guarded { try shape.record(key.stringValue, nil, nilChecked: true) }
        return decoder.pass == .absent
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try valueIfPresent(type, key) }

    private func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decoder.sample(type, member: key.stringValue, optional: false) { try shape.record(key.stringValue, .schema($0), type: type) }!
    }

    private func valueIfPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try decoder.sample(type, member: key.stringValue, optional: true) { try shape.record(key.stringValue, .schema($0), type: type) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try nestedDecoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nestedDecoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try nestedDecoder(AnyCodingKey("super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try nestedDecoder(key)
    }

    private func nestedDecoder(_ key: any CodingKey) throws -> SchemaRecordingDecoder {
        let nested = RecordedShape()
        try decoder.deriver.guarded { try shape.record(key.stringValue, .nested(nested)) }
        return decoder.nested(nested, at: key)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try valueIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try valueIfPresent(type, key) }
}

/// An array container: it hands out one element, whose type is the array's items; a second
/// element is a fixed-length array (a tuple), which strict mode does not describe.
struct UnkeyedSchemaRecorder: UnkeyedDecodingContainer {
    let decoder: SchemaRecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var shape: RecordedShape { decoder.shape }
    var count: Int? { nil }
    var isAtEnd: Bool { shape.decodedElements > 0 }
    var currentIndex: Int { shape.decodedElements }

    mutating func decodeNil() throws -> Bool {
        shape.nilChecked = true
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try claimElement()
        return try decoder.sample(type, member: "[]", optional: false) { shape.content = .schema($0) }!
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try nestedDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nestedDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nestedDecoder()
    }

    private mutating func nestedDecoder() throws -> SchemaRecordingDecoder {
        try claimElement()
        let nested = RecordedShape()
        shape.content = .nested(nested)
        return decoder.nested(nested, at: AnyCodingKey(intValue: 0))
    }

    private func claimElement() throws {
        shape.decodedElements += 1
        guard shape.decodedElements == 1 else {
            throw decoder.deriver.fail(SchemaIssue(
                "decodes a fixed number of elements (a tuple) from an array: strict mode describes arrays whose elements share one type"))
        }
    }
}

/// A single-value container: one value of one type, perhaps `null`.
struct SingleValueSchemaRecorder: SingleValueDecodingContainer {
    let decoder: SchemaRecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var shape: RecordedShape { decoder.shape }

    func decodeNil() -> Bool {
        shape.nilChecked = true
        return decoder.pass == .absent
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value(type) }

    private func value<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.sample(type, member: nil, optional: false) { schema in
            if case .schema(let existing)? = shape.content, existing != schema {
                throw SchemaIssue("decodes its one value as two different types (one after the other): strict mode gives a value one type")
            }
            shape.content = .schema(schema)
        }!
    }

    func decode(_ type: Bool.Type) throws -> Bool { try value(type) }
    func decode(_ type: String.Type) throws -> String { try value(type) }
    func decode(_ type: Double.Type) throws -> Double { try value(type) }
    func decode(_ type: Float.Type) throws -> Float { try value(type) }
    func decode(_ type: Int.Type) throws -> Int { try value(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try value(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value(type) }
}
