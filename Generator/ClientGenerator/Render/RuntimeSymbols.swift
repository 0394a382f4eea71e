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
    /// `decodeRequired(_:forKey:in:constant:)` (checked discriminators) and
    /// `decodeRequired(_:forKey:in:standIn:)` (other pinned members): tolerant required members.
    static let decodeRequired = "decodeRequired"
    /// `KeyedDecodingContainer.decodeIfPresent(_:forKey:constant:)`: optional members pinned
    /// to one value, refusing any other.
    static let decodeIfPresentConstant = "decodeIfPresent"
    /// `AdditionalMembers.decode(from:excluding:)` / `.encode(_:to:)`.
    static let additionalMembers = "AdditionalMembers"
    static let multipartFile = "MultipartFile"
    /// `NullableMember<Owner>`: the typed names of a struct's nullable members.
    static let nullableMember = "NullableMember"
    /// `NullableMembers`: a struct with nullable members, whose `nulls` `sendingNull(_:)` adds to.
    static let nullableMembers = "NullableMembers"
    static let indirectValue = "IndirectValue"
    static let multipartFormData = "MultipartFormData"
    static let multipartFormEncodable = "MultipartFormEncodable"
}
