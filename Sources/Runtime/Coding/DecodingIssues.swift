import Foundation

/// Where the API sent something the spec says it never sends, and the decoder let it pass.
///
/// Real responses omit fields the spec marks required and send `null` where the spec forbids
/// it. Generated models stay strict in their types (a required `String` stays `String`) and
/// tolerate this one deviation: a required value that is absent or `null` decodes as its empty
/// value (`""`, `0`, `false`, `[]`, `[:]`, an enum's or union's empty case, an object whose
/// members are all empty) when its type has one, and the substitution is reported here instead
/// of failing the whole response. A member the spec pins to one value (`type: "url"`) that
/// carries another (`"api"`, a source kind the spec has not caught up with) keeps the value it
/// carried and is reported here too; a stream whose events are all of one type skips an event
/// of another type (`ping`) and reports it. Everything else that does not match the spec is
/// still a decoding error.
public struct DecodingIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A required member was absent.
        case missingRequired
        /// A required, non-nullable member was `null`.
        case nullRequired
        /// A member the spec pins to one value (``DecodingIssue/expected``) carried another
        /// (``DecodingIssue/found``), which the model kept.
        case unlistedConstant
        /// A stream event of another type than the stream's one event type (its pinned member
        /// said ``DecodingIssue/found``, not ``DecodingIssue/expected``): skipped.
        case skippedEvent
    }

    public var kind: Kind
    /// The coding path of the member, as `choices[0].logprobs`; for a skipped event, the
    /// event's number and its pinned member (`event 2: type`).
    public var path: String
    /// The value the spec pins the member to, for ``Kind/unlistedConstant`` and ``Kind/skippedEvent``.
    public var expected: String?
    /// The value the API sent instead, for ``Kind/unlistedConstant`` and ``Kind/skippedEvent``.
    public var found: String?

    public init(kind: Kind, path: String, expected: String? = nil, found: String? = nil) {
        self.kind = kind
        self.path = path
        self.expected = expected
        self.found = found
    }

    public var description: String {
        switch kind {
        case .missingRequired: "\(path): required member is absent; decoded as its empty value"
        case .nullRequired: "\(path): required member is null; decoded as its empty value"
        case .unlistedConstant:
            "\(path): \(Self.quoted(found)) is not the value the spec pins (\(Self.quoted(expected))); kept"
        case .skippedEvent:
            "\(path): an event of type \(Self.quoted(found)) in a stream of \(Self.quoted(expected)) events; skipped"
        }
    }

    private static func quoted(_ value: String?) -> String {
        "\"" + String((value ?? "").prefix(100)) + "\""
    }
}

/// Collects the `DecodingIssue`s of one decode. Pass it in `JSONDecoder.userInfo` under
/// `DecodingIssueCollector.userInfoKey`.
public final class DecodingIssueCollector: @unchecked Sendable {
    public static let userInfoKey: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "AIClientRuntime.DecodingIssueCollector") else {
            preconditionFailure("a constant, valid key")
        }
        return key
    }()

    private let lock = NSLock()
    private var storage: [DecodingIssue] = []

    public init() {}

    public var issues: [DecodingIssue] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func record(_ issue: DecodingIssue) {
        lock.lock()
        storage.append(issue)
        lock.unlock()
    }

    /// How many issues are recorded so far: where to roll back to if a trial decode fails.
    var mark: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }

    /// Forgets the issues recorded since `mark`: they came from a union branch that was
    /// tried and rejected, so they describe a value that was never kept.
    func discard(since mark: Int) {
        lock.lock()
        if storage.count > mark { storage.removeSubrange(mark...) }
        lock.unlock()
    }

    /// The collector of a decode, if its caller asked for one.
    static func of(_ decoder: any Decoder) -> DecodingIssueCollector? {
        decoder.userInfo[userInfoKey] as? DecodingIssueCollector
    }
}

