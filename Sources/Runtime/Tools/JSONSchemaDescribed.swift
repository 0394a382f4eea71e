/// Descriptions and constraints for the schema `JSONSchema(for:)` derives from a type: adopt
/// it beside `Decodable`. Both requirements have defaults (none).
///
/// ```swift
/// struct Forecast: Decodable, JSONSchemaDescribed {
///     var city: String
///     var highs: [Int]
///     static let schemaDescription: String? = "A week's forecast"
///     static let schemaAnnotations: [String: JSONSchema.Annotation] = [
///         "city": "The city, e.g. Paris",
///         "highs": .init("Daily highs in °C", minItems: 7, maxItems: 7),
///     ]
/// }
/// ```
///
/// Members are named by their JSON keys (a `CodingKeys` raw value). An annotation for a
/// member the type does not decode, or a constraint that does not fit the member's type (a
/// `minimum` on a string), makes the derivation fail: the annotations cannot drift from the
/// type either.
public protocol JSONSchemaDescribed {
    /// What the type means, shown to the model.
    static var schemaDescription: String? { get }
    /// Per member, by JSON key: its description and constraints.
    static var schemaAnnotations: [String: JSONSchema.Annotation] { get }
}

extension JSONSchemaDescribed {
    public static var schemaDescription: String? { nil }
    public static var schemaAnnotations: [String: JSONSchema.Annotation] { [:] }
}

extension JSONSchema {
    /// A member's description and constraints (see `JSONSchemaDescribed`); a string literal is
    /// a description alone. Constraints a provider's strict mode does not take are sent in the
    /// description instead (see `json(for:)`).
    public struct Annotation: Sendable, Hashable, ExpressibleByStringLiteral {
        public var description: String?
        var keywords: [String: JSONValue] = [:]

        /// - Parameters:
        ///   - format: A string format: `date`, `time`, `email`, `uuid`, … (`Date` members are
        ///     `date-time` already).
        ///   - pattern: A regular expression strings must match.
        ///   - minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf: For numbers.
        ///   - minItems, maxItems: For arrays.
        public init(
            _ description: String? = nil, format: String? = nil, pattern: String? = nil,
            minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil,
            exclusiveMaximum: Double? = nil, multipleOf: Double? = nil, minItems: Int? = nil, maxItems: Int? = nil
        ) {
            self.description = description
            keywords["format"] = format.map(JSONValue.string)
            keywords["pattern"] = pattern.map(JSONValue.string)
            for (name, number) in [("minimum", minimum), ("maximum", maximum), ("exclusiveMinimum", exclusiveMinimum),
                                   ("exclusiveMaximum", exclusiveMaximum), ("multipleOf", multipleOf)] {
                keywords[name] = number.map { Int(exactly: $0).map(JSONValue.integer) ?? .number($0) }
            }
            keywords["minItems"] = minItems.map(JSONValue.integer)
            keywords["maxItems"] = maxItems.map(JSONValue.integer)
        }

        public init(stringLiteral description: String) {
            self.init(description)
        }
    }
}

extension JSONSchema {
    /// `annotation` applied to this schema; for an optional (`anyOf` with `null`) the
    /// constraints go to the non-null branch. Nil when a constraint does not fit: the reason.
    func annotated(_ annotation: Annotation) -> Result<JSONSchema, SchemaIssue> {
        var copy = self
        if let description = annotation.description { copy.description = description }
        guard !annotation.keywords.isEmpty else { return .success(copy) }
        if case .anyOf(var schemas) = kind, let index = schemas.firstIndex(where: { $0.kind != .null }), schemas.count == 2 {
            var bare = annotation
            bare.description = nil
            switch schemas[index].annotated(bare) {
            case .success(let inner): schemas[index] = inner
            case .failure(let issue): return .failure(issue)
            }
            copy = JSONSchema(.anyOf(schemas), description: copy.description)
            return .success(copy)
        }
        for (keyword, value) in annotation.keywords {
            guard fits(keyword) else {
                return .failure(SchemaIssue("\(keyword) does not apply to \(kindName)"))
            }
            copy.keywords[keyword] = value
        }
        return .success(copy)
    }

    private func fits(_ keyword: String) -> Bool {
        switch (keyword, kind) {
        case ("format", .string), ("pattern", .string): true
        case ("minItems", .array), ("maxItems", .array): true
        case (_, .integer), (_, .number): ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].contains(keyword)
        default: false
        }
    }

    var kindName: String {
        switch kind {
        case .string, .enumeration: "a string"
        case .integer, .integerEnumeration: "an integer"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object, .dictionary, .reference: "an object"
        case .anyOf: "a choice of schemas"
        case .verbatim: "a schema given as JSON"
        }
    }
}
