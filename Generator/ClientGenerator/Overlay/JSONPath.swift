/// A parsed JSONPath query (RFC 9535), restricted to what overlays on OpenAPI documents need.
///
/// Supported: the root `$`; child segments `.name`, `.*`, `[sel, …]`; descendant segments
/// `..name`, `..*`, `..[sel, …]`; selectors by name (`'a'`, `"a"`), wildcard, index (`0`, `-1`)
/// and filter (`?<expr>`). Filter expressions compare singular queries (`@.type`, `$.info.title`,
/// `@`) with string, number, boolean and null literals using `==` and `!=`, combine them with
/// `&&`, `||`, `!` and parentheses, and test existence (`?@.required`). Slices, ordering
/// comparisons and function extensions are rejected with a diagnostic that says so.
///
/// Parse with `JSONPath(parsing:)`; evaluate with `selectPointers(in:)`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// The text the query was parsed from.
    public var text: String
    /// The segments after `$`, applied left to right.
    public var segments: [Segment]

    /// One step of a query: its selectors are applied to each input node (child) or to each
    /// input node and all of its descendants (descendant).
    public enum Segment: Sendable, Hashable {
        case child([Selector])
        case descendant([Selector])
    }

    /// What a segment selects from one node.
    public enum Selector: Sendable, Hashable {
        /// The member with this name of an object.
        case name(String)
        /// Every member value of an object or element of an array.
        case wildcard
        /// The element at this index of an array; negative counts from the end.
        case index(Int)
        /// Every child for which the expression holds, with `@` bound to that child.
        case filter(FilterExpression)
    }

    /// A query inside a filter: relative to the current node `@` or to the root `$`.
    public struct FilterQuery: Sendable, Hashable {
        public var isRelative: Bool
        public var segments: [Segment]

        public init(isRelative: Bool, segments: [Segment]) {
            self.isRelative = isRelative
            self.segments = segments
        }

        /// At most one node: only name and index selectors in child segments (RFC 9535 §2.3.5.1).
        public var isSingular: Bool {
            segments.allSatisfy { segment in
                guard case .child(let selectors) = segment, selectors.count == 1 else { return false }
                switch selectors[0] {
                case .name, .index: return true
                case .wildcard, .filter: return false
                }
            }
        }
    }

    /// A value a comparison reads: a literal or the node a singular query selects.
    public enum Comparable: Sendable, Hashable {
        case literal(Literal)
        case query(FilterQuery)
    }

    /// A JSON primitive written in a filter.
    public enum Literal: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
    }

    /// The comparison operators overlays need.
    public enum ComparisonOperator: String, Sendable, Hashable {
        case equal = "=="
        case notEqual = "!="
    }

    /// The boolean expression of a filter selector.
    public indirect enum FilterExpression: Sendable, Hashable {
        case or(FilterExpression, FilterExpression)
        case and(FilterExpression, FilterExpression)
        case not(FilterExpression)
        /// True when the query selects at least one node.
        case exists(FilterQuery)
        case comparison(Comparable, ComparisonOperator, Comparable)
    }

    public init(text: String, segments: [Segment]) {
        self.text = text
        self.segments = segments
    }

    public var description: String { text }
}
