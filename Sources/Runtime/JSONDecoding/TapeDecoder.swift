import Foundation

/// The `Decoder` behind ``ClientJSONDecoder``: reads Swift values straight from a parsed
/// document's tape.
///
/// One instance serves a whole decode, as in Foundation: decoding a nested value moves
/// `current` to it and pushes one path component, and puts both back afterwards. Containers
/// remember their object's tape index and their depth in the path, which is enough to name
/// any failure. Member lookup compares the wanted name's UTF-8 bytes with the member names in
/// the document, in order, so the first of repeated names wins (as in Foundation) and no
/// dictionary of the object's keys is ever built.
final class TapeDecoder: Decoder {
    let document: JSONDocument
    let nodes: UnsafeMutablePointer<JSONNode>
    /// The tape index of the value being decoded.
    var current: Int
    /// Member names (as tape indices of key nodes) and array indices from the root to `current`.
    private(set) var path: [PathComponent]
    let userInfo: [CodingUserInfoKey: Any]
    /// For objects read in document order (see ``memberNames(of:)``): the tape index of the
    /// name to try first.
    private var sequential: [Int: Int] = [:]

    enum PathComponent {
        /// An object member, by the tape index of its name.
        case member(Int)
        /// A member by name, for a member the document does not have.
        case name(String)
        /// An array element.
        case element(Int)
    }

    init(document: JSONDocument, current: Int = 0, path: [PathComponent] = [], userInfo: [CodingUserInfoKey: Any]) {
        self.document = document
        self.nodes = document.nodes
        self.current = current
        self.path = path
        self.userInfo = userInfo
    }

    var codingPath: [any CodingKey] { codingPath(depth: path.count) }

    /// The coding path of the first `depth` components: the path of a container made there.
    func codingPath(depth: Int) -> [any CodingKey] {
        path.prefix(depth).map(codingKey)
    }

