/// Every runtime symbol generated code mentions, in one place, so the generator and
/// `AIClientRuntime` cannot drift apart silently (a test compiles generated code against the
/// runtime).
enum RuntimeSymbols {
    static let module = "AIClientRuntime"
    static let jsonValue = "JSONValue"
    static let openEnum = "OpenEnum"
    static let emptyDecodable = "EmptyDecodable"
    static let anyCodingKey = "AnyCodingKey"
    static let unionDecoding = "UnionDecoding"
    /// `KeyedDecodingContainer.decodeRequired(_:forKey:in:)` and
    /// `decodeRequired(_:forKey:in:constant:)`: tolerant required members and tags.
    static let decodeRequired = "decodeRequired"
    /// `AdditionalMembers.decode(from:excluding:)` / `.encode(_:to:)`.
    static let additionalMembers = "AdditionalMembers"
    static let multipartFile = "MultipartFile"
    static let indirectValue = "IndirectValue"
    static let multipartFormData = "MultipartFormData"
    static let multipartFormEncodable = "MultipartFormEncodable"
}
