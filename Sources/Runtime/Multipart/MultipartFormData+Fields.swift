import Foundation

/// Structured values spread over form fields the way the official SDKs send them: no field is
/// ever JSON text.
///
/// | value | parts |
/// |---|---|
/// | string | `name=text` |
/// | number | `name=0.5`, `name=300` (a float keeps its `.0`: `0.0`) |
/// | boolean | `name=true` / `name=false` |
/// | null | nothing |
/// | array | one `name[]` part per element |
/// | object | one `name[key]` part per member, nested as `name[a][b]`, keys sorted |
extension MultipartFormData {
    /// Appends `value` as fields named after `name` (see the table above).
    public mutating func appendFields(_ name: String, _ value: JSONValue) {
        switch value {
        case .null:
            return
        case .bool(let bool):
            append(name, bool ? "true" : "false")
        case .integer(let integer):
            append(name, String(integer))
        case .number(let number):
            append(name, String(number))
        case .exactNumber(let text):
            append(name, text)
        case .string(let string):
            append(name, string)
        case .array(let elements):
            for element in elements { appendFields(name + "[]", element) }
        case .object(let members):
            for key in members.keys.sorted() {
                if let member = members[key] { appendFields("\(name)[\(key)]", member) }
            }
        }
    }

    /// Appends any `Encodable` value as fields, through its JSON form: a union or open enum
    /// that encodes as a string is one text field, an object is spread over `name[key]` fields.
    ///
    /// - Throws: ``MultipartError/Code/jsonEncodingFailed`` if the value cannot be encoded.
    public mutating func appendFields(_ name: String, encoding value: some Encodable) throws {
        let json: JSONValue
        do {
            json = try JSONValue(encoding: value)
        } catch {
            throw MultipartError(code: .jsonEncodingFailed, fieldName: name, reason: "cannot encode the value: \(error)")
        }
        appendFields(name, json)
    }

    /// Adds `fields` (``RequestOptions/extraBody``) after the fields already appended and before
    /// the first file part, keys sorted; a field named like a declared one is added beside it
    /// (forms allow repeated names), as the official SDKs' `extra_body` does.
    public mutating func insertFieldsBeforeFiles(_ fields: [String: JSONValue]) {
        guard !fields.isEmpty else { return }
        var extra = MultipartFormData.fieldsOnly()
        for key in fields.keys.sorted() {
            if let value = fields[key] { extra.appendFields(key, value) }
        }
        // File parts always carry a filename (`upload` when none was given).
        let firstFile = parts.firstIndex { $0.filename != nil } ?? parts.endIndex
        parts.insert(contentsOf: extra.parts, at: firstFile)
    }

    /// A scratch form whose boundary is never used.
    private static func fieldsOnly() -> MultipartFormData {
        MultipartFormData()
    }
}
