/// A parsed OpenAPI 3.0/3.1 document with its `$ref`s resolved.
///
/// References to component schemas stay `SchemaReference`s (the generator makes named types
/// of them); every other reference is resolved inline. The model holds JSON pointers but no
/// source positions or file paths, so two readings of the same spec compare equal whatever
/// their syntax; `LoadedSpec` maps pointers back to `file:line:column`.
public struct OpenAPIDocument: Hashable, Sendable {
    /// The `openapi` version string, e.g. `3.1.0`.
    public var openapi: String
    public var info: Info
    public var jsonSchemaDialect: String?
    public var servers: [Server]
    /// `paths`, in source order.
    public var paths: [PathItem]
    /// `webhooks`, in source order; each item's `key` is the webhook name.
    public var webhooks: [PathItem]
    public var components: Components
    /// The document-wide security requirements (empty when absent).
    public var security: [SecurityRequirement]
    public var tags: [Tag]
    /// `x-…` keys of the root object.
    public var extensions: [String: DocumentNode]
    /// Component schemas of other files reached through `$ref`, sorted by reference.
    public var externalSchemas: [NamedSchema]
    /// Schemas at non-component locations that stay references because inlining them would
    /// loop (named after the pointer's last token), sorted by reference.
    public var detachedSchemas: [NamedSchema]
    /// Strongly connected components of the schema reference graph (size > 1 or a schema that
    /// refers to itself): each sorted, the list sorted by first member.
    public var referenceCycles: [[SchemaReference]]

    public init(openapi: String, info: Info) {
        self.openapi = openapi
        self.info = info
        self.servers = []
        self.paths = []
        self.webhooks = []
        self.components = Components()
        self.security = []
        self.tags = []
        self.extensions = [:]
        self.externalSchemas = []
        self.detachedSchemas = []
        self.referenceCycles = []
    }

    /// Every schema a `SchemaReference` of this document can designate.
    ///
    /// Built on demand (the model stays a plain value); callers that look up many references
    /// should keep the result.
    public func schemasByReference() -> [SchemaReference: Schema] {
        var index: [SchemaReference: Schema] = [:]
        index.reserveCapacity(components.schemas.count + externalSchemas.count + detachedSchemas.count)
        for named in components.schemas {
            index[named.reference] = named.schema
        }
        for named in externalSchemas {
            index[named.reference] = named.schema
        }
        for named in detachedSchemas {
            index[named.reference] = named.schema
        }
        return index
    }

    /// All operations under `paths`, in source order.
    public var operations: [Operation] {
        paths.flatMap(\.operations)
    }
}

/// The `info` object.
public struct Info: Hashable, Sendable {
    public var title: String
    public var version: String
    public var summary: String?
    public var description: String?
    public var termsOfService: String?
    public var contact: Contact?
    public var license: License?
    public var extensions: [String: DocumentNode]

    public init(title: String = "", version: String = "") {
        self.title = title
        self.version = version
        self.extensions = [:]
    }
}

/// `info.contact`.
public struct Contact: Hashable, Sendable {
    public var name: String?
    public var url: String?
    public var email: String?

    public init(name: String? = nil, url: String? = nil, email: String? = nil) {
        self.name = name
        self.url = url
        self.email = email
    }
}

/// `info.license`.
public struct License: Hashable, Sendable {
    public var name: String
    /// SPDX identifier (3.1).
    public var identifier: String?
    public var url: String?

    public init(name: String = "", identifier: String? = nil, url: String? = nil) {
        self.name = name
        self.identifier = identifier
        self.url = url
    }
}

/// A value with the name it has in a map of the spec (`components/parameters/<name>`…).
public struct Named<Value: Hashable & Sendable>: Hashable, Sendable {
    public var name: String
    public var value: Value

    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}
