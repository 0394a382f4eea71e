/// A member of `Owner` that may be sent as `null`, by its JSON name. Generated types name theirs
/// as static members (`.noiseReduction`), so that only a member the spec lets be `null` can be
/// listed: `Input().sendingNull(.noiseReduction)`.
public struct NullableMember<Owner>: Hashable, Sendable, CustomStringConvertible {
    public let jsonName: String

    public init(_ jsonName: String) {
        self.jsonName = jsonName
    }

    public var description: String { jsonName }
}

/// A generated struct with optional members the spec lets be `null`: `nil` leaves such a member
/// out, and listing it in ``nulls`` sends it as `null` while it is nil (how an update clears a
/// value, or a Realtime `session.update` turns off `turn_detection`).
public protocol NullableMembers {
    /// The JSON names of the members sent as `null` while they are nil: what ``nulls`` lists,
    /// untyped (stored as names, so that no struct instantiates a generic type for it).
    var nullNames: Set<String> { get set }
}

extension NullableMembers {
    /// The members sent as `null` while they are nil; a value set on a member wins.
    public var nulls: Set<NullableMember<Self>> {
        // Loops, not `map` with a closure: a closure here captures `Self.Type`, which Swift 6
        // warns about in a target with the `SendableMetatypes` checks (an own-spec package).
        get {
            var members = Set<NullableMember<Self>>(minimumCapacity: nullNames.count)
            for name in nullNames { members.insert(NullableMember(name)) }
            return members
        }
        set {
            var names = Set<String>(minimumCapacity: newValue.count)
            for member in newValue { names.insert(member.jsonName) }
            nullNames = names
        }
    }

    /// This value, with `members` sent as `null` while they are nil:
    /// `UpdateVectorStoreRequest().sendingNull(.expiresAfter)` sends `{"expires_after":null}`.
    public func sendingNull(_ members: NullableMember<Self>...) -> Self {
        var copy = self
        for member in members { copy.nullNames.insert(member.jsonName) }
        return copy
    }
}

extension KeyedEncodingContainer where K == AnyCodingKey {
    /// The keyed container a generated `encode(to:)` writes its members into: the encoder's
    /// own, or, when `nulls` names members, one that writes `null` for a nil member named.
    public init(for encoder: any Encoder, nulls: Set<String>) {
        let container = encoder.container(keyedBy: AnyCodingKey.self)
        self = nulls.isEmpty ? container : KeyedEncodingContainer(NullsEncodingContainer(base: container, nulls: nulls))
    }
}
