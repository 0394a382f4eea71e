import Foundation

/// The one JSON encoder and decoder every request and response goes through.
///
/// The encoder sorts keys and does not escape slashes:
/// - sorted keys make a request body byte-for-byte the same for the same value in every
///   process. Dictionaries (`[String: JSONValue]` tool schemas, `metadata`) otherwise come out
///   in a per-process random order, which defeats providers' prompt caching (a cache hit needs
///   an identical prefix) and makes recorded requests impossible to compare. The cost, a sort
///   of each object's keys, is small next to the network.
/// - `/` stays `/` (`"image/png"`, URLs), as every official SDK sends it.
///
/// Dates and binary data are left to the generated types (the APIs use Unix timestamps and
/// base64 strings), so no date or data strategy is set.
public enum JSONCoding {
    /// The shared encoder: `.sortedKeys` and `.withoutEscapingSlashes`.
    public static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// The shared decoder: ``ClientJSONDecoder``, which reads what `JSONDecoder` with its
    /// defaults reads, faster.
    public static let decoder = ClientJSONDecoder()

    /// Encodes a value with the shared encoder; failures become an invalid-request error.
    public static func encode(_ value: some Encodable) throws(AIClientError) -> Data {
        do {
            return try encoder.encode(value)
        } catch {
            throw AIClientError.invalidRequest("the request body could not be encoded as JSON: \(error)")
        }
    }

    /// JSON text of a value, for header parameters whose schema is not a plain string; nil
    /// stays nil.
    public static func encodeToString(_ value: (some Encodable)?) throws(AIClientError) -> String? {
        guard let value else { return nil }
        return String(decoding: try encode(value), as: UTF8.self)
    }

    /// Decodes `type` from `data` with the shared decoder; failures become a decoding error
    /// with the coding path and a snippet of the payload.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(AIClientError) -> T {
        do {
            return try responseDecoder.decode(type, from: data)
        } catch {
            throw AIClientError.decoding(error, payload: data, type: type)
        }
    }
}
