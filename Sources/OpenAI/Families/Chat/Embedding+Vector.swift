import AIClientRuntime
import Foundation

extension Embedding {
    /// The embedding as `[Float]`, whether the API sent a float array or, for
    /// `encoding_format: base64`, little-endian float32 values in base64.
    ///
    /// - Throws: `AIClientError` of kind `.decoding` when the base64 text is not valid or its
    ///   length is not a whole number of float32 values.
    public var vector: [Float] {
        get throws {
            switch embedding {
            case .floats(let values):
                return values.map(Float.init)
            case .base64(let text):
                return try Self.floats(fromBase64: text)
            case .unknown(let value):
                if case .array(let items) = value {
                    let numbers = items.compactMap(\.doubleValue)
                    if numbers.count == items.count { return numbers.map(Float.init) }
                }
                throw AIClientError.decoding(VectorError("an embedding that is neither a float array nor base64"),
                                             payload: Data(value.description.utf8), type: [Float].self)
            }
        }
    }

    /// Little-endian float32 values from base64 (`encoding_format: base64`).
    static func floats(fromBase64 text: String) throws -> [Float] {
        guard let data = Data(base64Encoded: text), data.count % 4 == 0 else {
            throw AIClientError.decoding(VectorError("base64 that is not a whole number of float32 values"),
                                         payload: Data(text.utf8), type: [Float].self)
        }
        var floats: [Float] = []
        floats.reserveCapacity(data.count / 4)
        var index = data.startIndex
        while index < data.endIndex {
            let bits = UInt32(data[index]) | UInt32(data[index + 1]) << 8 | UInt32(data[index + 2]) << 16 | UInt32(data[index + 3]) << 24
            floats.append(Float(bitPattern: bits))
            index += 4
        }
        return floats
    }
}

extension CreateEmbeddingResponse {
    /// Every embedding of the response as `[Float]`, in the order of `data` (see `Embedding.vector`).
    public var vectors: [[Float]] {
        get throws { try data.map { try $0.vector } }
    }
}

/// Why an embedding could not be read as floats.
struct VectorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
