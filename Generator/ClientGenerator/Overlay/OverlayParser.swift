/// Checks an overlay document's tree field by field, collecting every problem rather than
/// stopping at the first, so one run shows all the mistakes in an overlay file.
struct OverlayParser {
    static let rootFields = ["overlay", "info", "extends", "actions"]
    static let infoFields = ["title", "version"]
    static let actionFields = ["target", "description", "update", "remove"]

    let path: String
    let source: [UInt8]?
    var diagnostics: [Diagnostic] = []

    init(path: String, source: [UInt8]?) {
        self.path = path
        self.source = source
    }

    mutating func error(_ message: String, at position: SourcePosition, pointer: JSONPointer) {
        diagnostics.append(.error(message, at: SourceLocation(file: path, position: position), pointer: pointer))
    }

    mutating func parseOverlay(_ root: DocumentNode) -> Overlay? {
        guard let members = root.members else {
            error("an overlay document is an object with overlay, info and actions; found \(root.kindName)", at: root.position, pointer: .root)
            return nil
        }
        checkFields(members, allowed: Self.rootFields, in: "the overlay document", pointer: .root)
        let version = parseVersion(root)
        let info = parseInfo(root)
        let extends = optionalString(root, "extends", pointer: .root)
        let actions = parseActions(root)
        guard let version, let info, let actions else { return nil }
        return Overlay(path: path, version: version, info: info, extends: extends, actions: actions)
    }

    mutating func parseVersion(_ root: DocumentNode) -> String? {
        guard let version = requiredString(root, "overlay", pointer: .root, what: "the Overlay Specification version, e.g. overlay: 1.0.0") else {
            return nil
        }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "1", parts[1] == "0", !parts[2].isEmpty, parts[2].allSatisfy(\.isASCII), parts[2].allSatisfy(\.isNumber) else {
            error("unsupported Overlay Specification version '\(version)'; this generator reads overlays 1.0.x",
                  at: root["overlay"]?.position ?? root.position, pointer: ["overlay"])
            return nil
        }
        return version
    }

    mutating func parseInfo(_ root: DocumentNode) -> Overlay.Info? {
        guard let info = root["info"] else {
            error("missing required field 'info' (an object with title and version)", at: root.position, pointer: .root)
            return nil
        }
        let pointer: JSONPointer = ["info"]
        guard let members = info.members else {
            error("expected 'info' to be an object with title and version, found \(info.kindName)", at: info.position, pointer: pointer)
            return nil
        }
        checkFields(members, allowed: Self.infoFields, in: "'info'", pointer: pointer)
        let title = requiredString(info, "title", pointer: pointer, what: "a short name for the overlay")
        let version = requiredString(info, "version", pointer: pointer, what: "the overlay's own version, e.g. \"1\"")
        guard let title, let version else { return nil }
        return Overlay.Info(title: title, version: version)
    }

    mutating func parseActions(_ root: DocumentNode) -> [Overlay.Action]? {
        guard let node = root["actions"] else {
            error("missing required field 'actions' (a list of actions, each with a target and an update or remove: true)",
                  at: root.position, pointer: .root)
            return nil
        }
        guard let elements = node.arrayValue else {
            error("expected 'actions' to be an array, found \(node.kindName)", at: node.position, pointer: ["actions"])
            return nil
        }
        if elements.isEmpty {
            error("'actions' is empty; an overlay needs at least one action", at: node.position, pointer: ["actions"])
            return nil
        }
        var actions: [Overlay.Action] = []
        var complete = true
        for (index, element) in elements.enumerated() {
            if let action = parseAction(element, index: index) {
                actions.append(action)
            } else {
                complete = false
            }
        }
        return complete ? actions : nil
    }

