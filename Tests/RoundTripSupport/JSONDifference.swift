import AIClientRuntime
import Foundation

/// One way a re-encoded JSON value differs from the input, at a path such as
/// `choices[0].message.refusal`.
public struct JSONDifference: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The input had this member; the output does not (a member the type does not declare).
        case dropped(JSONValue)
        /// The output has a member the input did not.
        case added(JSONValue)
        /// Both have it, with different values (or different kinds).
        case changed(input: JSONValue, output: JSONValue)
    }

    /// One step of a path: an object member or an array index.
    public enum Segment: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var segments: [Segment]
    public var kind: Kind

    /// The path as a user reads it: `choices[0].message.refusal`.
    public var path: String {
        var text = ""
        for segment in segments {
            switch segment {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "<root>" : text
    }

    /// A member that is `null` on one side and absent on the other: the same thing to every
    /// API we know, and what an optional Swift property cannot tell apart.
    public var isNullVersusAbsent: Bool {
        switch kind {
        case .dropped(let value), .added(let value): value == .null
        case .changed: false
        }
    }

    public var isDropped: Bool {
        if case .dropped = kind { return true }
        return false
    }

    public var description: String {
        switch kind {
        case .dropped(let value): "\(path): dropped (input \(CanonicalJSON.snippet(value)))"
        case .added(let value): "\(path): added \(CanonicalJSON.snippet(value))"
        case .changed(let input, let output): "\(path): input \(CanonicalJSON.snippet(input)), output \(CanonicalJSON.snippet(output))"
        }
    }
}
