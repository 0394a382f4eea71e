import Foundation

extension JSONValue {
    /// The JSON form of any `Encodable` value: the value `JSONEncoder` would write, read back,
    /// built directly by an encoder that writes `JSONValue`s (no JSON text in between).
    ///
    /// Numbers read as they would from the text (`2.0` is `.integer(2)`), `Data` is base64
    /// text, a `URL` its absolute string and a `Date` seconds since 2001, as `JSONEncoder()`
    /// writes them; object keys are the coding keys' names.
    ///
    /// - Throws: `EncodingError.invalidValue` for a number JSON cannot hold (`Double.infinity`,
    ///   `.nan`) and for a top-level value that encodes nothing, with the coding path.
    public init(encoding value: some Encodable) throws {
        self = try JSONValueEncoder.encode(value)
    }
}
