import Foundation

/// A value that can stand in a query string or a header: its text form as the official SDKs
/// write it (`true`/`false`, integers without a decimal point, …).
///
/// String-backed enums get the conformance for free by declaring it: their raw value is used.
public protocol QueryValueConvertible: Sendable {
    /// The value as text, before percent-encoding.
    var queryValue: String { get }
}

extension QueryValueConvertible where Self: RawRepresentable, RawValue == String {
    public var queryValue: String { rawValue }
}

extension String: QueryValueConvertible {
    public var queryValue: String { self }
}

extension Substring: QueryValueConvertible {
    public var queryValue: String { String(self) }
}

extension Bool: QueryValueConvertible {
    public var queryValue: String { self ? "true" : "false" }
}

extension Int: QueryValueConvertible {
    public var queryValue: String { String(self) }
}

extension Int32: QueryValueConvertible {
    public var queryValue: String { String(self) }
}

extension Int64: QueryValueConvertible {
    public var queryValue: String { String(self) }
}

extension UInt: QueryValueConvertible {
    public var queryValue: String { String(self) }
}

extension Double: QueryValueConvertible {
    /// Whole numbers without `.0` (`2`, not `2.0`), as JavaScript and the official SDKs print
    /// them; others in Swift's shortest round-tripping form (`0.1`, `1e+20`).
    public var queryValue: String {
        if isFinite, rounded() == self, abs(self) < 1e15 {
            return String(Int64(self))
        }
        return String(self)
    }
}

extension Float: QueryValueConvertible {
    public var queryValue: String { Double(self).queryValue }
}
