/// One JSON Schema (OpenAPI 3.0 or 3.1 dialect) as written in the spec.
///
/// Every keyword the generator can use is kept, including the siblings of a `$ref` (3.1 allows
/// them, and the OpenAI spec has hundreds: `nullable`, `description`, `default`…). Raw JSON
/// values (`enum`, `const`, `default`, examples, extensions) stay `DocumentNode`s, whose equality
/// ignores source positions, so the same spec read from YAML and from JSON gives equal schemas.
/// A property named after a keyword holds that keyword's value; nil (or empty) means absent.
public struct Schema: Hashable, Sendable {
    /// Where the schema was written: a pointer into the file it was read from.
    public var pointer: JSONPointer
    /// Set for the boolean schemas: `true` accepts any value, `false` accepts none. The other
    /// keywords are then empty.
    public var boolean: Bool?

    /// `$ref` to a component schema (`#/components/schemas/X`, in this or another file). Other
    /// references are resolved inline by the loader and leave this nil.
    public var reference: SchemaReference?
    /// `$recursiveRef: "#"`, resolved to the component schema that declares `$recursiveAnchor`.
    public var recursiveReference: SchemaReference?
    /// `$recursiveAnchor`.
    public var recursiveAnchor: Bool?

    /// `type`, written as one string or as an array; nil when absent.
    public var types: [JSONType]?
    /// The OpenAPI 3.0 `nullable` keyword (also found in 3.1 specs in the wild).
    public var nullable: Bool?
    /// `const`.
    public var const: DocumentNode?
    /// `enum`, values in source order.
    public var `enum`: [DocumentNode]?

    public var allOf: [Schema]?
    public var anyOf: [Schema]?
    public var oneOf: [Schema]?
    /// `not`.
    public var not: Schema? {
        get { notBox?.value }
        set { notBox = newValue.map(Indirect.init) }
    }
    public var discriminator: Discriminator?

    /// `properties`, in source order.
    public var properties: [SchemaProperty]
    /// `required` property names, in source order.
    public var required: [String]
    public var additionalProperties: AdditionalProperties?
    /// `propertyNames`.
    public var propertyNames: Schema? {
        get { propertyNamesBox?.value }
        set { propertyNamesBox = newValue.map(Indirect.init) }
    }
    public var minProperties: Int?
    public var maxProperties: Int?

    /// `items` (a single schema, as in OpenAPI 3.0 and JSON Schema 2020-12).
    public var items: Schema? {
        get { itemsBox?.value }
        set { itemsBox = newValue.map(Indirect.init) }
    }
    public var prefixItems: [Schema]?
    public var minItems: Int?
    public var maxItems: Int?
    public var uniqueItems: Bool?

    public var minLength: Int?
    public var maxLength: Int?
    public var pattern: String?
    public var format: String?
    public var contentEncoding: String?
    public var contentMediaType: String?

    public var minimum: Double?
    public var maximum: Double?
    public var exclusiveMinimum: ExclusiveBound?
    public var exclusiveMaximum: ExclusiveBound?
    public var multipleOf: Double?

    public var title: String?
    public var description: String?
    /// `default`.
    public var `default`: DocumentNode?
    /// The OpenAPI `example` keyword (one value).
    public var example: DocumentNode?
    /// The JSON Schema `examples` keyword (an array in 3.1), kept raw.
    public var examples: DocumentNode?
    public var deprecated: Bool?
    public var readOnly: Bool?
    public var writeOnly: Bool?
    /// `x-…` keys.
    public var extensions: [String: DocumentNode]

    // Single sub-schemas are boxed so that `Schema` can contain itself.
    private var notBox: Indirect<Schema>?
    private var propertyNamesBox: Indirect<Schema>?
    private var itemsBox: Indirect<Schema>?

    public init(pointer: JSONPointer = .root) {
        self.pointer = pointer
        self.properties = []
        self.required = []
        self.extensions = [:]
    }

    /// A boolean schema (`true` or `false`).
    public init(boolean: Bool, pointer: JSONPointer = .root) {
        self.init(pointer: pointer)
        self.boolean = boolean
    }

    /// A schema made of a component reference.
    public init(reference: SchemaReference, pointer: JSONPointer = .root) {
        self.init(pointer: pointer)
        self.reference = reference
    }

    /// The schema of the property `name`, if declared.
    public func property(_ name: String) -> Schema? {
        properties.first { $0.name == name }?.schema
    }
}

/// A value box with value semantics for equality, used to nest a schema inside a schema.
final class Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
