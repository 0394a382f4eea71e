import Foundation

/// Case-insensitive HTTP header fields, in the order they were added.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    public struct Field: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field] = []

    public init() {}

    public init(_ fields: [(String, String)]) {
        for (name, value) in fields { add(name, value) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// Headers from a dictionary (a Lambda event's, a webhook framework's), sorted by name so
    /// that the order is the same on every run: `HTTPHeaders(event.headers)`.
    ///
    /// Names that differ only by case stay separate fields; ``subscript(_:)`` and
    /// ``values(for:)`` compare names case-insensitively.
    public init(_ dictionary: [String: String]) {
        // A dictionary's order changes from run to run; sorting by the lowercased name (then
        // the name) gives one order, whatever the case of the names.
        let sorted = dictionary.sorted { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
        self.init(sorted.map { ($0.key, $0.value) })
    }

    /// The first value of `name` (compared case-insensitively); setting replaces every value,
    /// and setting nil removes the header.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            fields.removeAll { $0.name.caseInsensitiveEquals(name) }
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// Header names and values, with credentials redacted (see ``SecretRedaction``).
    public var description: String {
        fields.map { "\($0.name): \(HTTPHeaders.displayValue($0))" }.joined(separator: "\n")
    }

    /// Headers whose values are credentials and must never be printed (`Authorization`,
    /// `api-key`, `X-Goog-Api-Key`, any name with `key`, `token`, `secret`, …).
    public static func isSecret(_ name: String) -> Bool {
        SecretRedaction.isSecretHeader(name)
    }

    /// A field's value as it may be printed.
    static func displayValue(_ field: Field) -> String {
        isSecret(field.name) ? SecretRedaction.mask : SecretRedaction.redact(field.value)
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool {
        self.utf8.count == other.utf8.count && self.lowercased() == other.lowercased()
    }
}
