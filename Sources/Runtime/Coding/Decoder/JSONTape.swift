import Foundation

/// One JSON value of a parsed document, in document order ("the tape").
///
/// A container is followed by its contents: an array by its elements, an object by key, value,
/// key, value…; `end` is the index just past the value and everything inside it, so skipping a
/// value is one read. Strings and numbers point at their bytes in the input and are turned into
/// Swift values only when a type asks for them.
@usableFromInline
struct JSONNode {
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    var kind: Kind
    /// Strings: the text has backslash escapes. Numbers: the text is an integer (no fraction,
    /// no exponent).
    var flag: Bool
    /// Strings: every byte of the text is ASCII (below 0x80). With no escapes, such a name is
    /// equal to another ASCII name exactly when their bytes are.
    var ascii: Bool = false
    /// Strings and numbers: offset of the first byte of the text (after the opening quote).
    /// Objects: where the object's name table is (see ``JSONDocument/nameTable(of:)``): 0 while
    /// none is made, -1 when the object cannot have one, else the table's offset plus one.
    var start: Int32
    /// Strings and numbers: length of the text in bytes. Arrays and objects: how many elements
    /// or members.
    var length: Int32
    /// The tape index just past this value and its contents.
    var end: Int32
}

/// Where and why a document is not JSON.
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// What was wrong, as "expected ',' or '}' after an object member".
    public var reason: String
    /// Zero-based byte offset of the problem in the document.
    public var offset: Int
    /// One-based line and column (in bytes) of the problem.
    public var line: Int
    public var column: Int

    public var description: String { "\(reason) at line \(line), column \(column) (byte \(offset))" }
}

/// The members of one object by name, for objects too large to scan for every lookup.
struct MemberIndex {
    /// The distinct names in document order (names equal as `String`s counted once).
    var names: [String]
    /// The tape index of the value of the first member of each name.
    var values: [String: Int]
    /// Tape indices of the names that repeat an earlier name (usually none).
    var repeated: Set<Int> = []
    /// The tape index of the name after the last member found: `Dictionary` decoding looks
    /// the members up in document order, and this one is tried first, by its bytes.
    var next: Int = 0
}

/// A parsed JSON document: its bytes (copied, with a terminating zero) and its tape.
final class JSONDocument {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int
    private(set) var nodes: UnsafeMutablePointer<JSONNode>
    private var capacity: Int
    private(set) var nodeCount = 0
    /// Name indexes of the larger objects, by the object's tape index, made when first needed
    /// (see `TapeDecoder.member(_:in:)`).
    var memberIndexes: [Int: MemberIndex] = [:]
    /// Member names compared or hashed so far: what the tests check to show that lookups stay
    /// linear in the document's size (an operation count, not a time). Unchecked: one decode
    /// uses a document on one thread, and a dynamic exclusivity check per lookup would cost
    /// more than the count.
    @exclusivity(unchecked) var nameComparisons = 0

    /// Nesting deeper than this is an error rather than a stack overflow, as in Foundation.
    static let maximumDepth = 512

    /// The name tables of objects, one after the other (see ``nameTable(of:)``). Each slot is
    /// empty (0) or holds a member: the upper half of its name's hash, and its name's tape
    /// index plus one in the lower half.
    private var tableSlots: UnsafeMutablePointer<UInt64>?
    private var tableCapacity = 0
    private var tableCount = 0

    /// Objects with more members than this get a name table when first looked up in; smaller
    /// ones are scanned, which costs less than making the table and hashing the names (measured
    /// on the chat stream chunks, whose objects have 8 to 12 members: a table there cost more).
    static let tableMinimum = 16
    /// Objects with more members than this use the name index instead (``MemberIndex``), whose
    /// hash is seeded per process.
    static let tableMaximum = 1024
    /// A member sits at most this many slots after the one its hash names, or its object gets
    /// no table: a lookup in a table never probes more slots than this.
    static let maximumProbes = 32

    init(copying source: UnsafeRawBufferPointer) throws(JSONSyntaxError) {
        count = source.count
        bytes = .allocate(capacity: count + 1)
        if let base = source.baseAddress { bytes.initialize(from: base.assumingMemoryBound(to: UInt8.self), count: count) }
        bytes[count] = 0
        // About one value per 8 bytes of typical API JSON; grown when needed.
        capacity = max(16, count / 8)
        nodes = .allocate(capacity: capacity)
        var parser = TapeParser(bytes: bytes, count: count)
        // Every stored property is set, so a throw here runs `deinit`, which frees both buffers.
        try parser.parseDocument(into: self)
    }

    /// A document that is just `null`.
    init(null: ()) {
        count = 0
        bytes = .allocate(capacity: 1)
        bytes[0] = 0
        capacity = 1
        nodes = .allocate(capacity: 1)
        nodes.initialize(to: JSONNode(kind: .null, flag: false, start: 0, length: 0, end: 1))
        nodeCount = 1
    }

    deinit {
        nodes.deallocate()
        bytes.deallocate()
        tableSlots?.deallocate()
    }

