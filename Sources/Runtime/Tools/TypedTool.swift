import Foundation

/// A function the model may call, whose arguments decode into `Arguments`: one definition for
/// chat, Responses and Anthropic tools (`chatTool`, `responsesTool`, `anthropicTool` in each
/// client). The parameters' schema is derived from `Arguments` (see `JSONSchema(for:)`):
///
/// ```swift
/// struct City: Decodable, Sendable { var city: String }
/// let weather = try TypedTool("get_weather", description: "Today's weather", arguments: City.self)
/// ```
public struct TypedTool<Arguments: Decodable & Sendable>: Sendable {
    public var name: String
    public var description: String?
    /// The arguments' schema, rendered in the strict subset (`JSONSchema.json`).
    public var parameters: JSONSchema
    /// Whether OpenAI must follow the schema exactly (`strict: true`).
    public var strict: Bool

    /// A tool whose parameters are `Arguments`' derived schema, strict unless it holds a
    /// dictionary (see `JSONSchema.isStrict`).
    ///
    /// - Throws: ``JSONSchemaDerivationError`` naming the member when `Arguments` cannot be
    ///   described, or is not an object.
    public init(_ name: String, description: String? = nil, arguments: Arguments.Type) throws {
        let schema = try JSONSchema(for: Arguments.self).requiringObject(for: Arguments.self)
        self.init(name, description: description, parameters: schema, strict: schema.isStrict, arguments: arguments)
    }

    /// A tool whose parameters' schema is written by hand:
    ///
    /// ```swift
    /// let weather = TypedTool("get_weather", parameters: .object(["city": .string()]), arguments: City.self)
    /// ```
    public init(_ name: String, description: String? = nil, parameters: JSONSchema, strict: Bool = true,
                arguments: Arguments.Type = Arguments.self) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.strict = strict
    }

    /// Decodes arguments sent as JSON text (OpenAI's `arguments`); dates as ISO 8601, as the
    /// derived schema describes them.
    ///
    /// - Throws: `AIClientError` of kind `.decoding` when the text is not JSON of `Arguments`' shape.
    public func decodeArguments(_ json: String) throws -> Arguments {
        let data = Data(json.utf8)
        do {
            return try StructuredOutputDecoding.clientDecoder.decode(Arguments.self, from: data)
        } catch {
            throw AIClientError.decoding(error, payload: data, type: Arguments.self, context: "arguments of tool \(name)")
        }
    }

    /// Decodes arguments sent as a JSON value (Anthropic's `input`).
    public func decodeArguments(_ json: JSONValue) throws -> Arguments {
        try decodeArguments(json.description)
    }
}

/// A tool and the Swift code that answers its calls, for the clients' `runTools` loops.
public struct ToolHandler: Sendable {
    public let name: String
    public let description: String?
    public let parameters: JSONSchema
    public let strict: Bool
    let body: @Sendable (String) async throws -> String

    /// Answers calls of `tool` with `body`, which gets the decoded arguments and returns the
    /// result text sent back to the model.
    public init<Arguments>(_ tool: TypedTool<Arguments>, _ body: @escaping @Sendable (Arguments) async throws -> String) {
        name = tool.name
        description = tool.description
        parameters = tool.parameters
        strict = tool.strict
        self.body = { json in try await body(try tool.decodeArguments(json)) }
    }

    /// Answers calls of a tool described by name and schema alone (an MCP server's tool): `body`
    /// gets the arguments as the model sent them (JSON text) and returns the result text.
    public init(name: String, description: String?, parameters: JSONSchema, strict: Bool = false,
                body: @escaping @Sendable (String) async throws -> String) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.strict = strict
        self.body = body
    }

    /// Runs the tool on arguments given as JSON text.
    public func callAsFunction(arguments json: String) async throws -> String {
        try await body(json)
    }

    /// The handler among `handlers` for the tool `name`, or an `AIClientError` naming the
    /// unknown tool (the model called something it was not offered).
    public static func find(_ name: String, in handlers: [ToolHandler]) throws -> ToolHandler {
        guard let handler = handlers.first(where: { $0.name == name }) else {
            throw AIClientError.invalidRequest("the model called tool \"\(name)\", which is not among the handlers (\(handlers.map(\.name).joined(separator: ", ")))")
        }
        return handler
    }

    /// The error a run loop throws when the model still calls tools after `limit` rounds.
    public static func tooManyRounds(_ limit: Int) -> AIClientError {
        AIClientError.invalidRequest("runTools stopped after \(limit) rounds of tool calls; raise maxRounds if the task needs more")
    }
}
