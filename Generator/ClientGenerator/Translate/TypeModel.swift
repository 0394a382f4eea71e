/// The small Swift declaration model between the OpenAPI model and the rendered text.
///
/// It says *what* to generate (a struct with these properties, an open enum with these
/// values, a union decided by this tag) and nothing about formatting; the renderer decides
/// how it reads. Every declaration remembers the schema pointer it came from.

/// A reference to a Swift type as generated code spells it.
public indirect enum TypeRef: Hashable, Sendable {
    case string
    case integer
    case double
    case bool
    case jsonValue
    /// A generated type, by its path from the module's top level (`["Foo", "Bar"]` is `Foo.Bar`).
    case named([String])
    case array(TypeRef)
    case dictionary(TypeRef)
    /// A file part of a multipart body (`type: string, format: binary`).
    case file

    /// The JSON kind this type decodes from, when it has a single one.
    var jsonKind: JSONKind? {
        switch self {
        case .string: .string
        case .integer: .integer
        case .double: .number
        case .bool: .boolean
        case .array: .array
        case .dictionary: .object
        case .jsonValue, .named, .file: nil
        }
    }
}

/// The JSON kinds a union can tell apart without a tag.
public enum JSONKind: String, Hashable, Sendable, Comparable {
    case null, boolean, integer, number, string, array, object

    public static func < (lhs: JSONKind, rhs: JSONKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Documentation carried onto a declaration.
public struct DocComment: Hashable, Sendable {
    /// The spec's text, verbatim (its lines are kept, never reflowed).
    public var text: String?
    /// Where the declaration came from, e.g. `#/components/schemas/Foo`.
    public var source: String?
    /// `deprecated: true` (with an optional message).
    public var deprecated: Bool

    public init(text: String? = nil, source: String? = nil, deprecated: Bool = false) {
        self.text = text
        self.source = source
        self.deprecated = deprecated
    }
}

/// One generated type and the types nested in it.
public struct TypeDecl: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case object(ObjectDecl)
        case openEnum(EnumDecl)
        case union(UnionDecl)
        /// `typealias Name = Target` (arrays, maps and `JSONValue` fallbacks at the top level).
        case alias(TypeRef)
    }

    public var name: String
    public var kind: Kind
    public var doc: DocComment
    public var nested: [TypeDecl]
    /// For an alias a name record keeps (a nested type the spec now names as a component):
    /// the type it stands for, written as `@available(*, deprecated, renamed:)`.
    public var retiredFor: String?

    public init(name: String, kind: Kind, doc: DocComment, nested: [TypeDecl] = []) {
        self.name = name
        self.kind = kind
        self.doc = doc
        self.nested = nested
    }
}

public struct ObjectDecl: Hashable, Sendable {
    public var properties: [PropertyDecl]
    /// Sent as `multipart/form-data` (binary members are files), not as JSON.
    public var isMultipart = false
    /// The content type a multipart body's `encoding` gives a member, by JSON name: a member
    /// declared `application/json` is one JSON part, not `name[key]` fields.
    public var partContentTypes: [String: String] = [:]
    /// Multipart members that are one file or several (`anyOf` of a file and an array of
    /// files), by JSON name: one file goes out as `name`, several as `name[]`.
    public var oneOrMoreFiles: Set<String> = []
    /// `additionalProperties` with a schema, when the object also declares properties: the
    /// extra members are kept in `additionalProperties: [String: T]`.
    public var additionalProperties: TypeRef?

    public init(properties: [PropertyDecl], additionalProperties: TypeRef? = nil) {
        self.properties = properties
        self.additionalProperties = additionalProperties
    }
}

public struct PropertyDecl: Hashable, Sendable {
    public var swiftName: String
    public var jsonName: String
    public var type: TypeRef
    /// Required by the spec (the member is always sent / expected).
    public var required: Bool
    /// May be `null` (any of the four spellings).
    public var nullable: Bool
    /// A single-value `enum`/`const` (a tag such as `type: "function"`): stored as a `String`
    /// that starts with this value and is never asked from the caller.
    public var constant: String?
    public var doc: DocComment
    /// The place a name record keeps for this member among the initializer's parameters
    /// (``NameRecord/inits``); nil for a member the record does not know (it comes after).
    public var initRank: Int?

    public init(swiftName: String, jsonName: String, type: TypeRef, required: Bool, nullable: Bool, constant: String? = nil, doc: DocComment) {
        self.swiftName = swiftName
        self.jsonName = jsonName
        self.type = type
        self.required = required
        self.nullable = nullable
        self.constant = constant
        self.doc = doc
    }

    /// Swift optional: anything not both required and non-nullable.
    public var isOptional: Bool { !required || nullable }
}

public struct EnumDecl: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        public var swiftName: String
        public var rawValue: String
    }

    public var cases: [Case]
    /// The spec allows any string beside the listed values (a union of `string` and an
    /// `enum`, as model ids are): callers may hold the value in a `String`.
    public var acceptsAnyString = false
    /// Values a name record lists that the spec no longer does (a retired model id): kept as
    /// deprecated static members that decode and encode as `.unknown(value)`.
    public var retired: [Case] = []

    public init(cases: [Case]) {
        self.cases = cases
    }
}

public struct UnionDecl: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        public var swiftName: String
        public var payload: TypeRef
        /// Discriminator values that select this case.
        public var tags: [String]
        /// The JSON kinds the payload decodes from (used when there is no tag); several for a
        /// payload that is itself a union (`string | [parts]`), none when unknown.
        public var kinds: [JSONKind]
        /// Required member names, for choosing among untagged object variants.
        public var requiredKeys: [String]
        public var doc: DocComment
        /// Every member an object payload declares (empty for other payloads).
        public var declaredKeys: [String] = []
        /// Members an object payload pins to fixed strings (`role` → `["assistant"]`), in
        /// declaration order: they rule a case out when the payload says otherwise.
        public var constants: [Constant] = []

        public struct Constant: Hashable, Sendable {
            public var member: String
            public var values: [String]
        }
    }

    public var cases: [Case]
    /// The member whose string value selects the case (`type`, `role`, …), if any.
    public var discriminator: String?
    /// The case that takes a string literal (`.init(stringLiteral:)`), if any.
    public var stringCase: String?

    public init(cases: [Case], discriminator: String?, stringCase: String?) {
        self.cases = cases
        self.discriminator = discriminator
        self.stringCase = stringCase
    }
}
