/// A problem found while reading or translating a spec, with where it is.
///
/// Printed as `path:line:column: error: message`, the form editors and Xcode understand,
/// followed by the JSON pointer of the offending value when there is one.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var pointer: JSONPointer?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, pointer: JSONPointer? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.pointer = pointer
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, pointer: JSONPointer? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, pointer: pointer)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, pointer: JSONPointer? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, pointer: pointer)
    }

    public var description: String {
        var text = ""
        if let location {
            text += "\(location): "
        }
        text += "\(severity.rawValue): \(message)"
        if let pointer {
            text += " [\(pointer)]"
        }
        return text
    }
}

/// Thrown when reading or resolving a spec produced at least one error.
///
/// Carries every diagnostic collected up to that point (warnings included), errors first in
/// source order, so a caller can print them all at once like a compiler does.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
