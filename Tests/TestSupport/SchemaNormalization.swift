import AIClientRuntime

extension JSONValue {
    /// A JSON schema as Pydantic writes it, compared by what it accepts: `title`s dropped, and
    /// every `$ref` to `#/$defs/<name>` replaced by the definition (`$defs` dropped).
    public var schemaWithoutTitlesAndReferences: JSONValue {
        let definitions = self["$defs"]
        func normalized(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(let members):
                if let target = members["$ref"]?.stringValue, target.hasPrefix("#/$defs/"),
                   let definition = definitions?[String(target.dropFirst("#/$defs/".count))] {
                    return normalized(definition)
                }
                var result: [String: JSONValue] = [:]
                for (key, member) in members where key != "title" && key != "$defs" {
                    result[key] = key == "properties" ? .object((member.objectValue ?? [:]).mapValues(normalized)) : normalized(member)
                }
                return .object(result)
            case .array(let items):
                return .array(items.map(normalized))
            default:
                return value
            }
        }
        return normalized(self)
    }

    private var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }
}
