/// Which answers a decoding pass gives to "is it there?" questions (`decodeIfPresent`,
/// `decodeNil`, `contains`): a type is decoded once with every optional member present and
/// once with every one absent, and must ask for the same members both times.
enum SchemaPass {
    case present
    case absent
}

/// What one decoding pass of a type asked of its decoder: the container it took and what it
/// decoded from it, in order.
final class RecordedShape {
    enum Form {
        case none
        case object
        case array
        case value
    }

    /// A member, an array's elements or a single value: a schema, or a container of its own.
    enum Content {
        case schema(JSONSchema)
        case nested(RecordedShape)
    }

    struct Member {
        var name: String
        var content: Content?
        /// The Swift type decoded for it, when it was decoded with `decode`/`decodeIfPresent`.
        var typeName: String?
        /// `decodeNil(forKey:)` was asked: the member may be null.
        var nilChecked = false
    }

    private(set) var form: Form = .none
    private(set) var members: [Member] = []
    /// Keys asked about with `contains(_:)`.
    var containsAsked: Set<String> = []
    /// `allKeys` was read: the type decodes whichever keys arrive.
    var usedAllKeys = false
    /// The elements of an array, or the single value.
    var content: Content?
    /// How many elements an array container handed out.
    var decodedElements = 0
    /// `decodeNil()` was asked of an array or single-value container.
    var nilChecked = false

    /// Takes `form`; a type may take the same kind of container again (a subclass and its
    /// superclass both read one object), never another kind.
    func become(_ form: Form) throws {
        if self.form == .none { self.form = form }
        guard self.form == form else {
            throw SchemaIssue("decodes itself both as \(Self.name(self.form)) and as \(Self.name(form)): strict mode describes one shape")
        }
    }

    /// Records `content` for the member `name`; the same member decoded twice must be the same.
    func record(_ name: String, _ content: Content?, type: Any.Type? = nil, nilChecked: Bool = false) throws {
        guard let index = members.firstIndex(where: { $0.name == name }) else {
            members.append(Member(name: name, content: content, typeName: type.map { String(describing: $0) }, nilChecked: nilChecked))
            return
        }
        if let type { members[index].typeName = String(describing: type) }
        members[index].nilChecked = members[index].nilChecked || nilChecked
        guard let content else { return }
        if let existing = members[index].content {
            guard case .schema(let old) = existing, case .schema(let new) = content, old == new else {
                throw SchemaIssue("is decoded twice, as two different types: strict mode gives each member one type", member: name)
            }
        }
        members[index].content = content
    }

    private static func name(_ form: Form) -> String {
        switch form {
        case .none: "nothing"
        case .object: "an object"
        case .array: "an array"
        case .value: "a single value"
        }
    }
}

/// The decoder a type's `init(from:)` runs against while its schema is derived: it hands out
/// sample values and records what was asked for.
struct SchemaRecordingDecoder: Decoder {
    let deriver: SchemaDeriver
    let pass: SchemaPass
    let shape: RecordedShape
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try deriver.guarded { try shape.become(.object) }
        return KeyedDecodingContainer(KeyedSchemaRecorder<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try deriver.guarded { try shape.become(.array) }
        return UnkeyedSchemaRecorder(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try deriver.guarded { try shape.become(.value) }
        return SingleValueSchemaRecorder(decoder: self)
    }

    /// A decoder for a container nested in this one (`nestedContainer`, `superDecoder`).
    func nested(_ shape: RecordedShape, at key: (any CodingKey)?) -> SchemaRecordingDecoder {
        SchemaRecordingDecoder(deriver: deriver, pass: pass, shape: shape, codingPath: codingPath + (key.map { [$0] } ?? []))
    }

    /// A sample of `type` for the member `name` (nil for an array's elements), recording its
    /// schema through `record`. `optional` answers as `decodeIfPresent` does: nil in the pass
    /// where optional members are absent (and for a type that contains itself).
    func sample<T: Decodable>(_ type: T.Type, member name: String?, optional: Bool,
                              record: (JSONSchema) throws -> Void) throws -> T? {
        let derived = try deriver.derive(type, member: name)
        try deriver.guarded { try record(optional ? SchemaDeriver.optional(derived.schema) : derived.schema) }
        if optional {
            return pass == .absent ? nil : derived.sample as? T
        }
        // An optional type decoded with `decode` is absent in the second pass too.
        if pass == .absent, let optionalType = type as? any OptionalSchemaShape.Type {
            return .some(optionalType.absent as! T)
        }
        guard let sample = derived.sample as? T else {
            throw deriver.fail(SchemaIssue(
                "contains itself with no optional, array or dictionary between: no finite value has this shape", member: name),
                memberType: String(describing: type))
        }
        return .some(sample)
    }
}
