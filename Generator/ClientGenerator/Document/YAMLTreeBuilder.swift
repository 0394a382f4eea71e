/// Assembles libyaml's node events into one `DocumentNode` tree, without recursion.
///
/// Open collections live on an explicit stack of frames, and their finished children on two
/// shared stacks (members of open mappings, elements of open sequences) that keep their
/// capacity from one collection to the next; a collection copies its children out in one
/// exactly-sized array when it ends. Nesting is bounded, so hostile input fails with a
/// diagnostic instead of exhausting memory or the stack of whoever walks the tree later.
struct YAMLTreeBuilder {
    /// Deepest collection nesting accepted. Real specs stay under 40 levels; the bound also
    /// protects code that later walks the tree recursively (equality, hashing, JSON output).
    static let maximumDepth = 1_000
    /// Most nodes that aliases may add by copying anchored nodes: stops "billion laughs" input,
    /// whose aliases would multiply a small file into a tree too large to walk.
    static let maximumAliasExpansion = 10_000_000
    /// Mappings with more keys than this detect duplicates with a dictionary; smaller ones scan.
    static let linearKeyScanLimit = 12

    private struct Frame {
        var isMapping: Bool
        /// Index of this collection's first child in `pendingMembers` or `pendingElements`.
        var start: Int
        var position: SourcePosition
        var anchor: String?
        /// Levels of nesting inside this collection, itself included.
        var height = 1
        /// Nodes in this collection, itself included (aliases counted as copies).
        var nodeCount = 1
        // Mapping state: the key whose value is being read.
        var key: String?
        var keyPosition = SourcePosition.unknown
        var keyIsMerge = false
        /// Key → index among this mapping's members, built once the mapping outgrows a scan.
        var keyIndex: [String: Int]?
        // Merge keys (`<<`): the mappings to merge and where their members go.
        var merges: [DocumentNode]?
        var mergePosition = SourcePosition.unknown
        var mergeInsertionIndex = 0

        var expectsKey: Bool { isMapping && key == nil && !keyIsMerge }
    }

    private struct Anchored {
        var node: DocumentNode
        /// The source text of an anchored scalar, so an alias can serve as a mapping key.
        var keyText: String?
        var nodeCount: Int
        var height: Int
    }

    let path: String
    private var frames: [Frame] = []
    private var pendingMembers: [DocumentNode.Member] = []
    private var pendingElements: [DocumentNode] = []
    private var anchors: [String: Anchored] = [:]
    private var aliasExpansion = 0
    private(set) var root: DocumentNode?

    init(path: String) {
        self.path = path
        frames.reserveCapacity(64)
        pendingMembers.reserveCapacity(256)
        pendingElements.reserveCapacity(256)
    }

    // MARK: Events

    mutating func scalar(
        _ text: UnsafeBufferPointer<UInt8>, isPlain: Bool, tag: YAMLTag?, anchor: String?, at position: SourcePosition
    ) throws(DiagnosticError) {
        if expectsKey {
            let key = String(decoding: text, as: UTF8.self)
            if let anchor {
                anchors[anchor] = Anchored(
                    node: DocumentNode(try value(of: text, isPlain: isPlain, tag: tag, at: position), at: position),
                    keyText: key, nodeCount: 1, height: 0)
            }
            try setKey(key, at: position, isMerge: isPlain && tag == nil && key == "<<")
            return
        }
        let node = DocumentNode(try value(of: text, isPlain: isPlain, tag: tag, at: position), at: position)
        if let anchor {
            anchors[anchor] = Anchored(
                node: node, keyText: String(decoding: text, as: UTF8.self), nodeCount: 1, height: 0)
        }
        try add(node, nodeCount: 1, height: 0)
    }