    func codingKey(_ component: PathComponent) -> any CodingKey {
        switch component {
        case .member(let keyNode): AnyCodingKey(string(at: keyNode))
        case .name(let name): AnyCodingKey(name)
        case .element(let index): AnyCodingKey(intValue: index)
        }
    }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard nodes[current].kind == .object else {
            throw TapeFailure.wrongKind([String: Any].self, found: nodes[current].kind).decodingError(codingPath)
        }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(decoder: self, object: current, depth: path.count))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard nodes[current].kind == .array else {
            throw TapeFailure.wrongKind([Any].self, found: nodes[current].kind).decodingError(codingPath)
        }
        return TapeUnkeyedContainer(decoder: self, array: current, depth: path.count)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// A separate decoder for the value at `index`, for `superDecoder()`: it may outlive the
    /// container that made it, so it does not share this one's position.
    func detached(at index: Int, appending component: PathComponent, depth: Int) -> TapeDecoder {
        TapeDecoder(document: document, current: index, path: Array(path.prefix(depth)) + [component], userInfo: userInfo)
    }

    // MARK: - Values

    /// Decodes a `T` from the value at tape index `index`, reached from a container at `depth`
    /// through `component`. Types the document holds directly are read without `init(from:)`.
    func decodeValue<T: Decodable>(_ type: T.Type, at index: Int, component: PathComponent, depth: Int) throws -> T {
        if let value = try readDirectly(T.self, at: index, component: component, depth: depth) { return value }
        let savedCurrent = current
        current = index
        path.append(component)
        defer {
            path.removeLast()
            current = savedCurrent
        }
        return try T(from: self)
    }

    /// The value of a type this decoder reads without `init(from:)` (the scalars, `JSONValue`,
    /// and the Foundation types `JSONDecoder` also reads specially); nil for any other type.
    @inline(__always)
    func readDirectly<T: Decodable>(_ type: T.Type, at index: Int, component: PathComponent?, depth: Int) throws -> T? {
        do throws(TapeFailure) {
            if T.self == String.self { return unsafeBitCast(try unboxString(index), to: T.self) }
            if T.self == Int.self { return unsafeBitCast(try unboxInteger(Int.self, index), to: T.self) }
            if T.self == Double.self { return unsafeBitCast(try unboxDouble(index), to: T.self) }
            if T.self == Bool.self { return unsafeBitCast(try unboxBool(index), to: T.self) }
            if T.self == JSONValue.self { return unsafeBitCast(jsonValue(at: index), to: T.self) }
            if T.self == Int64.self { return unsafeBitCast(try unboxInteger(Int64.self, index), to: T.self) }
            if T.self == Decimal.self { return unsafeBitCast(try unboxDecimal(index), to: T.self) }
            if T.self == URL.self { return unsafeBitCast(try unboxURL(index), to: T.self) }
            if T.self == Data.self { return unsafeBitCast(try unboxData(index), to: T.self) }
            return nil
        } catch {
            throw error.decodingError(codingPath(depth: depth) + (component.map { [codingKey($0)] } ?? []))
        }
    }

    /// The string a string node holds (also used for member names).
    @inline(__always)
    func string(at index: Int) -> String {
        let node = nodes[index]
        return JSONText.string(document.text(of: node), escaped: node.flag)
    }

    @inline(__always)
    func unboxString(_ index: Int) throws(TapeFailure) -> String {
        let node = nodes[index]
        guard node.kind == .string else { throw .wrongKind(String.self, found: node.kind) }
        return JSONText.string(document.text(of: node), escaped: node.flag)
    }

    @inline(__always)
    func unboxBool(_ index: Int) throws(TapeFailure) -> Bool {
        switch nodes[index].kind {
        case .true: true
        case .false: false
        case let kind: throw .wrongKind(Bool.self, found: kind)
        }
    }

    /// An integer of type `I`; a number written with a fraction or exponent is accepted when
    /// its value is a whole number that fits (`1.0`, `1e3`), as Foundation does.
    @inline(__always)
    func unboxInteger<I: FixedWidthInteger>(_ type: I.Type, _ index: Int) throws(TapeFailure) -> I {
        let node = nodes[index]
        guard node.kind == .number else { throw .wrongKind(I.self, found: node.kind) }
        let text = document.text(of: node)
        if node.flag, let value = JSONText.int64(text), let exact = I(exactly: value) { return exact }
        if node.flag, let value = I(String(decoding: text, as: UTF8.self)) { return value }
        if !node.flag, let double = JSONText.double(text, integer: false), let exact = I(exactly: double) { return exact }
        throw .corrupted("Number \(String(decoding: text, as: UTF8.self)) is not representable as \(I.self).")
    }

    @inline(__always)
    func unboxDouble(_ index: Int) throws(TapeFailure) -> Double {
        let node = nodes[index]
        guard node.kind == .number else { throw .wrongKind(Double.self, found: node.kind) }
        let text = document.text(of: node)
        guard let value = JSONText.double(text, integer: node.flag), value.isFinite else {
            throw .corrupted("Number \(String(decoding: text, as: UTF8.self)) is not representable as Double.")
        }
        return value
    }

    func unboxFloat(_ index: Int) throws(TapeFailure) -> Float {
        let node = nodes[index]
        guard node.kind == .number else { throw .wrongKind(Float.self, found: node.kind) }
        let text = String(decoding: document.text(of: node), as: UTF8.self)
        guard let value = Float(text), value.isFinite else { throw .corrupted("Number \(text) is not representable as Float.") }
        return value
    }

    func unboxDecimal(_ index: Int) throws(TapeFailure) -> Decimal {
        let node = nodes[index]
        guard node.kind == .number else { throw .wrongKind(Decimal.self, found: node.kind) }
        let text = String(decoding: document.text(of: node), as: UTF8.self)
        guard let value = Decimal(string: text, locale: JSONValue.posix) else {
            throw .corrupted("Number \(text) is not representable as Decimal.")
        }
        return value
    }

    func unboxURL(_ index: Int) throws(TapeFailure) -> URL {
        let text = try unboxString(index)
        guard let url = URL(string: text) else { throw .corrupted("Invalid URL string.") }
        return url
    }

    func unboxData(_ index: Int) throws(TapeFailure) -> Data {
        guard let data = Data(base64Encoded: try unboxString(index)) else {
            throw .corrupted("Encountered Data is not valid Base64.")
        }
        return data
    }

    /// The value at `index` as a `JSONValue`, built from the tape in one pass.
    func jsonValue(at index: Int) -> JSONValue {
        let node = nodes[index]
        switch node.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .string: return .string(JSONText.string(document.text(of: node), escaped: node.flag))
        case .number: return JSONValue.number(text: document.text(of: node), integer: node.flag)
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(node.length))
            var element = index + 1
            while element < Int(node.end) {
                elements.append(jsonValue(at: element))
                element = Int(nodes[element].end)
            }
            return .array(elements)
        case .object:
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(Int(node.length))
            var key = index + 1
            while key < Int(node.end) {
                let name = string(at: key)
                // The first of repeated names wins, as for typed members.
                if members[name] == nil { members[name] = jsonValue(at: key + 1) }
                key = Int(nodes[key + 1].end)
            }
            return .object(members)
        }
    }

    // MARK: - Members

    /// The tape index of the value of member `name` of the object at `object`; nil when the
    /// object has no such member.
    @inline(__always)
    func member(_ name: String, in object: Int) -> Int? {
        var name = name
        return name.withUTF8 { wanted in member(utf8: wanted, in: object) }
    }

    func member(utf8 wanted: UnsafeBufferPointer<UInt8>, in object: Int) -> Int? {
        let end = Int(nodes[object].end)
        if !sequential.isEmpty, let next = sequential[object], next < end, name(at: next, is: wanted) {
            sequential[object] = Int(nodes[next + 1].end)
            return next + 1
        }
        var key = object + 1
        while key < end {
            if name(at: key, is: wanted) {
                if !sequential.isEmpty, sequential[object] != nil { sequential[object] = Int(nodes[key + 1].end) }
                return key + 1
            }
            key = Int(nodes[key + 1].end)
        }
        return nil
    }

    @inline(__always)
    private func name(at key: Int, is wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = nodes[key]
        // A name with escapes: compare what it spells.
        if node.flag { return string(at: key).utf8.elementsEqual(wanted) }
        return Int(node.length) == wanted.count && JSONText.equals(document.text(of: node), wanted)
    }

    /// The names of the members of the object at `object`, in document order.
    ///
    /// Asking for them is how `Dictionary` and `additionalProperties` decode: the names, then
    /// each member by name, in order. Scanning from the start for each would be quadratic in
    /// the object's size, so when a larger object's names are all distinct (then the member
    /// found is the only one of its name), its lookups first try the member after the last one
    /// found.
    func memberNames(of object: Int) -> [String] {
        var names: [String] = []
        names.reserveCapacity(Int(nodes[object].length))
        var key = object + 1
        while key < Int(nodes[object].end) {
            names.append(string(at: key))
            key = Int(nodes[key + 1].end)
        }
        if names.count > 16, Set(names).count == names.count {
            sequential[object] = object + 1
        }
        return names
    }
}

/// A failure to read a value, before its coding path is known: the container that asked adds
/// the path, so nothing is spent on paths while decoding succeeds.
struct TapeFailure: Error, @unchecked Sendable {
    enum Reason {
        case wrongKind(found: JSONNode.Kind)
        case corrupted(String)
    }

    let type: Any.Type
    let reason: Reason

    static func wrongKind(_ type: Any.Type, found kind: JSONNode.Kind) -> TapeFailure {
        TapeFailure(type: type, reason: .wrongKind(found: kind))
    }

    static func corrupted(_ message: String) -> TapeFailure {
        TapeFailure(type: Any.self, reason: .corrupted(message))
    }

    /// The `DecodingError` Foundation's decoder throws in the same situation.
    func decodingError(_ codingPath: [any CodingKey]) -> DecodingError {
        switch reason {
        case .wrongKind(found: .null):
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        case .wrongKind(let found):
            return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(found.article) instead."))
        case .corrupted(let message):
            return .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
        }
    }
}

extension JSONNode.Kind {
    /// As a failure names it: "a string", "null".
    var article: String {
        switch self {
        case .null: "null"
        case .false, .true: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}
