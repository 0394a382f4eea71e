import Foundation

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON with sorted keys (`{"a":[1,true,null]}`), as it would be sent.
    public var description: String {
        jsonString()
    }

    /// The value as JSON text; `pretty` indents it.
    public func jsonString(pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a JSONValue cannot fail except for non-finite numbers, which JSON cannot hold.
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes the value into any `Decodable` type (a tool call's arguments, a structured
    /// output): `let weather = try arguments.decode(as: Weather.self)`.
    ///
    /// - Throws: `AIClientError` of kind `.decoding` when the value does not have the shape of `T`.
    public func decode<T: Decodable>(as type: T.Type = T.self) throws -> T {
        let data = try JSONEncoder().encode(self)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw AIClientError.decoding(error, payload: data, type: T.self)
        }
    }

    /// The JSON form of any `Encodable` value.
    public init(encoding value: some Encodable) throws {
        let data = try JSONEncoder().encode(value)
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }
}