/// An event whose pinned member (`type: "ping"`) says it is not of the one type its stream
/// declares (`type: "completion"`): thrown only when decoding a stream's events, which skips it.
public struct ForeignStreamEvent: Error, Sendable, CustomStringConvertible {
    /// Set (to any value) in a decoder's `userInfo` to make the root of a value strict about its
    /// pinned members: what ``EventStream`` does for a stream of one event type.
    public static let userInfoKey: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "AIClientRuntime.ForeignStreamEvent") else {
            preconditionFailure("a constant, valid key")
        }
        return key
    }()

    public var member: String
    public var expected: String
    public var found: String

    public var description: String {
        "an event whose \(member) is \"\(found.prefix(100))\", in a stream of \"\(expected)\" events"
    }
}

/// Types that have an empty value to stand in for a required member the API did not send.
public protocol EmptyDecodable {
    static var emptyValue: Self { get }
}

extension String: EmptyDecodable { public static var emptyValue: String { "" } }
extension Int: EmptyDecodable { public static var emptyValue: Int { 0 } }
extension Int64: EmptyDecodable { public static var emptyValue: Int64 { 0 } }
extension Double: EmptyDecodable { public static var emptyValue: Double { 0 } }
extension Bool: EmptyDecodable { public static var emptyValue: Bool { false } }
extension Array: EmptyDecodable { public static var emptyValue: [Element] { [] } }
extension Dictionary: EmptyDecodable { public static var emptyValue: [Key: Value] { [:] } }
extension JSONValue: EmptyDecodable { public static var emptyValue: JSONValue { .null } }

extension KeyedDecodingContainer {
    // Decoding speed: generated `init(from:)` calls these for every required member. The
    // generic versions are `@inlinable` so that they are specialized in the client module
    // (unspecialized, each call instantiates `Optional<T>` metadata at run time); the scalar
    // overloads ask the container for the concrete type, which `JSONDecoder` reads directly
    // instead of going through `T.init(from:)`. See `Scripts/bench-decode`.

    /// Decodes a required member, standing in the type's empty value (and recording an issue)
    /// when the API left it out or sent `null`.
    @inlinable
    public func decodeRequired<T: Decodable & EmptyDecodable>(_ type: T.Type, forKey key: Key, in decoder: any Decoder) throws -> T {
        if let value = try decodeIfPresent(T.self, forKey: key) {
            return value
        }
        recordStandIn(forKey: key, in: decoder)
        return T.emptyValue
    }

    /// A required `String` member; `""` stands in when it is absent or `null`.
    @inlinable
    public func decodeRequired(_ type: String.Type, forKey key: Key, in decoder: any Decoder) throws -> String {
        if let value = try decodeIfPresent(String.self, forKey: key) {
            return value
        }
        recordStandIn(forKey: key, in: decoder)
        return ""
    }

    /// A required `Int` member; `0` stands in when it is absent or `null`.
    @inlinable
    public func decodeRequired(_ type: Int.Type, forKey key: Key, in decoder: any Decoder) throws -> Int {
        if let value = try decodeIfPresent(Int.self, forKey: key) {
            return value
        }
        recordStandIn(forKey: key, in: decoder)
        return 0
    }

    /// A required `Int64` member; `0` stands in when it is absent or `null`.
    @inlinable
    public func decodeRequired(_ type: Int64.Type, forKey key: Key, in decoder: any Decoder) throws -> Int64 {
        if let value = try decodeIfPresent(Int64.self, forKey: key) {
            return value
        }
        recordStandIn(forKey: key, in: decoder)
        return 0
    }

    /// A required `Double` member; `0` stands in when it is absent or `null`.
    @inlinable
    public func decodeRequired(_ type: Double.Type, forKey key: Key, in decoder: any Decoder) throws -> Double {
        if let value = try decodeIfPresent(Double.self, forKey: key) {
            return value
        }
        recordStandIn(forKey: key, in: decoder)
        return 0
    }

    /// A required `Bool` member; `false` stands in when it is absent or `null`.
    @inlinable
    public func decodeRequired(_ type: Bool.Type, forKey key: Key, in decoder: any Decoder) throws -> Bool {
        if let value = try decodeIfPresent(Bool.self, forKey: key) {
            return value
        }
        recordStandIn(forKey: key, in: decoder)
        return false
    }

