import AIClientRuntime

/// A place in a decoded value where decoding fell back to an `unknown` case.
public struct Fallback: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A union kept the raw JSON: no declared variant matched.
        case unknownVariant
        /// An open enum kept a value the spec does not list.
        case unknownEnumValue(String)
    }

    /// The Swift path (`choices[0].finishReason`), with the type that fell back.
    public var path: String
    public var typeName: String
    public var kind: Kind
    /// For unions: the raw JSON kept.
    public var raw: JSONValue?

    /// What fell back, without where: `Role.unknown("system")`, `Source.unknown (tag type=file)`.
    public var summary: String {
        switch kind {
        case .unknownVariant:
            let tag = raw.flatMap { Self.tag(of: $0) }.map { " (tag \($0))" } ?? ""
            return "\(typeName).unknown\(tag)"
        case .unknownEnumValue(let value):
            return "\(typeName).unknown(\"\(value)\")"
        }
    }

    public var description: String {
        switch kind {
        case .unknownVariant:
            let tag = raw.flatMap { Self.tag(of: $0) }.map { " (tag \($0))" } ?? ""
            return "\(path): \(typeName).unknown\(tag) \(raw.map { CanonicalJSON.snippet($0, limit: 60) } ?? "")"
        case .unknownEnumValue(let value):
            return "\(path): \(typeName).unknown(\"\(value)\")"
        }
    }

    /// A tag member of an object (`type`, `event`, `object`, `role`), to say what was not known.
    static func tag(of value: JSONValue) -> String? {
        for key in ["type", "event", "object", "role"] {
            if let tag = value[key]?.stringValue { return "\(key)=\(tag)" }
        }
        return nil
    }
}

/// Finds every `unknown` case inside a decoded value by reflection, so a test can tell a
/// value that decoded into its declared variant from one that was merely kept.
public enum FallbackFinder {
    public static func find(in value: Any, limit: Int = 200) -> [Fallback] {
        var found: [Fallback] = []
        visit(value, path: "", into: &found, depth: 0, limit: limit)
        return found
    }

    private static func visit(_ value: Any, path: String, into found: inout [Fallback], depth: Int, limit: Int) {
        guard depth < 64, found.count < limit else { return }
        // Raw JSON and scalars hold no generated types.
        if value is JSONValue || value is String || value is Int || value is Double || value is Bool { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            guard let child = mirror.children.first else { return }
            if child.label == "unknown" {
                let typeName = String(describing: type(of: value))
                if let raw = child.value as? JSONValue {
                    // `.unknown(.null)` is the stand-in for an absent required union, which
                    // the issue collector already reports.
                    if raw != .null {
                        found.append(Fallback(path: path.isEmpty ? "<root>" : path, typeName: typeName, kind: .unknownVariant, raw: raw))
                    }
                } else if let string = child.value as? String, !string.isEmpty {
                    found.append(Fallback(path: path.isEmpty ? "<root>" : path, typeName: typeName, kind: .unknownEnumValue(string)))
                }
                return
            }
            visit(child.value, path: path, into: &found, depth: depth + 1, limit: limit)
        case .optional:
            if let child = mirror.children.first { visit(child.value, path: path, into: &found, depth: depth + 1, limit: limit) }
        case .collection:
            for (index, child) in mirror.children.enumerated() {
                visit(child.value, path: "\(path)[\(index)]", into: &found, depth: depth + 1, limit: limit)
            }
        case .dictionary:
            for child in mirror.children {
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                guard pair.count == 2 else { continue }
                visit(pair[1], path: "\(path)[\(pair[0])]", into: &found, depth: depth + 1, limit: limit)
            }
        default:
            for child in mirror.children {
                guard let label = child.label else { continue }
                // Deprecated members are stored as `_name` beside their accessor.
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                visit(child.value, path: path.isEmpty ? name : path + "." + name, into: &found, depth: depth + 1, limit: limit)
            }
        }
    }
}