    // MARK: Name tables

    /// The slots of an object's name table (a power of two, at least twice its members), made
    /// on first use; nil when the object has names that are not plain ASCII (escapes, other
    /// characters: those compare as `String`s, see `TapeDecoder.member(_:in:)`) or too many
    /// members, or when its names collide too much for lookups to stay short.
    @inline(__always)
    func nameTable(of object: Int) -> UnsafeMutableBufferPointer<UInt64>? {
        let start = Int(nodes[object].start)
        if start > 0, let tableSlots {
            return UnsafeMutableBufferPointer(start: tableSlots + (start - 1), count: Self.tableSize(members: Int(nodes[object].length)))
        }
        if start < 0 { return nil }
        return makeNameTable(of: object)
    }

    @inline(__always)
    static func tableSize(members: Int) -> Int {
        1 << (Int.bitWidth - (2 * members - 1).leadingZeroBitCount)
    }

    private func makeNameTable(of object: Int) -> UnsafeMutableBufferPointer<UInt64>? {
        let members = Int(nodes[object].length)
        guard members <= Self.tableMaximum else {
            nodes[object].start = -1
            return nil
        }
        let size = Self.tableSize(members: members)
        if tableCount + size > tableCapacity {
            let capacity = max(tableCapacity * 2, tableCount + size, 256)
            let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
            if let tableSlots {
                larger.moveInitialize(from: tableSlots, count: tableCount)
                tableSlots.deallocate()
            }
            tableSlots = larger
            tableCapacity = capacity
        }
        guard let tableSlots else { return nil }
        let table = UnsafeMutableBufferPointer(start: tableSlots + tableCount, count: size)
        table.initialize(repeating: 0)
        let mask = size - 1
        let end = Int(nodes[object].end)
        var key = object + 1
        var compared = 0
        defer { nameComparisons &+= compared }
        members: while key < end {
            let node = nodes[key]
            guard node.ascii, !node.flag else {
                nodes[object].start = -1
                return nil
            }
            let name = text(of: node)
            let hash = Self.nameHash(name)
            let tag = hash & 0xFFFF_FFFF_0000_0000
            var slot = Int(truncatingIfNeeded: hash) & mask
            var probes = 0
            while table[slot] != 0 {
                compared &+= 1
                let other = Int(truncatingIfNeeded: table[slot] & 0xFFFF_FFFF) - 1
                // A repeated name: the first one stays, as everywhere.
                if table[slot] & 0xFFFF_FFFF_0000_0000 == tag, JSONText.equals(text(of: nodes[other]), name) {
                    key = Int(nodes[key + 1].end)
                    continue members
                }
                probes += 1
                guard probes < Self.maximumProbes else {
                    nodes[object].start = -1
                    return nil
                }
                slot = (slot + 1) & mask
            }
            compared &+= 1
            table[slot] = tag | UInt64(truncatingIfNeeded: key + 1)
            key = Int(nodes[key + 1].end)
        }
        nodes[object].start = Int32(truncatingIfNeeded: tableCount + 1)
        tableCount += size
        return table
    }

    /// The tape index of the value of the member named `wanted` (plain ASCII) in an object
    /// with a name table; nil when it has none of that name.
    @inline(__always)
    func member(_ wanted: UnsafeBufferPointer<UInt8>, in table: UnsafeMutableBufferPointer<UInt64>) -> Int? {
        let hash = Self.nameHash(wanted)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while probes < Self.maximumProbes {
            let entry = table[slot]
            if entry == 0 { break }
            nameComparisons &+= 1
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let key = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if JSONText.equals(text(of: nodes[key]), wanted) { return key + 1 }
            }
            probes += 1
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// A hash of a member name's bytes, eight at a time: for a table that holds one object's
    /// names, never more than ``maximumProbes`` colliding (see ``makeNameTable(of:)``).
    @inline(__always)
    static func nameHash(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = name.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = name.baseAddress else { return hash }
        var index = 0
        while index &+ 8 <= count {
            hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            index &+= 8
        }
        if index < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                tail |= UInt64(base[index]) << shift
                shift &+= 8
                index &+= 1
            }
            hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
        }
        hash ^= hash >> 32
        hash &*= 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 29)
    }

    @inline(__always)
    func append(_ node: JSONNode) -> Int {
        if nodeCount == capacity { grow() }
        (nodes + nodeCount).initialize(to: node)
        nodeCount += 1
        return nodeCount - 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<JSONNode>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: nodes, count: nodeCount)
        nodes.deallocate()
        nodes = larger
        capacity *= 2
    }

    @inline(__always)
    func finish(container index: Int, length: Int) {
        nodes[index].length = Int32(truncatingIfNeeded: length)
        nodes[index].end = Int32(truncatingIfNeeded: nodeCount)
    }

    /// The text of a string or number node as raw bytes.
    @inline(__always)
    func text(of node: JSONNode) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + Int(node.start), count: Int(node.length))
    }
}