    /// Decodes a required discriminator that the spec pins to one value (`type: "message"`),
    /// standing in that value (and recording an issue) when the API left it out or sent `null`.
    /// Another value is kept and reported as ``DecodingIssue/Kind/unlistedConstant``: live
    /// traffic runs ahead of the spec (a web search source of `type: "api"` where the spec
    /// allows only `"url"`), and one such value must not cost the whole reply. Unions still
    /// route by the constant (their ranking checks it before decoding). Only the root of a
    /// stream event whose stream has one event type is strict: that event is skipped.
    @inlinable
    public func decodeRequired(_ type: String.Type, forKey key: Key, in decoder: any Decoder, constant: String) throws -> String {
        if let value = try decodeIfPresent(String.self, forKey: key) {
            if value != constant { try unlistedConstant(value, expected: constant, forKey: key, in: decoder) }
            return value
        }
        recordStandIn(forKey: key, in: decoder)
        return constant
    }

    /// Decodes a required member that the spec pins to one value but that is no discriminator
    /// (`role: "assistant"`), standing in that value (and recording an issue) when the API left
    /// it out or sent `null`; another value is kept, since the APIs send some of these wider
    /// than the spec pins them (a stored chat's message list has `user` messages too).
    @inlinable
    public func decodeRequired(_ type: String.Type, forKey key: Key, in decoder: any Decoder, standIn: String) throws -> String {
        if let value = try decodeIfPresent(String.self, forKey: key) {
            return value
        }
        recordStandIn(forKey: key, in: decoder)
        return standIn
    }

    /// Decodes an optional member that the spec pins to one value (`object: "event"`): absent
    /// or `null` is nil; another value is kept and reported as for a required one.
    @inlinable
    public func decodeIfPresent(_ type: String.Type, forKey key: Key, in decoder: any Decoder, constant: String) throws -> String? {
        guard let value = try decodeIfPresent(String.self, forKey: key) else { return nil }
        if value != constant { try unlistedConstant(value, expected: constant, forKey: key, in: decoder) }
        return value
    }

    /// An optional pinned member, as code generated before the decoder was passed decodes it:
    /// another value is kept, unreported.
    @inlinable
    public func decodeIfPresent(_ type: String.Type, forKey key: Key, constant: String) throws -> String? {
        try decodeIfPresent(String.self, forKey: key)
    }

    /// A pinned member with another value: reported and kept, or, at the root of an event in a
    /// stream of one event type, ``ForeignStreamEvent`` (the stream skips the event). The rare
    /// path, kept out of line.
    @usableFromInline
    func unlistedConstant(_ value: String, expected constant: String, forKey key: Key, in decoder: any Decoder) throws {
        if codingPath.isEmpty, decoder.userInfo[ForeignStreamEvent.userInfoKey] != nil {
            throw ForeignStreamEvent(member: key.stringValue, expected: constant, found: value)
        }
        if let collector = DecodingIssueCollector.of(decoder) {
            collector.record(DecodingIssue(
                kind: .unlistedConstant, path: AnyCodingKey.pathDescription(codingPath + [key]),
                expected: constant, found: value))
        }
    }

    /// Reports a stand-in: the rare path, kept out of line.
    @usableFromInline
    func recordStandIn(forKey key: Key, in decoder: any Decoder) {
        // Without a collector nobody reads the issue: a stand-in then costs one lookup, the
        // one that found the member absent or null.
        guard let collector = DecodingIssueCollector.of(decoder) else { return }
        let kind: DecodingIssue.Kind = contains(key) ? .nullRequired : .missingRequired
        collector.record(DecodingIssue(kind: kind, path: AnyCodingKey.pathDescription(codingPath + [key])))
    }

    /// Decodes a required member whose type has no empty value: absent or `null` is an error.
    @inlinable
    public func decodeRequired<T: Decodable>(_ type: T.Type, forKey key: Key, in decoder: any Decoder) throws -> T {
        try decode(T.self, forKey: key)
    }
}
