import Foundation

// `dump`, debuggers and `String(reflecting:)` walk a value's mirror. The default mirror of a
// transport reaches the session's live tasks, whose requests carry credential headers (and
// walking them while they change can crash); the default mirror of headers lists every value.

extension URLSessionTransport: CustomReflectable {
    /// The configuration only: never the session or its tasks.
    public var customMirror: Mirror {
        Mirror(self, children: ["configuration": configuration], displayStyle: .class)
    }
}

extension HTTPHeaders: CustomReflectable {
    /// `name: value` per field, with credential values redacted as in ``description``.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: fields.map { field in
            "\(field.name): \(HTTPHeaders.displayValue(field))"
        }, displayStyle: .collection)
    }
}
