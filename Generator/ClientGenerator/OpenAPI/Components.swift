/// The `components` object.
///
/// Schemas are what the generator turns into named types. The other kinds are parsed (so that
/// mistakes in them are reported even when unused) but every `$ref` to them is already resolved
/// inline in operations.
public struct Components: Hashable, Sendable {
    /// `schemas`, in source order.
    public var schemas: [NamedSchema]
    /// `responses`; `status` is `.default` here since a component is bound to no status.
    public var responses: [Named<Response>]
    public var parameters: [Named<Parameter>]
    public var requestBodies: [Named<RequestBody>]
    /// `headers`; each header's `name` is its component name.
    public var headers: [Header]
    public var examples: [Named<Example>]
    public var securitySchemes: [Named<SecurityScheme>]
    /// Kinds the generator does not use (`links`, `callbacks`, `pathItems`), kept raw.
    public var other: [String: DocumentNode]
    public var extensions: [String: DocumentNode]

    public init() {
        self.schemas = []
        self.responses = []
        self.parameters = []
        self.requestBodies = []
        self.headers = []
        self.examples = []
        self.securitySchemes = []
        self.other = [:]
        self.extensions = [:]
    }
}
