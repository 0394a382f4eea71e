import Foundation

/// The `Decoder` behind ``ClientJSONDecoder``: reads Swift values straight from a parsed
/// document's tape.
///
/// One instance serves a whole decode, as in Foundation: decoding a nested value moves
/// `current` to it and pushes one path component, and puts both back afterwards. Containers
/// remember their object's tape index and their depth in the path, which is enough to name
/// any failure. Member lookup compares the wanted name with the member names in the document,
/// in order, so the first of repeated names wins (as in Foundation); objects of more than
/// ``JSONDocument/tableMinimum`` members get a table of their names, and objects that cannot
/// have one and have more than ``indexThreshold`` members a dictionary, each built once.
final class TapeDecoder: Decoder {
    let document: JSONDocument
    let nodes: UnsafeMutablePointer<JSONNode>
    /// The tape index of the value being decoded.
    ///
    /// This and `path` are unchecked for exclusivity: one decode uses its decoder on one thread,
    /// and no access to either overlaps another, while a dynamic check on each nested value was
    /// about 2 % of decoding a small Responses body (issue 34).
    @exclusivity(unchecked) var current: Int
    /// Member names (as tape indices of key nodes) and array indices from the root to `current`.
    @exclusivity(unchecked) private(set) var path: [PathComponent]
    let userInfo: [CodingUserInfoKey: Any]
    /// Read `Date`s as ISO 8601 text instead of seconds since 2001 (``ClientJSONDecoder/iso8601Dates``).
    let iso8601Dates: Bool

    enum PathComponent {
        /// An object member, by the tape index of its name.
        case member(Int)
        /// A member by name, for a member the document does not have.
        case name(String)
        /// An array element.
        case element(Int)
    }

    init(document: JSONDocument, current: Int = 0, path: [PathComponent] = [], userInfo: [CodingUserInfoKey: Any], iso8601Dates: Bool = false) {
        self.document = document
        self.nodes = document.nodes
        self.current = current
        self.path = path
        self.userInfo = userInfo
        self.iso8601Dates = iso8601Dates
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
        TapeDecoder(document: document, current: index, path: Array(path.prefix(depth)) + [component], userInfo: userInfo, iso8601Dates: iso8601Dates)
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
            if T.self == JSONValue.self { return unsafeBitCast(try jsonValue(at: index), to: T.self) }
            if T.self == Int64.self { return unsafeBitCast(try unboxInteger(Int64.self, index), to: T.self) }
            if T.self == Decimal.self { return unsafeBitCast(try unboxDecimal(index), to: T.self) }
            if T.self == URL.self { return unsafeBitCast(try unboxURL(index), to: T.self) }
            if T.self == Data.self { return unsafeBitCast(try unboxData(index), to: T.self) }
            if T.self == Date.self, iso8601Dates { return unsafeBitCast(try unboxISO8601Date(index), to: T.self) }
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
        // `9007199254740993.0` is 9007199254740993, which its `Double` is not: read the digits.
        if !node.flag, let digits = JSONText.wholeDigits(text), let value = I(digits) { return value }
        throw .corrupted("Number \(String(decoding: text, as: UTF8.self)) is not representable as \(I.self).")
    }

    @inline(__always)
    func unboxDouble(_ index: Int) throws(TapeFailure) -> Double {
        let node = nodes[index]
        guard node.kind == .number else { throw .wrongKind(Double.self, found: node.kind) }
        let text = document.text(of: node)
        guard let value = JSONText.double(text, integer: node.flag), JSONText.isRepresentable(value, text) else {
            throw .corrupted("Number \(String(decoding: text, as: UTF8.self)) is not representable as Double.")
        }
        return value
    }

