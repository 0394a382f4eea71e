import Foundation

/// The members of an object, written into its ``JSONObjectBox`` by their keys' `stringValue`
/// (no key strategy, as `JSONEncoder()`).
struct JSONValueKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONValueEncoder
    let box: JSONObjectBox

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { box.set(.null, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { box.set(.bool(value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { box.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { box.set(.integer(value), for: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { box.set(.integer(Int(value)), for: key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { box.set(.integer(Int(value)), for: key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { box.set(.integer(Int(value)), for: key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { box.set(JSONValueEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { box.set(JSONValueEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { box.set(.integer(Int(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { box.set(.integer(Int(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { box.set(JSONValueEncoder.integer(value), for: key.stringValue) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { box.set(JSONValueEncoder.integer(value), for: key.stringValue) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { box.set(JSONValueEncoder.integer(value), for: key.stringValue) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { box.set(JSONValueEncoder.integer(value), for: key.stringValue) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        box.set(try JSONValueEncoder.number(value, at: encoder.path.appending(key)), for: key.stringValue)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        box.set(try JSONValueEncoder.number(value, at: encoder.path.appending(key)), for: key.stringValue)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.set(try encoder.wrap(value, at: EncodingPath.Component(key)), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested: JSONObjectBox
        if case .object(let existing)? = box.pending[key.stringValue] {
            nested = existing
        } else {
            nested = JSONObjectBox()
            box.setPending(.object(nested), for: key.stringValue)
        }
        let owner = JSONValueEncoder(parentPath: encoder.path, component: EncodingPath.Component(key), depth: encoder.depth + 1)
        return KeyedEncodingContainer(JSONValueKeyedContainer<NestedKey>(encoder: owner, box: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested: JSONArrayBox
        if case .array(let existing)? = box.pending[key.stringValue] {
            nested = existing
        } else {
            nested = JSONArrayBox()
            box.setPending(.array(nested), for: key.stringValue)
        }
        let owner = JSONValueEncoder(parentPath: encoder.path, component: EncodingPath.Component(key), depth: encoder.depth + 1)
        return JSONValueUnkeyedContainer(encoder: owner, box: nested)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: AnyCodingKey("super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: some CodingKey) -> any Encoder {
        let superEncoder = JSONValueEncoder(parentPath: encoder.path, component: EncodingPath.Component(key), depth: encoder.depth + 1)
        box.setPending(.encoder(superEncoder), for: key.stringValue)
        return superEncoder
    }
}

/// The elements of an array, appended to its ``JSONArrayBox``.
struct JSONValueUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONValueEncoder
    let box: JSONArrayBox

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { box.elements.count }

    private var nextPath: EncodingPath { .index(box.elements.count, encoder.path) }
    private var next: EncodingPath.Component { .index(box.elements.count) }

    mutating func encodeNil() throws { box.elements.append(.null) }
    mutating func encode(_ value: Bool) throws { box.elements.append(.bool(value)) }
    mutating func encode(_ value: String) throws { box.elements.append(.string(value)) }
    mutating func encode(_ value: Int) throws { box.elements.append(.integer(value)) }
    mutating func encode(_ value: Int8) throws { box.elements.append(.integer(Int(value))) }
    mutating func encode(_ value: Int16) throws { box.elements.append(.integer(Int(value))) }
    mutating func encode(_ value: Int32) throws { box.elements.append(.integer(Int(value))) }
    mutating func encode(_ value: Int64) throws { box.elements.append(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt) throws { box.elements.append(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { box.elements.append(.integer(Int(value))) }
    mutating func encode(_ value: UInt16) throws { box.elements.append(.integer(Int(value))) }
    mutating func encode(_ value: UInt32) throws { box.elements.append(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { box.elements.append(JSONValueEncoder.integer(value)) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { box.elements.append(JSONValueEncoder.integer(value)) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { box.elements.append(JSONValueEncoder.integer(value)) }

    mutating func encode(_ value: Double) throws { box.elements.append(try JSONValueEncoder.number(value, at: nextPath)) }
    mutating func encode(_ value: Float) throws { box.elements.append(try JSONValueEncoder.number(value, at: nextPath)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        box.elements.append(try encoder.wrap(value, at: next))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectBox()
        let owner = JSONValueEncoder(parentPath: encoder.path, component: next, depth: encoder.depth + 1)
        box.appendPending(.object(nested))
        return KeyedEncodingContainer(JSONValueKeyedContainer<NestedKey>(encoder: owner, box: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArrayBox()
        let owner = JSONValueEncoder(parentPath: encoder.path, component: next, depth: encoder.depth + 1)
        box.appendPending(.array(nested))
        return JSONValueUnkeyedContainer(encoder: owner, box: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let superEncoder = JSONValueEncoder(parentPath: encoder.path, component: next, depth: encoder.depth + 1)
        box.appendPending(.encoder(superEncoder))
        return superEncoder
    }
}

/// The one value of an encoder; a second value replaces the first.
struct JSONValueSingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func set(_ value: JSONValue) {
        switch encoder.storage {
        case .empty, .value: encoder.storage = .value(value)
        case .object, .array: encoder.record("A single value was encoded into a value that already has a keyed or unkeyed container.")
        }
    }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Int) throws { set(.integer(value)) }
    mutating func encode(_ value: Int8) throws { set(.integer(Int(value))) }
    mutating func encode(_ value: Int16) throws { set(.integer(Int(value))) }
    mutating func encode(_ value: Int32) throws { set(.integer(Int(value))) }
    mutating func encode(_ value: Int64) throws { set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt) throws { set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { set(.integer(Int(value))) }
    mutating func encode(_ value: UInt16) throws { set(.integer(Int(value))) }
    mutating func encode(_ value: UInt32) throws { set(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { set(JSONValueEncoder.integer(value)) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { set(JSONValueEncoder.integer(value)) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { set(JSONValueEncoder.integer(value)) }

    mutating func encode(_ value: Double) throws { set(try JSONValueEncoder.number(value, at: encoder.path)) }
    mutating func encode(_ value: Float) throws { set(try JSONValueEncoder.number(value, at: encoder.path)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        set(try encoder.wrapInPlace(value))
    }
}
