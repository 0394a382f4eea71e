/// The result of applying overlays to a spec's tree: the edited tree, what went wrong or
/// looks stale, and which values came from an overlay file.
///
/// Actions run in order, each on the result of the previous one:
/// - `update` on an object merges recursively (see `DocumentNode.mergeMembers`): existing keys
///   keep their place, new keys are appended in the update's order, values other than
///   object-into-object are replaced. On an array it appends the update's elements, or the
///   update itself when it is not an array. On any other node it is an error.
/// - `remove` deletes each selected node from its parent object or array, deepest and
///   highest-indexed first, so removing several elements of one array removes the right ones.
/// - A target that selects nothing is a warning: upstream probably fixed or moved the value,
///   and the action may be obsolete.
///
/// Positions: values taken from an overlay keep their positions in the overlay file, since a
/// `DocumentNode` carries no file name. `insertions` records where they are; use
/// `location(of:specPath:)` to turn a pointer into a location in the right file, or
/// `relocate(_:specPath:)` on diagnostics found later, so that a diagnostic about an overlaid
/// value points into the overlay, not at an unrelated line of the spec.
public struct OverlayApplication: Sendable {
    /// A value an overlay inserted or replaced: everything at or below `pointer` in `root`
    /// has positions in `file`.
    public struct Insertion: Sendable, Hashable {
        public var pointer: JSONPointer
        public var file: String

        public init(pointer: JSONPointer, file: String) {
            self.pointer = pointer
            self.file = file
        }
    }

    /// The tree after every action.
    public var root: DocumentNode
    /// In order: each overlay's `warnings` (from reading it), then what applying its actions
    /// found. Errors mean an action could not be applied as written; the caller should stop.
    public var diagnostics: [Diagnostic]
    /// Pointers (valid in `root`) of the values taken from overlays, in the order applied.
    public var insertions: [Insertion]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Applies the overlays in order to `root`.
    public static func apply(_ overlays: [Overlay], to root: DocumentNode) -> OverlayApplication {
        var application = OverlayApplication(root: root, diagnostics: [], insertions: [])
        for overlay in overlays {
            application.diagnostics += overlay.warnings
            for action in overlay.actions {
                application.run(action, of: overlay)
            }
        }
        return application
    }

    /// Applies one overlay to `root`.
    public static func apply(_ overlay: Overlay, to root: DocumentNode) -> OverlayApplication {
        apply([overlay], to: root)
    }

    /// The overlay file whose value contains `pointer`, or nil when the spec's own file does.
    public func overlayFile(containing pointer: JSONPointer) -> String? {
        insertions.last { pointer.tokens.starts(with: $0.pointer.tokens) }?.file
    }

    /// Where the value at `pointer` of `root` was written: in an overlay file when an overlay put
    /// it there, in `specPath` otherwise.
    public func location(of pointer: JSONPointer, specPath: String) -> SourceLocation {
        SourceLocation(file: overlayFile(containing: pointer) ?? specPath, position: root.position(of: pointer))
    }

