import Foundation

// The three container kinds of `TapeDecoder`. Every scalar requirement goes to one of the
// decoder's `unbox…` readers; a failure gets its coding path only when it is thrown.

/// An object's members.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TapeDecoder
    /// The tape index of the object.
    let object: Int
    /// How many path components lead to the object.
    let depth: Int

    var codingPath: [any CodingKey] { decoder.codingPath(depth: depth) }

    var allKeys: [Key] {
        decoder.memberNames(of: object).compactMap { Key(stringValue: $0) }
    }

    @inline(__always)
    private func find(_ key: Key) -> Int? {
        decoder.member(key.stringValue, in: object)
    }

    func contains(_ key: Key) -> Bool {
        find(key) != nil
    }

    private func missing(_ key: Key) -> DecodingError {
        .keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }

    private func failure(_ failure: TapeFailure, _ key: Key) -> DecodingError {
        failure.decodingError(codingPath + [key])
    }

    /// The value index of a present, non-null member; nil when it is absent or null.
    @inline(__always)
    private func present(_ key: Key) -> Int? {
        guard let index = find(key), decoder.nodes[index].kind != .null else { return nil }
        return index
    }

    @inline(__always)
    private func required(_ key: Key) throws -> Int {
        guard let index = find(key) else { throw missing(key) }
        return index
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.nodes[try required(key)].kind == .null
    }

    // MARK: Scalars

    @inline(__always)
    private func read<T>(_ key: Key, _ index: Int, _ reader: (Int) throws(TapeFailure) -> T) throws -> T {
        do throws(TapeFailure) {
            return try reader(index)
        } catch {
            throw failure(error, key)
        }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(key, try required(key), decoder.unboxBool) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(key, try required(key), decoder.unboxString) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(key, try required(key), decoder.unboxDouble) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(key, try required(key), decoder.unboxFloat) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key, try required(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key, try required(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key, try required(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key, try required(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key, try required(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key, try required(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key, try required(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key, try required(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key, try required(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key, try required(key)) }

    @inline(__always)
    private func integer<I: FixedWidthInteger>(_ key: Key, _ index: Int) throws -> I {
        do throws(TapeFailure) {
            return try decoder.unboxInteger(I.self, index)
        } catch {
            throw failure(error, key)
        }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let index = try required(key)
        // The member's name is the node just before its value.
        return try decoder.decodeValue(T.self, at: index, component: .member(index - 1), depth: depth)
    }

    // `decodeIfPresent`: one lookup each (the protocol's defaults make three).

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = present(key) else { return nil }
        return try read(key, index, decoder.unboxBool)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = present(key) else { return nil }
        return try read(key, index, decoder.unboxString)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = present(key) else { return nil }
        return try read(key, index, decoder.unboxDouble)
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = present(key) else { return nil }
        return try read(key, index, decoder.unboxFloat)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalInteger(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalInteger(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalInteger(key) }

    @inline(__always)
    private func optionalInteger<I: FixedWidthInteger>(_ key: Key) throws -> I? {
        guard let index = present(key) else { return nil }
        return try integer(key, index) as I
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = present(key) else { return nil }
        return try decoder.decodeValue(T.self, at: index, component: .member(index - 1), depth: depth)
    }

    // MARK: Nesting

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try required(key)
        guard decoder.nodes[index].kind == .object else {
            throw failure(.wrongKind([String: Any].self, found: decoder.nodes[index].kind), key)
        }
        return KeyedDecodingContainer(TapeKeyedContainer<NestedKey>(decoder: decoder.detached(at: index, appending: .member(index - 1), depth: depth), object: index, depth: depth + 1))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let index = try required(key)
        guard decoder.nodes[index].kind == .array else {
            throw failure(.wrongKind([Any].self, found: decoder.nodes[index].kind), key)
        }
        return TapeUnkeyedContainer(decoder: decoder.detached(at: index, appending: .member(index - 1), depth: depth), array: index, depth: depth + 1)
    }

    func superDecoder() throws -> any Decoder {
        superDecoder(named: "super")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(named: key.stringValue)
    }

    /// A decoder for member `name`; on `null` when the object has no such member, as in Foundation.
    private func superDecoder(named name: String) -> any Decoder {
        if let index = decoder.member(name, in: object) {
            return decoder.detached(at: index, appending: .member(index - 1), depth: depth)
        }
        return TapeDecoder.null(for: decoder, appending: .name(name), depth: depth)
    }
}

/// An array's elements, in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    /// The tape index of the array.
    let array: Int
    /// How many path components lead to the array.
    let depth: Int
    /// The tape index of the next element.
    private var next: Int
    private(set) var currentIndex = 0
    let count: Int?

    init(decoder: TapeDecoder, array: Int, depth: Int) {
        self.decoder = decoder
        self.array = array
        self.depth = depth
        self.next = array + 1
        self.count = Int(decoder.nodes[array].length)
    }

    var codingPath: [any CodingKey] { decoder.codingPath(depth: depth) }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// The next element's tape index, or the error Foundation throws past the end.
    @inline(__always)
    private func element(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(
                codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)], debugDescription: "Unkeyed container is at end."
            ))
        }
        return next
    }

    @inline(__always)
    private mutating func advance(past index: Int) {
        next = Int(decoder.nodes[index].end)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        let index = try element(Never.self)
        guard decoder.nodes[index].kind == .null else { return false }
        advance(past: index)
        return true
    }

    @inline(__always)
    private mutating func read<T>(_ reader: (Int) throws(TapeFailure) -> T) throws -> T {
        let index = try element(T.self)
        do throws(TapeFailure) {
            let value = try reader(index)
            advance(past: index)
            return value
        } catch {
            throw error.decodingError(codingPath + [AnyCodingKey(intValue: currentIndex)])
        }
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(decoder.unboxBool) }
    mutating func decode(_ type: String.Type) throws -> String { try read(decoder.unboxString) }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(decoder.unboxDouble) }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(decoder.unboxFloat) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    @inline(__always)
    private mutating func integer<I: FixedWidthInteger>() throws -> I {
        let decoder = self.decoder
        return try read { index throws(TapeFailure) in try decoder.unboxInteger(I.self, index) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = try element(T.self)
        let value = try decoder.decodeValue(T.self, at: index, component: .element(currentIndex), depth: depth)
        advance(past: index)
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try element([String: Any].self)
        guard decoder.nodes[index].kind == .object else {
            throw TapeFailure.wrongKind([String: Any].self, found: decoder.nodes[index].kind)
                .decodingError(codingPath + [AnyCodingKey(intValue: currentIndex)])
        }
        let nested = decoder.detached(at: index, appending: .element(currentIndex), depth: depth)
        advance(past: index)
        return KeyedDecodingContainer(TapeKeyedContainer<NestedKey>(decoder: nested, object: index, depth: depth + 1))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try element([Any].self)
        guard decoder.nodes[index].kind == .array else {
            throw TapeFailure.wrongKind([Any].self, found: decoder.nodes[index].kind)
                .decodingError(codingPath + [AnyCodingKey(intValue: currentIndex)])
        }
        let nested = decoder.detached(at: index, appending: .element(currentIndex), depth: depth)
        advance(past: index)
        return TapeUnkeyedContainer(decoder: nested, array: index, depth: depth + 1)
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try element(Any.self)
        let nested = decoder.detached(at: index, appending: .element(currentIndex), depth: depth)
        advance(past: index)
        return nested
    }
}

/// The decoder is its own single-value container, reading the value at `current`.
extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        nodes[current].kind == .null
    }

    @inline(__always)
    private func read<T>(_ reader: (Int) throws(TapeFailure) -> T) throws -> T {
        do throws(TapeFailure) {
            return try reader(current)
        } catch {
            throw error.decodingError(codingPath)
        }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try read(unboxBool) }
    func decode(_ type: String.Type) throws -> String { try read(unboxString) }
    func decode(_ type: Double.Type) throws -> Double { try read(unboxDouble) }
    func decode(_ type: Float.Type) throws -> Float { try read(unboxFloat) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    @inline(__always)
    private func integer<I: FixedWidthInteger>() throws -> I {
        try read { index throws(TapeFailure) in try unboxInteger(I.self, index) }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = try readDirectly(T.self, at: current, component: nil, depth: path.count) { return value }
        return try T(from: self)
    }

    /// A decoder on `null` for a member the object does not have (`superDecoder(forKey:)`).
    /// Its path names members by name, since its document is not the one they are in.
    static func null(for decoder: TapeDecoder, appending component: PathComponent, depth: Int) -> TapeDecoder {
        let path: [PathComponent] = decoder.path.prefix(depth).map { component in
            if case .member(let keyNode) = component { return .name(decoder.string(at: keyNode)) }
            return component
        }
        return TapeDecoder(document: JSONDocument(null: ()), current: 0, path: path + [component], userInfo: decoder.userInfo, iso8601Dates: decoder.iso8601Dates)
    }
}