    mutating func alias(_ name: String, at position: SourcePosition) throws(DiagnosticError) {
        guard let anchored = anchors[name] else {
            if frames.contains(where: { $0.anchor == name }) {
                throw failure("alias '*\(name)' refers to a collection that contains it; recursive aliases are not supported", at: position)
            }
            throw failure("undefined alias '*\(name)': no anchor '&\(name)' is defined before it", at: position)
        }
        if expectsKey {
            guard let keyText = anchored.keyText else {
                throw failure("alias '*\(name)' is used as a mapping key but refers to \(anchored.node.kindName); keys must be scalars", at: position)
            }
            try setKey(keyText, at: position, isMerge: false)
            return
        }
        aliasExpansion += anchored.nodeCount
        if aliasExpansion > YAMLTreeBuilder.maximumAliasExpansion {
            throw failure("aliases expand the document to more than \(YAMLTreeBuilder.maximumAliasExpansion) nodes; refusing to read it (alias '*\(name)')", at: position)
        }
        if frames.count + anchored.height > YAMLTreeBuilder.maximumDepth {
            throw failure("alias '*\(name)' nests collections deeper than \(YAMLTreeBuilder.maximumDepth) levels", at: position)
        }
        // The copy keeps the positions of the anchored content, but the node itself is placed
        // where the alias is written, so a diagnostic about it points at the use.
        var copy = anchored.node
        copy.position = position
        try add(copy, nodeCount: anchored.nodeCount, height: anchored.height)
    }

    mutating func startCollection(isMapping: Bool, tag: YAMLTag?, anchor: String?, at position: SourcePosition) throws(DiagnosticError) {
        let kind = isMapping ? "mapping" : "sequence"
        if expectsKey {
            throw failure("a \(kind) cannot be a mapping key; keys must be scalars", at: position)
        }
        if let tag, !tag.allowsCollection(isMapping: isMapping) {
            throw failure("the tag \(tag.spelling) cannot be applied to a \(kind)", at: position)
        }
        guard frames.count < YAMLTreeBuilder.maximumDepth else {
            throw failure("collections are nested deeper than \(YAMLTreeBuilder.maximumDepth) levels", at: position)
        }
        if let anchor {
            // An alias inside this collection must not see an older node of the same name.
            anchors[anchor] = nil
        }
        frames.append(Frame(
            isMapping: isMapping,
            start: isMapping ? pendingMembers.count : pendingElements.count,
            position: position,
            anchor: anchor))
    }

    mutating func endCollection() throws(DiagnosticError) {
        guard let frame = frames.popLast() else { return }
        let node: DocumentNode
        if frame.isMapping {
            var members = Array(pendingMembers[frame.start...])
            pendingMembers.removeSubrange(frame.start...)
            if let merges = frame.merges {
                members.insert(contentsOf: mergedMembers(merges, explicit: members), at: frame.mergeInsertionIndex)
            }
            node = DocumentNode(.object(members), at: frame.position)
        } else {
            let elements = Array(pendingElements[frame.start...])
            pendingElements.removeSubrange(frame.start...)
            node = DocumentNode(.array(elements), at: frame.position)
        }
        if let anchor = frame.anchor {
            anchors[anchor] = Anchored(node: node, keyText: nil, nodeCount: frame.nodeCount, height: frame.height)
        }
        try add(node, nodeCount: frame.nodeCount, height: frame.height)
    }

    // MARK: Building

    /// Whether the next node is the key of the innermost open mapping. Reads the frame in
    /// place rather than copying it out with `frames.last`, which would retain its fields.
    private var expectsKey: Bool {
        let top = frames.count - 1
        return top >= 0 && frames[top].expectsKey
    }

    private func value(
        of text: UnsafeBufferPointer<UInt8>, isPlain: Bool, tag: YAMLTag?, at position: SourcePosition
    ) throws(DiagnosticError) -> DocumentNode.Value {
        guard let tag else {
            return isPlain ? YAMLScalar.plainValue(text) : .string(String(decoding: text, as: UTF8.self))
        }
        switch tag.scalarValue(text, isPlain: isPlain) {
        case .success(let value):
            return value
        case .failure(let mismatch):
            let shown = String(decoding: text.prefix(60), as: UTF8.self)
            throw failure("'\(shown)' is tagged \(tag.spelling) but is not \(mismatch.expected)", at: position)
        }
    }

