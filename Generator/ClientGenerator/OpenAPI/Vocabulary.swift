/// The kinds of objects the parser reads, with the keywords each one allows.
///
/// Used to word diagnostics ("unknown keyword 'max_items' in schema") and to suggest the
/// keyword that was probably meant.
enum ObjectKind: String {
    case document = "the document root"
    case info
    case contact
    case license
    case server
    case serverVariable = "server variable"
    case components
    case pathItem = "path item"
    case operation
    case parameter
    case requestBody = "request body"
    case mediaType = "media type"
    case encoding
    case response
    case header
    case example
    case tag
    case securityScheme = "security scheme"
    case schema
    case discriminator

    var name: String { rawValue }

    var keywords: [String] {
        switch self {
        case .document:
            ["openapi", "info", "jsonSchemaDialect", "servers", "paths", "webhooks", "components", "security", "tags", "externalDocs"]
        case .info:
            ["title", "summary", "description", "termsOfService", "contact", "license", "version"]
        case .contact:
            ["name", "url", "email"]
        case .license:
            ["name", "identifier", "url"]
        case .server:
            ["url", "description", "variables"]
        case .serverVariable:
            ["enum", "default", "description"]
        case .components:
            ["schemas", "responses", "parameters", "examples", "requestBodies", "headers", "securitySchemes", "links", "callbacks", "pathItems"]
        case .pathItem:
            ["$ref", "summary", "description", "servers", "parameters"] + HTTPMethod.allCases.map(\.rawValue)
        case .operation:
            ["tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody", "responses", "callbacks", "deprecated", "security", "servers"]
        case .parameter:
            ["name", "in", "description", "required", "deprecated", "allowEmptyValue", "style", "explode", "allowReserved", "schema", "example", "examples", "content"]
        case .requestBody:
            ["description", "content", "required"]
        case .mediaType:
            ["schema", "example", "examples", "encoding"]
        case .encoding:
            ["contentType", "headers", "style", "explode", "allowReserved"]
        case .response:
            ["description", "headers", "content", "links"]
        case .header:
            ["description", "required", "deprecated", "allowEmptyValue", "style", "explode", "allowReserved", "schema", "example", "examples", "content"]
        case .example:
            ["summary", "description", "value", "externalValue"]
        case .tag:
            ["name", "description", "externalDocs"]
        case .securityScheme:
            ["type", "description", "name", "in", "scheme", "bearerFormat", "flows", "openIdConnectUrl"]
        case .schema:
            ObjectKind.schemaKeywords
        case .discriminator:
            ["propertyName", "mapping"]
        }
    }

    /// JSON Schema (2019-09/2020-12 and the OpenAPI 3.0 subset) plus the OpenAPI additions.
    static let schemaKeywords: [String] = [
        "$ref", "$recursiveRef", "$recursiveAnchor", "$dynamicRef", "$dynamicAnchor", "$id", "$schema",
        "$anchor", "$comment", "$defs", "definitions", "$vocabulary",
        "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
        "maxProperties", "minProperties", "required", "dependentRequired", "allOf", "anyOf", "oneOf", "not",
        "if", "then", "else", "dependentSchemas", "dependencies", "prefixItems", "items", "additionalItems", "contains",
        "properties", "patternProperties", "additionalProperties", "propertyNames", "unevaluatedItems",
        "unevaluatedProperties", "format", "contentEncoding", "contentMediaType", "contentSchema", "title",
        "description", "default", "deprecated", "readOnly", "writeOnly", "examples", "nullable", "discriminator",
        "xml", "externalDocs", "example",
    ]

    /// The keyword `key` was probably meant to be, if one is close: same letters ignoring case,
    /// `_` and `-` (`max_items` → `maxItems`), else at most two edits away.
    func suggestion(for key: String) -> String? {
        let folded = ObjectKind.fold(key)
        if let match = keywords.first(where: { ObjectKind.fold($0) == folded }) {
            return match
        }
        guard key.count >= 4 else { return nil }
        var best: (keyword: String, distance: Int)?
        for keyword in keywords {
            let distance = ObjectKind.editDistance(folded, ObjectKind.fold(keyword), limit: 2)
            if distance <= 2, distance < (best?.distance ?? Int.max) {
                best = (keyword, distance)
            }
        }
        return best?.keyword
    }

    private static func fold(_ text: String) -> [Character] {
        text.lowercased().filter { $0 != "_" && $0 != "-" }.map { $0 }
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it exceeds `limit`.
    private static func editDistance(_ lhs: [Character], _ rhs: [Character], limit: Int) -> Int {
        if abs(lhs.count - rhs.count) > limit { return limit + 1 }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            var rowMinimum = current[0]
            for (j, right) in rhs.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
                rowMinimum = Swift.min(rowMinimum, current[j + 1])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
