/// Where a schema `$ref` points: a file of the spec and a JSON pointer inside it.
///
/// References to component schemas (`#/components/schemas/X`) are kept as references in the
/// model because the generator turns every component into a named type; everything else is
/// resolved inline by the loader.
public struct SchemaReference: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The referenced file, relative to the root spec's directory and normalized
    /// (`common.yaml`, `../shared/pets.json`); nil for the root document itself.
    public var file: String?
    /// The location of the schema inside `file`.
    public var pointer: JSONPointer

    public init(file: String? = nil, pointer: JSONPointer) {
        self.file = file
        self.pointer = pointer
    }

    /// A reference to `#/components/schemas/<name>` of the root document (or of `file`).
    public static func component(_ name: String, file: String? = nil) -> SchemaReference {
        SchemaReference(file: file, pointer: JSONPointer(tokens: ["components", "schemas", name]))
    }

    /// The component name when the pointer is `/components/schemas/<name>`; nil otherwise.
    public var componentName: String? {
        let tokens = pointer.tokens
        guard tokens.count == 3, tokens[0] == "components", tokens[1] == "schemas" else { return nil }
        return tokens[2]
    }

    /// The `$ref` text that designates this schema from the root document.
    public var description: String {
        (file ?? "") + pointer.fragment
    }

    /// Root-document references first, then by file, then by pointer.
    public static func < (lhs: SchemaReference, rhs: SchemaReference) -> Bool {
        switch (lhs.file, rhs.file) {
        case (nil, nil): return lhs.pointer < rhs.pointer
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?): return left != right ? left < right : lhs.pointer < rhs.pointer
        }
    }
}
