/// Coding of the members an object has beside the ones its type declares, for generated
/// types whose schema keeps them (`additionalProperties` next to `properties`).
///
/// Generated code only: `init(from:)` reads the declared members by their JSON names, then
/// calls `decode(from:excluding:)` with those names for the rest; `encode(to:)` writes both.
public enum AdditionalMembers {
    /// Every member of the object being decoded whose name is not one of `declared`.
    @inlinable
    public static func decode<Value: Decodable>(
        from decoder: any Decoder, excluding declared: Set<String>
    ) throws -> [String: Value] {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var members: [String: Value] = [:]
        for key in container.allKeys where !declared.contains(key.stringValue) {
            members[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return members
    }

    /// Every member of the object being decoded whose name `Keys` does not declare.
    @inlinable
    public static func decode<Value: Decodable, Keys: CodingKey>(
        from decoder: any Decoder, excluding keys: Keys.Type
    ) throws -> [String: Value] {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var members: [String: Value] = [:]
        for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
            members[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return members
    }

    /// Writes `members` into the object being encoded, beside the declared ones.
    public static func encode<Value: Encodable>(_ members: [String: Value], to encoder: any Encoder) throws {
        guard !members.isEmpty else { return }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (name, value) in members {
            try container.encode(value, forKey: AnyCodingKey(name))
        }
    }
}
