import Foundation

/// The `Encoder` behind ``JSONValue/init(encoding:)``: writes any `Encodable` straight into a
/// `JSONValue`, without JSON text in between.
///
/// The result is the value that encoding with `JSONEncoder()` (default options) and decoding
/// the bytes as a `JSONValue` with ``ClientJSONDecoder`` gives, which is what the runtime did
/// before:
/// - numbers take the kind the decoder would give their JSON text (`2.0` is `.integer(2)`,
///   `1e20` is `.exactNumber`), see `JSONValueEncoder+Values.swift`;
/// - `Data` is base64 text, `URL` its absolute string, `Decimal` a number, and `Date` whatever
///   its own `encode(to:)` writes (seconds since 2001), as `JSONEncoder`'s default strategies do;
/// - a non-finite `Double` or `Float` throws `EncodingError.invalidValue` with its coding path,
///   and so does a top-level value that encodes nothing;
/// - a value that encodes nothing inside another is `{}`; a key written twice keeps the last
///   value; a nested container asked for twice under one key is the same container.
///
/// Where `JSONEncoder` stops the process (asking one encoder for a keyed and then an unkeyed
/// container, say), this encoder throws `EncodingError.invalidValue` when the value is done.
///
/// One instance encodes one value: a member or element gets an encoder of its own, which is
/// finished into a `JSONValue` as soon as its `encode(to:)` returns. Only nested containers and
/// super encoders are finished later, with the object or array that holds them, because their
/// owner may keep writing into them.
final class JSONValueEncoder: Encoder {
    /// The owner's path and this value's key or index in it; `path` joins them when first
    /// asked (by a member of this value, or an error), so a leaf value allocates no node.
    let parentPath: EncodingPath
    let component: EncodingPath.Component?
    /// How many encoders are open above this one (see ``maximumDepth``).
    let depth: Int
    private var joinedPath: EncodingPath?
    var storage: Storage = .empty
    /// The first misuse seen (two kinds of container from one encoder), thrown by `finished`.
    var problem: EncodingError?

    enum Storage {
        case empty
        case value(JSONValue)
        case object(JSONObjectBox)
        case array(JSONArrayBox)
    }

    init(parentPath: EncodingPath, component: EncodingPath.Component?, depth: Int) {
        self.parentPath = parentPath
        self.component = component
        self.depth = depth
    }

    convenience init(path: EncodingPath) {
        self.init(parentPath: path, component: nil, depth: 0)
    }

    var path: EncodingPath {
        if let joinedPath { return joinedPath }
        let path = parentPath.appending(component)
        joinedPath = path
        return path
    }