    /// Appends a finished node to the innermost open collection, or makes it the root.
    private mutating func add(_ node: DocumentNode, nodeCount: Int, height: Int) throws(DiagnosticError) {
        let top = frames.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        frames[top].nodeCount += nodeCount
        if height >= frames[top].height { frames[top].height = height + 1 }
        guard frames[top].isMapping else {
            pendingElements.append(node)
            return
        }
        if frames[top].keyIsMerge {
            frames[top].keyIsMerge = false
            try addMerge(node, frame: top)
            return
        }
        guard let key = frames[top].key else { return }
        frames[top].key = nil
        if frames[top].keyIndex != nil {
            let offset = pendingMembers.count - frames[top].start
            frames[top].keyIndex?[key] = offset
        }
        pendingMembers.append(DocumentNode.Member(key: key, keyPosition: frames[top].keyPosition, value: node))
    }

    private mutating func setKey(_ key: String, at position: SourcePosition, isMerge: Bool) throws(DiagnosticError) {
        let top = frames.count - 1
        if isMerge {
            if frames[top].merges != nil {
                throw duplicateKey("<<", at: position, first: frames[top].mergePosition)
            }
            frames[top].keyIsMerge = true
            frames[top].mergePosition = position
            return
        }
        let start = frames[top].start
        if let index = frames[top].keyIndex {
            if let existing = index[key] {
                throw duplicateKey(key, at: position, first: pendingMembers[start + existing].keyPosition)
            }
        } else {
            let count = pendingMembers.count - start
            if count < YAMLTreeBuilder.linearKeyScanLimit {
                for index in start..<pendingMembers.count where pendingMembers[index].key == key {
                    throw duplicateKey(key, at: position, first: pendingMembers[index].keyPosition)
                }
            } else {
                var index: [String: Int] = [:]
                index.reserveCapacity(count * 2)
                for offset in 0..<count {
                    index[pendingMembers[start + offset].key] = offset
                }
                if let existing = index[key] {
                    throw duplicateKey(key, at: position, first: pendingMembers[start + existing].keyPosition)
                }
                frames[top].keyIndex = index
            }
        }
        frames[top].key = key
        frames[top].keyPosition = position
    }

    private mutating func addMerge(_ node: DocumentNode, frame top: Int) throws(DiagnosticError) {
        let sources: [DocumentNode]
        switch node.value {
        case .object:
            sources = [node]
        case .array(let elements) where elements.allSatisfy({ $0.members != nil }):
            sources = elements
        default:
            throw failure("the merge key '<<' needs a mapping or a list of mappings, found \(node.kindName)", at: node.position)
        }
        frames[top].merges = sources
        frames[top].mergeInsertionIndex = pendingMembers.count - frames[top].start
    }

    /// Members brought in by `<<`: explicit keys win over merged ones, and among the merged
    /// mappings the earlier one wins. They take the place of the `<<` entry in source order.
    private func mergedMembers(_ merges: [DocumentNode], explicit: [DocumentNode.Member]) -> [DocumentNode.Member] {
        var seen = Set(explicit.map(\.key))
        var merged: [DocumentNode.Member] = []
        for source in merges {
            for member in source.members ?? [] where seen.insert(member.key).inserted {
                merged.append(member)
            }
        }
        return merged
    }

    // MARK: Diagnostics

    private func failure(_ message: String, at position: SourcePosition) -> DiagnosticError {
        DiagnosticError(.error(message, at: SourceLocation(file: path, position: position)))
    }

    private func duplicateKey(_ key: String, at position: SourcePosition, first: SourcePosition) -> DiagnosticError {
        failure("duplicate key '\(key)' (first defined at line \(first.line), column \(first.column))", at: position)
    }
}
