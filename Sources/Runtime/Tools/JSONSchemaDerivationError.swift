/// Why `JSONSchema(for:)` could not describe a type: which member, of which type, and what to
/// write instead. Derivation never guesses: a type whose decoding it cannot follow fails
/// with this error rather than giving a schema the type would not decode. Its description
/// reads "cannot derive a JSON schema for Trip: member legs[].mode (Mode) decodes by looking
/// at the keys that arrive (an enum with associated values, …): strict mode needs named members; …".
public struct JSONSchemaDerivationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type whose schema was asked for.
    public let rootType: String
    /// Where derivation stopped, from the root: member names joined by `.`, `[]` for an array's
    /// elements, `[key]` for a dictionary's values; empty for the root itself.
    public let memberPath: String
    /// The Swift type of that member (`in Owner` when only the type that decodes it is known).
    public let memberType: String
    /// What went wrong, and what to write instead.
    public let reason: String

    public init(rootType: String, memberPath: String, memberType: String, reason: String) {
        self.rootType = rootType
        self.memberPath = memberPath
        self.memberType = memberType
        self.reason = reason
    }

    public var description: String {
        let member = memberPath.isEmpty ? "" : "member \(memberPath) "
        return "cannot derive a JSON schema for \(rootType): \(member)(\(memberType)) \(reason)"
    }
}

/// A reason derivation stopped, before the path is known (the deriver adds it).
struct SchemaIssue: Error {
    var reason: String
    /// The member below the current type where it happened, when a container knows it.
    var member: String?
    /// That member's Swift type, when known.
    var memberType: String?

    init(_ reason: String, member: String? = nil, memberType: String? = nil) {
        self.reason = reason
        self.member = member
        self.memberType = memberType
    }
}
