/// The JSON types a schema's `type` keyword can name.
public enum JSONType: String, Hashable, Sendable, CaseIterable {
    case string
    case number
    case integer
    case boolean
    case array
    case object
    case null
}

/// One entry of a schema's `properties`, in source order.
public struct SchemaProperty: Hashable, Sendable {
    public var name: String
    public var schema: Schema

    public init(name: String, schema: Schema) {
        self.name = name
        self.schema = schema
    }
}

/// `additionalProperties`: a boolean or a schema.
public indirect enum AdditionalProperties: Hashable, Sendable {
    case allowed(Bool)
    case schema(Schema)
}

/// `exclusiveMinimum`/`exclusiveMaximum`, which changed meaning between versions.
public enum ExclusiveBound: Hashable, Sendable {
    /// OpenAPI 3.0: a flag that makes `minimum`/`maximum` exclusive.
    case flag(Bool)
    /// OpenAPI 3.1 (JSON Schema): the exclusive bound itself.
    case value(Double)
}

/// The OpenAPI `discriminator` of a union.
public struct Discriminator: Hashable, Sendable {
    /// One `mapping` entry: a tag value and the schema it selects.
    public struct Mapping: Hashable, Sendable {
        public var value: String
        /// The mapping target as written (a `$ref` or a bare component name).
        public var target: String
        /// The target resolved to a component schema; nil when it could not be resolved
        /// (an error diagnostic says why).
        public var reference: SchemaReference?

        public init(value: String, target: String, reference: SchemaReference?) {
            self.value = value
            self.target = target
            self.reference = reference
        }
    }

    public var propertyName: String
    /// `mapping`, in source order.
    public var mapping: [Mapping]
    public var extensions: [String: DocumentNode]

    public init(propertyName: String, mapping: [Mapping] = [], extensions: [String: DocumentNode] = [:]) {
        self.propertyName = propertyName
        self.mapping = mapping
        self.extensions = extensions
    }
}

/// A schema with its component name and the reference that designates it.
public struct NamedSchema: Hashable, Sendable {
    public var name: String
    public var reference: SchemaReference
    public var schema: Schema

    public init(name: String, reference: SchemaReference, schema: Schema) {
        self.name = name
        self.reference = reference
        self.schema = schema
    }
}