    mutating func parseAction(_ node: DocumentNode, index: Int) -> Overlay.Action? {
        let pointer = JSONPointer(tokens: ["actions", String(index)])
        let name = "overlay action \(index + 1)"
        guard let members = node.members else {
            error("\(name) must be an object with a target and an update or remove: true, found \(node.kindName)", at: node.position, pointer: pointer)
            return nil
        }
        checkFields(members, allowed: Self.actionFields, in: name, pointer: pointer)
        let target = parseTarget(node, name: name, pointer: pointer)
        let description = optionalString(node, "description", pointer: pointer)
        if description?.allSatisfy(\.isWhitespace) ?? true {
            diagnostics.append(.warning(
                "\(name) has no description: say what upstream mistake it fixes and the evidence",
                at: SourceLocation(file: path, position: node.position), pointer: pointer))
        }
        let operation = parseOperation(node, name: name, pointer: pointer)
        guard let target, let operation else { return nil }
        return Overlay.Action(index: index, target: target, description: description, operation: operation,
                              position: node.position, targetPosition: node["target"]?.position ?? node.position)
    }

    mutating func parseTarget(_ action: DocumentNode, name: String, pointer: JSONPointer) -> JSONPath? {
        guard let text = requiredString(action, "target", pointer: pointer, what: "a JSONPath such as $.components.schemas.Foo", owner: name) else {
            return nil
        }
        let node = action["target"] ?? action
        do throws(JSONPathSyntaxError) {
            return try JSONPath(parsing: text)
        } catch {
            let column = source.flatMap { ScalarColumns.position(ofScalar: error.offset, in: text, at: node.position, source: $0) }
            let suffix = column == nil ? " (at character \(error.offset + 1) of \(text))" : ""
            self.error("invalid JSONPath in the target of \(name): \(error.message)\(suffix)",
                       at: column ?? node.position, pointer: pointer.appending("target"))
            return nil
        }
    }

    mutating func parseOperation(_ action: DocumentNode, name: String, pointer: JSONPointer) -> Overlay.Operation? {
        let update = action["update"]
        var remove = false
        if let removeMember = action.member("remove") {
            guard let flag = removeMember.value.boolValue else {
                error("expected 'remove' in \(name) to be true or false, found \(removeMember.value.kindName)",
                      at: removeMember.value.position, pointer: pointer.appending("remove"))
                return nil
            }
            remove = flag
            if flag, update != nil {
                error("\(name) has both 'update' and 'remove: true'; an action does one or the other (split it into two actions)",
                      at: removeMember.keyPosition, pointer: pointer.appending("remove"))
                return nil
            }
        }
        if let update { return .update(update) }
        if remove { return .remove }
        error("\(name) has neither 'update' nor 'remove: true', so it would do nothing", at: action.position, pointer: pointer)
        return nil
    }

    /// Unknown fields are errors: a misspelt `updates` would otherwise be an action that
    /// silently does nothing. `x-` extensions are allowed, as the specification says.
    mutating func checkFields(_ members: [DocumentNode.Member], allowed: [String], in owner: String, pointer: JSONPointer) {
        for member in members where !allowed.contains(member.key) && !member.key.hasPrefix("x-") {
            error("unknown field '\(member.key)' in \(owner); expected \(allowed.joined(separator: ", ")) or an x- extension",
                  at: member.keyPosition, pointer: pointer.appending(member.key))
        }
    }

    mutating func requiredString(_ node: DocumentNode, _ key: String, pointer: JSONPointer, what: String, owner: String? = nil) -> String? {
        guard let value = node[key] else {
            let whose = owner.map { " in \($0)" } ?? ""
            error("missing required field '\(key)'\(whose) (\(what))", at: node.position, pointer: pointer)
            return nil
        }
        return string(value, key: key, pointer: pointer)
    }

    mutating func optionalString(_ node: DocumentNode, _ key: String, pointer: JSONPointer) -> String? {
        node[key].flatMap { string($0, key: key, pointer: pointer) }
    }

    mutating func string(_ value: DocumentNode, key: String, pointer: JSONPointer) -> String? {
        if let string = value.stringValue { return string }
        // YAML reads `overlay: 1.0` or `version: 2` as numbers: say how to keep them text.
        let hint = value.doubleValue != nil ? " (quote it in YAML: \(key): \"\(value.jsonText)\")" : ""
        error("expected '\(key)' to be a string, found \(value.kindName)\(hint)", at: value.position, pointer: pointer.appending(key))
        return nil
    }
}
