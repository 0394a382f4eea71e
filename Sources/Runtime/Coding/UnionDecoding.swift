/// What generated union types use to choose a variant without trying them all.
///
/// A union decodes in one of three ways, chosen by the generator from the spec: by the string
/// value of a discriminator member, by the JSON kind of the value (string, array, object…), or,
/// for untagged object variants, by which required keys are present.
public enum UnionDecoding {
    /// The JSON kind of a value, as far as choosing a variant needs.
    public enum Kind: Sendable, Hashable {
        case null, bool, integer, number, string, array, object
    }

    /// The string value of member `key` when the value is an object that has it; nil otherwise.
    public static func tag(of decoder: any Decoder, key: String) -> String? {
        if let tape = decoder as? TapeDecoder {
            guard tape.nodes[tape.current].kind == .object, let value = tape.member(key, in: tape.current) else { return nil }
            return try? tape.unboxString(value)
        }
        guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else { return nil }
        return try? container.decodeIfPresent(String.self, forKey: AnyCodingKey(key))
    }

    /// The JSON kind of the value being decoded.
    public static func kind(of decoder: any Decoder) -> Kind {
        if let tape = decoder as? TapeDecoder {
            switch tape.nodes[tape.current].kind {
            case .null: return .null
            case .false, .true: return .bool
            case .string: return .string
            case .array: return .array
            case .object: return .object
            case .number: return (try? tape.unboxInteger(Int.self, tape.current)) != nil ? .integer : .number
            }
        }
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil { return .object }
        if (try? decoder.unkeyedContainer()) != nil { return .array }
        guard let container = try? decoder.singleValueContainer() else { return .null }
        if container.decodeNil() { return .null }
        if (try? container.decode(Bool.self)) != nil { return .bool }
        if (try? container.decode(Int.self)) != nil { return .integer }
        if (try? container.decode(Double.self)) != nil { return .number }
        return .string
    }

    /// The member names of an object value (empty for other kinds).
    public static func keys(of decoder: any Decoder) -> Set<String> {
        if let tape = decoder as? TapeDecoder {
            guard tape.nodes[tape.current].kind == .object else { return [] }
            return Set(tape.memberNames(of: tape.current))
        }
        guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else { return [] }
        return Set(container.allKeys.map(\.stringValue))
    }
}