    /// Moves diagnostics about overlaid values into the overlay file.
    ///
    /// For diagnostics found later (parsing, translation) that carry a pointer into the spec
    /// at `specPath`: when an overlay put the value there, its line and column are positions
    /// in that overlay, so the location must name the overlay file. Others are unchanged.
    public func relocate(_ diagnostics: [Diagnostic], specPath: String) -> [Diagnostic] {
        guard !insertions.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let pointer = diagnostic.pointer, diagnostic.location?.file == specPath,
                  let file = overlayFile(containing: pointer) else { return diagnostic }
            var relocated = diagnostic
            relocated.location = SourceLocation(file: file, position: root.position(of: pointer))
            return relocated
        }
    }

    mutating func run(_ action: Overlay.Action, of overlay: Overlay) {
        var seen = Set<JSONPointer>()
        let pointers = action.target.selectPointers(in: root).filter { seen.insert($0).inserted }
        let location = SourceLocation(file: overlay.path, position: action.targetPosition)
        let actionPointer = JSONPointer(tokens: ["actions", String(action.index), "target"])
        if pointers.isEmpty {
            diagnostics.append(.warning(
                "\(action.name) target \(action.target) selected nothing; upstream may have changed the spec, so check whether the fix is still needed",
                at: location, pointer: actionPointer))
            return
        }
        switch action.operation {
        case .remove:
            // Deepest and highest-indexed first: removing an element never shifts one still to remove.
            var removed: [JSONPointer] = []
            var removedElements: [JSONPointer: [Int]] = [:]
            for pointer in pointers.sorted(by: Self.documentOrder).reversed() {
                guard let parent = pointer.parent else {
                    diagnostics.append(.error("\(action.name) cannot remove the document root", at: location, pointer: actionPointer))
                    continue
                }
                switch root.remove(at: pointer) {
                case .nothing:
                    break
                case .member:
                    removed.append(pointer)
                case .element:
                    removed.append(pointer)
                    if let index = pointer.last.flatMap({ Int($0) }) {
                        removedElements[parent, default: []].append(index)
                    }
                }
            }
            forgetInsertions(removed: Set(removed), removedElements: removedElements)
        case .update(let update):
            for pointer in pointers {
                if let problem = self.update(at: pointer, with: update, file: overlay.path) {
                    diagnostics.append(.error("\(action.name) \(problem)", at: location, pointer: actionPointer))
                }
            }
        }
    }

    /// Merges or appends `update` at `pointer`; returns what went wrong, if anything.
    mutating func update(at pointer: JSONPointer, with update: DocumentNode, file: String) -> String? {
        var inserted: [[String]] = []
        var problem: String?
        let found = root.modify(at: pointer.tokens[...]) { node in
            // Decide first, edit after: editing inside a `switch` on `node.value` would copy
            // the container, since the switched-on value keeps a reference until the switch ends.
            if node.members != nil {
                guard let members = update.members else {
                    problem = "selects an object at \(Self.show(pointer)), so 'update' must be an object to merge into it, not \(update.kindName)"
                    return
                }
                inserted = node.mergeMembers(members)
            } else if node.arrayValue != nil {
                let appended = update.arrayValue ?? [update]
                _ = node.withElements { elements in
                    inserted = (elements.count..<(elements.count + appended.count)).map { [String($0)] }
                    elements += appended
                }
            } else {
                problem = "selects \(node.kindName) at \(Self.show(pointer)); 'update' applies to objects and arrays only (target the parent object and update the member)"
            }
        }
        guard found else {
            // An earlier selected node's update replaced this one.
            return "could not update \(Self.show(pointer)): an update to an enclosing node of the same action replaced it"
        }
        for tokens in inserted {
            let insertedPointer = JSONPointer(tokens: pointer.tokens + tokens)
            insertions.removeAll { $0.pointer.tokens.starts(with: insertedPointer.tokens) }
            insertions.append(Insertion(pointer: insertedPointer, file: file))
        }
        return problem
    }

    /// Keeps `insertions` valid after one action's removals: drops those inside a removed value
    /// and renumbers those after removed array elements. Both arguments are in the coordinates
    /// of the tree before the action, as are the insertions, so one pass fixes them all.
    mutating func forgetInsertions(removed: Set<JSONPointer>, removedElements: [JSONPointer: [Int]]) {
        guard !insertions.isEmpty, !removed.isEmpty else { return }
        insertions = insertions.compactMap { insertion in
            let original = insertion.pointer.tokens
            var tokens = original
            for depth in original.indices {
                if removed.contains(JSONPointer(tokens: Array(original[...depth]))) { return nil }
                // Only array elements shift; object members such as the response "200" keep their key.
                if let indexes = removedElements[JSONPointer(tokens: Array(original[..<depth]))], let element = Int(original[depth]) {
                    tokens[depth] = String(element - indexes.count { $0 < element })
                }
            }
            return Insertion(pointer: JSONPointer(tokens: tokens), file: insertion.file)
        }
    }

    /// Pointer order with array indexes compared as numbers, so `/a/10` follows `/a/9`.
    static func documentOrder(_ left: JSONPointer, _ right: JSONPointer) -> Bool {
        for (a, b) in zip(left.tokens, right.tokens) where a != b {
            if let a = Int(a), let b = Int(b) { return a < b }
            return a < b
        }
        return left.tokens.count < right.tokens.count
    }

    static func show(_ pointer: JSONPointer) -> String {
        pointer.tokens.isEmpty ? "the document root" : pointer.description
    }
}
