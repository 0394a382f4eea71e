/// The container `KeyedEncodingContainer(for:nulls:)` hands a generated `encode(to:)` when a
/// value lists members in its `nulls`: it writes into the encoder's own container, except that a
/// nil member in the set is written as `null`. Values that list none get the encoder's
/// container itself.
struct NullsEncodingContainer: KeyedEncodingContainerProtocol {
    typealias Key = AnyCodingKey

    var base: KeyedEncodingContainer<AnyCodingKey>
    let nulls: Set<String>

    var codingPath: [any CodingKey] { base.codingPath }

    private mutating func put<T: Encodable>(_ value: T, forKey key: AnyCodingKey) throws {
        try base.encode(value, forKey: key)
    }

    /// A nil member: `null` when it is in the null set, else left out.
    private mutating func putNil(forKey key: AnyCodingKey) throws {
        if nulls.contains(key.stringValue) { try base.encodeNil(forKey: key) }
    }

    private mutating func putIfPresent<T: Encodable>(_ value: T?, forKey key: AnyCodingKey) throws {
        if let value { try put(value, forKey: key) } else { try putNil(forKey: key) }
    }

    mutating func encodeNil(forKey key: Key) throws {
        try base.encodeNil(forKey: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, forKey: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, forKey: key) }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try putIfPresent(value, forKey: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        base.nestedContainer(keyedBy: keyType, forKey: key)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        base.nestedUnkeyedContainer(forKey: key)
    }

    mutating func superEncoder() -> any Encoder { base.superEncoder() }

    mutating func superEncoder(forKey key: Key) -> any Encoder { base.superEncoder(forKey: key) }
}
