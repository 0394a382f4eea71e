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
    /// The value is read back with ``ClientJSONDecoder``, as a response is: its cost grows
    /// linearly with the value however deeply it nests (a model can be prompted into nested
    /// brackets), where Foundation's `JSONDecoder` took about the cube of the depth.
    ///
    /// - Throws: `AIClientError` of kind `.decoding` when the value does not have the shape of
    ///   `T`, or nests deeper than JSON text may (512 levels).
    public func decode<T: Decodable>(as type: T.Type = T.self) throws -> T {
        let data: Data
        do {
            data = try JSONEncoder().encode(self)
        } catch {
            throw AIClientError.decoding(error, payload: Data(), type: T.self, context: "the value could not be written as JSON")
        }
        do {
            return try JSONCoding.responseDecoder.decode(T.self, from: data)
        } catch {
            throw AIClientError.decoding(error, payload: data, type: T.self)
        }
    }
}
