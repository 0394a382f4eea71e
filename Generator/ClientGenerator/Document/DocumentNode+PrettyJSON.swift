extension DocumentNode {
    /// JSON text with two-space indentation, keys in the node's order, and a final newline:
    /// the same node always prints the same bytes (files written for review, such as the MCP
    /// tool manifest). Empty objects and arrays print as `{}` and `[]`; arrays of scalars stay
    /// on one line, so an `enum` or `required` list is one line of a diff.
    public var prettyJSONText: String {
        var output = ""
        writePrettyJSON(to: &output, indent: "")
        output += "\n"
        return output
    }

    private func writePrettyJSON(to output: inout String, indent: String) {
        switch value {
        case .array(let elements) where !elements.isEmpty && !elements.allSatisfy(\.isScalar):
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.writePrettyJSON(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .array(let elements) where !elements.isEmpty:
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.writeJSON(to: &output)
            }
            output += "]"
        case .object(let members) where !members.isEmpty:
            let inner = indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner
                DocumentNode.writeJSONString(member.key, to: &output)
                output += ": "
                member.value.writePrettyJSON(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        default:
            writeJSON(to: &output)
        }
    }

    private var isScalar: Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }
}