    func unboxFloat(_ index: Int) throws(TapeFailure) -> Float {
        let node = nodes[index]
        guard node.kind == .number else { throw .wrongKind(Float.self, found: node.kind) }
        let bytes = document.text(of: node)
        let text = String(decoding: bytes, as: UTF8.self)
        // Too large (infinite) or too small (rounded to zero) is an error, as in Foundation.
        guard let value = Float(text), JSONText.isRepresentable(value, bytes) else {
            throw .corrupted("Number \(text) is not representable as Float.")
        }
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

    /// A date written as ISO 8601 text, with or without fractional seconds.
    func unboxISO8601Date(_ index: Int) throws(TapeFailure) -> Date {
        let text = try unboxString(index)
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
        throw .corrupted("\"\(text)\" is not an ISO 8601 date-time")
    }

    /// The value at `index` as a `JSONValue`, built from the tape in one pass. A number no
    /// `Double` holds (`1e400`, `1e-400`) is an error, as in Foundation: `.number(inf)` could
    /// not be encoded again.
    func jsonValue(at index: Int) throws(TapeFailure) -> JSONValue {
        let node = nodes[index]
        switch node.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .string: return .string(JSONText.string(document.text(of: node), escaped: node.flag))
        case .number:
            let text = document.text(of: node)
            guard let value = JSONValue.number(text: text, integer: node.flag) else {
                throw .corrupted("Number \(String(decoding: text, as: UTF8.self)) is not representable as a JSON number (beyond Double's range).")
            }
            return value
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(node.length))
            var element = index + 1
            while element < Int(node.end) {
                do throws(TapeFailure) {
                    elements.append(try jsonValue(at: element))
                } catch {
                    var failure = error
                    failure.inner.append(AnyCodingKey(intValue: elements.count))
                    throw failure
                }
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
                if members[name] == nil {
                    do throws(TapeFailure) {
                        members[name] = try jsonValue(at: key + 1)
                    } catch {
                        var failure = error
                        failure.inner.append(AnyCodingKey(name))
                        throw failure
                    }
                }
                key = Int(nodes[key + 1].end)
            }
            return .object(members)
        }
    }

    // MARK: - Members

    /// Objects with more members than this get a name index (a dictionary, made once) instead
    /// of a scan per lookup: a scan costs at most this many comparisons per member looked up,
    /// so lookups stay linear in the document's size whatever the object holds.
    static let indexThreshold = 32

    /// The tape index of the value of member `name` of the object at `object`; nil when the
    /// object has no such member.
    ///
    /// Names are compared as `String`s (canonical equivalence, as Foundation's dictionary of
    /// keys does: `"K"` is `"\u{212A}"`), and the first member of a name wins. Names that are
    /// plain ASCII on both sides are compared by their bytes, which gives the same answer.
    ///
    /// Objects of more than ``JSONDocument/tableMinimum`` members whose names are all plain
    /// ASCII get a name table (open addressing on a hash of the bytes, made once) and an ASCII
    /// name is looked up there: a present member costs about what an absent one does.
    @inline(__always)
    func member(_ name: String, in object: Int) -> Int? {
        let members = Int(nodes[object].length)
        var wantedName = name
        if members > JSONDocument.tableMinimum {
            let document = self.document
            let found: Int?? = wantedName.withUTF8 { wanted in
                guard JSONText.isASCII(wanted), let table = document.nameTable(of: object) else { return .none }
                return .some(document.member(wanted, in: table))
            }
            if let found { return found }
        }
        if members > Self.indexThreshold { return indexedMember(name, in: object) }
        return wantedName.withUTF8 { wanted in
            let wantedIsASCII = JSONText.isASCII(wanted)
            let end = Int(nodes[object].end)
            var key = object + 1
            var compared = 0
            defer { document.nameComparisons &+= compared }
            while key < end {
                compared &+= 1
                let node = nodes[key]
                if node.ascii, !node.flag, wantedIsASCII {
                    if Int(node.length) == wanted.count, JSONText.equals(document.text(of: node), wanted) { return key + 1 }
                } else if string(at: key) == name {
                    return key + 1
                }
                key = Int(nodes[key + 1].end)
            }
            return nil
        }
    }

    /// A member of a large object, through its name index: first the member after the last
    /// one found (compared by bytes, and only when its name is the first of its spelling), then
    /// the dictionary.
    private func indexedMember(_ name: String, in object: Int) -> Int? {
        document.nameComparisons &+= 1
        var index = memberIndex(of: object)
        let next = index.next
        if next < Int(nodes[object].end), nodes[next].ascii, !nodes[next].flag, index.repeated.isEmpty || !index.repeated.contains(next) {
            var wantedName = name
            let found = wantedName.withUTF8 { wanted in
                JSONText.isASCII(wanted) && Int(nodes[next].length) == wanted.count && JSONText.equals(document.text(of: nodes[next]), wanted)
            }
            if found {
                index.next = Int(nodes[next + 1].end)
                document.memberIndexes[object] = index
                return next + 1
            }
        }
        guard let value = index.values[name] else { return nil }
        index.next = Int(nodes[value].end)
        document.memberIndexes[object] = index
        return value
    }

    /// The names of the members of the object at `object`, in document order, each once (as
    /// Foundation's `allKeys`: a repeated name, or one equal to an earlier name as a `String`,
    /// is left out).
    ///
    /// Asking for them is how `Dictionary` and `additionalProperties` decode: the names, then
    /// each member by name.
    func memberNames(of object: Int) -> [String] {
        let members = Int(nodes[object].length)
        if members > JSONDocument.tableMinimum, let table = document.nameTable(of: object) {
            // A member is the first of its name when the table finds it for its own name.
            var names: [String] = []
            names.reserveCapacity(members)
            var key = object + 1
            while key < Int(nodes[object].end) {
                if document.member(document.text(of: nodes[key]), in: table) == key + 1 { names.append(string(at: key)) }
                key = Int(nodes[key + 1].end)
            }
            return names
        }
        if members > Self.indexThreshold { return memberIndex(of: object).names }
        var names: [String] = []
        names.reserveCapacity(Int(nodes[object].length))
        var key = object + 1
        while key < Int(nodes[object].end) {
            let name = string(at: key)
            if !names.contains(name) { names.append(name) }
            key = Int(nodes[key + 1].end)
        }
        return names
    }

    /// The name index of the object at `object`, made on first use and kept with the document.
    func memberIndex(of object: Int) -> MemberIndex {
        if let index = document.memberIndexes[object] { return index }
        var index = MemberIndex(names: [], values: [:])
        index.names.reserveCapacity(Int(nodes[object].length))
        index.values.reserveCapacity(Int(nodes[object].length))
        var key = object + 1
        while key < Int(nodes[object].end) {
            let name = string(at: key)
            if index.values[name] == nil {
                index.values[name] = key + 1
                index.names.append(name)
            } else {
                index.repeated.insert(key)
            }
            key = Int(nodes[key + 1].end)
        }
        index.next = object + 1
        document.nameComparisons &+= Int(nodes[object].length)
        document.memberIndexes[object] = index
        return index
    }
}
