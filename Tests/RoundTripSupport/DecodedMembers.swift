import AIClientRuntime
import ClientGenerator

/// Follows a JSON path through a decoded value by reflection, to tell a member that the
/// generated type does not declare (dropped on purpose: unknown fields are ignored) from one it
/// declares but lost (a bug).
enum DecodedMembers {
    /// Whether the value decoded for the parent of `path` declares the member `path` ends
    /// with; nil when the parent cannot be found (the path does not lead through the value).
    static func declares(_ root: Any, path: [JSONDifference.Segment]) -> Bool? {
        guard case .key(let key)? = path.last else { return nil }
        var current: Any = root
        for segment in path.dropLast() {
            guard let next = child(of: current, segment) else { return nil }
            current = next
        }
        guard let parent = payload(current) else { return nil }
        if parent is JSONValue { return true }
        let mirror = Mirror(reflecting: parent)
        switch mirror.displayStyle {
        case .struct, .class:
            let name = swiftName(key)
            return mirror.children.contains { $0.label == name || $0.label == "_" + name }
        case .dictionary:
            return true
        default:
            return nil
        }
    }

    /// The Swift name generated code gives a JSON member.
    static func swiftName(_ key: String) -> String {
        let name = SwiftNames.member(key)
        return name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The value itself, with optionals unwrapped and enum cases replaced by their payload.
    static func payload(_ value: Any) -> Any? {
        var current = value
        for _ in 0..<16 {
            if current is JSONValue { return current }
            let mirror = Mirror(reflecting: current)
            switch mirror.displayStyle {
            case .optional, .enum:
                guard let inner = mirror.children.first?.value else { return nil }
                current = inner
            default:
                return current
            }
        }
        return current
    }

    static func child(of value: Any, _ segment: JSONDifference.Segment) -> Any? {
        guard let container = payload(value) else { return nil }
        if let json = container as? JSONValue {
            switch segment {
            case .key(let key): return json[key]
            case .index(let index): return json[index]
            }
        }
        let mirror = Mirror(reflecting: container)
        switch (segment, mirror.displayStyle) {
        case (.index(let index), .collection?):
            let children = Array(mirror.children)
            return children.indices.contains(index) ? children[index].value : nil
        case (.key(let key), .dictionary?):
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                if pair.count == 2, pair[0].value as? String == key { return pair[1].value }
            }
            return nil
        case (.key(let key), .struct?), (.key(let key), .class?):
            let name = swiftName(key)
            return mirror.children.first { $0.label == name || $0.label == "_" + name }?.value
        default:
            return nil
        }
    }
}