    var codingPath: [any CodingKey] { path.keys }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// `value` as a `JSONValue`; throws as `JSONEncoder` does, and for a value that encodes nothing.
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        if let direct = try directValue(value, path: .root) { return direct }
        let encoder = JSONValueEncoder(path: .root)
        try value.encode(to: encoder)
        guard let result = try encoder.finished() else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return result
    }

    /// What was encoded, nil when nothing was.
    func finished() throws -> JSONValue? {
        if let problem { throw problem }
        switch storage {
        case .empty: return nil
        case .value(let value): return value
        case .object(let box): return try box.finished()
        case .array(let box): return try box.finished()
        }
    }

    /// A member or element: written directly when it is a scalar or a Foundation type that
    /// `JSONEncoder` writes specially, else by its own `encode(to:)` into an encoder of its own.
    func wrap<T: Encodable>(_ value: T, at component: EncodingPath.Component) throws -> JSONValue {
        try Self.wrap(value, parentPath: path, component: component, depth: depth + 1)
    }

    /// `value` in place of this encoder's own value (a single-value container's).
    func wrapInPlace<T: Encodable>(_ value: T) throws -> JSONValue {
        try Self.wrap(value, parentPath: parentPath, component: component, depth: depth + 1)
    }

    private static func wrap<T: Encodable>(
        _ value: T, parentPath: EncodingPath, component: EncodingPath.Component?, depth: Int
    ) throws -> JSONValue {
        if let direct = try directValue(value, path: parentPath.appending(component)) { return direct }
        guard depth <= 2 * maximumDepth else { throw tooDeep(at: parentPath.appending(component)) }
        let encoder = JSONValueEncoder(parentPath: parentPath, component: component, depth: depth)
        try value.encode(to: encoder)
        return try encoder.finished() ?? .object([:])
    }

    func record(_ misuse: String) {
        guard problem == nil else { return }
        problem = EncodingError.invalidValue(misuse, .init(codingPath: codingPath, debugDescription: misuse))
    }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: JSONObjectBox
        switch storage {
        case .object(let existing):
            box = existing
        case .empty:
            box = JSONObjectBox()
            storage = .object(box)
        case .value, .array:
            record("A keyed container was asked for after this value was encoded as something else.")
            box = JSONObjectBox()
        }
        return KeyedEncodingContainer(JSONValueKeyedContainer(encoder: self, box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: JSONArrayBox
        switch storage {
        case .array(let existing):
            box = existing
        case .empty:
            box = JSONArrayBox()
            storage = .array(box)
        case .value, .object:
            record("An unkeyed container was asked for after this value was encoded as something else.")
            box = JSONArrayBox()
        }
        return JSONValueUnkeyedContainer(encoder: self, box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONValueSingleValueContainer(encoder: self)
    }
}

/// A coding path as a list from the value back to the root, so that a member's encoder costs
/// at most one node rather than a copy of its owner's path; ``keys`` builds the array when
/// asked. Keys are kept as their string and int values (an existential key would be a
/// second allocation), and come back as `AnyCodingKey`s.
indirect enum EncodingPath {
    case root
    case key(String, Int?, EncodingPath)
    case index(Int, EncodingPath)

    /// One step of a path: an object member's key or an array element's index.
    enum Component {
        case key(String, Int?)
        case index(Int)

        init(_ key: some CodingKey) {
            self = .key(key.stringValue, key.intValue)
        }
    }

    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = self
        while true {
            switch node {
            case .root:
                return keys.reversed()
            case .key(let string, let int, let parent):
                var key = AnyCodingKey(string)
                key.intValue = int
                keys.append(key)
                node = parent
            case .index(let index, let parent):
                keys.append(AnyCodingKey(intValue: index))
                node = parent
            }
        }
    }

    func appending(_ component: Component?) -> EncodingPath {
        switch component {
        case nil: self
        case .key(let string, let int)?: .key(string, int, self)
        case .index(let index)?: .index(index, self)
        }
    }

    func appending(_ key: some CodingKey) -> EncodingPath { appending(Component(key)) }
}

/// A container or super encoder whose value is read when its owner is finished.
enum PendingValue {
    case object(JSONObjectBox)
    case array(JSONArrayBox)
    case encoder(JSONValueEncoder)

    func finished() throws -> JSONValue {
        switch self {
        case .object(let box): try box.finished()
        case .array(let box): try box.finished()
        case .encoder(let encoder): try encoder.finished() ?? .object([:])
        }
    }
}

/// The members of an object being encoded: finished ones, and nested containers and super
/// encoders that are read when the object is finished.
final class JSONObjectBox {
    var members: [String: JSONValue] = [:]
    var pending: [String: PendingValue] = [:]

    func set(_ value: JSONValue, for key: String) {
        members[key] = value
        if !pending.isEmpty { pending[key] = nil }
    }

    func setPending(_ value: PendingValue, for key: String) {
        pending[key] = value
        members[key] = nil
    }

    func finished() throws -> JSONValue {
        guard !pending.isEmpty else { return .object(members) }
        var result = members
        for (key, value) in pending { result[key] = try value.finished() }
        return .object(result)
    }
}

/// The elements of an array being encoded; a nested container or super encoder holds its place
/// with `null` until the array is finished.
final class JSONArrayBox {
    var elements: [JSONValue] = []
    var pending: [(index: Int, value: PendingValue)] = []

    func appendPending(_ value: PendingValue) {
        pending.append((elements.count, value))
        elements.append(.null)
    }

    func finished() throws -> JSONValue {
        guard !pending.isEmpty else { return .array(elements) }
        var result = elements
        for (index, value) in pending { result[index] = try value.finished() }
        return .array(result)
    }
}
