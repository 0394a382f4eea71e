/// Any JSON value, as hand-written SDKs keep schemas, tool inputs and other free-form members.
enum HandWrittenJSON: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([HandWrittenJSON])
    case object([String: HandWrittenJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([HandWrittenJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: HandWrittenJSON].self))
        }
    }
}

/// Thrown for a `type` tag a hand-written union does not know, as such SDKs do.
struct UnknownTypeError: Error {
    let type: String
}
