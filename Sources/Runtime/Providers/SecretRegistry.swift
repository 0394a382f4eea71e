import Foundation

/// The secrets masked by value, as UTF-8 bytes, each counted once per ``SecretLease`` that holds
/// it: a value stays registered while any holder (a client, a call, a stream) lives.
///
/// Built for servers that make a client per user key: registering and releasing a value costs
/// a few hash-table operations whatever the number of values registered, and masking a text
/// scans its bytes once, looking up only the positions where a registered value could start
/// (a table of two-byte starts, then the first eight bytes), not every registered value.
///
/// Matching is on UTF-8 bytes, not on `Character`s: a key followed by a combining mark
/// (`key\u{301}`) is one grapheme that `String.contains` does not see, but its bytes are there.
final class SecretRegistry: @unchecked Sendable {
    /// Values shorter than this are never registered (see ``SecretRedaction/minimumLength``);
    /// the scan relies on every value having at least this many bytes.
    static let minimumBytes = 8
    /// The shortest start of a value that counts as a value cut at the end of a text.
    static let partialBytes = 4

    private struct Entry {
        var bytes: [UInt8]
        var count: Int
    }

    /// The first `length` (at most 8) bytes of a value, packed; for the start check of the scan
    /// (`length` 8) and for values cut at the end of a text (`length` 4 to 8).
    private struct Start: Hashable {
        var packed: UInt64
        var length: Int
    }

    private let lock = NSLock()
    /// Values by the hash of their bytes (collisions are compared byte by byte).
    private var buckets: [UInt64: [Entry]] = [:]
    /// How many values start with each pair of bytes: most positions of a text are passed over
    /// with one array read. Empty until the first value is registered.
    private var pairs: [UInt32] = []
    private var starts: [Start: Int] = [:]
    private var lengthCounts: [Int: Int] = [:]
    /// The distinct lengths in use, longest first (few: keys of one kind share a length).
    private var lengths: [Int] = []
    private var distinct = 0

    /// How many distinct values are registered.
    var count: Int { lock.withLock { distinct } }

    /// Counts one more holder of `bytes` (at least ``minimumBytes`` long).
    func retain(_ bytes: [UInt8]) {
        guard bytes.count >= Self.minimumBytes else { return }
        let hash = Self.hash(bytes[...])
        lock.withLock {
            if let index = buckets[hash]?.firstIndex(where: { $0.bytes == bytes }) {
                buckets[hash]?[index].count += 1
                return
            }
            buckets[hash, default: []].append(Entry(bytes: bytes, count: 1))
            distinct += 1
            changeShape(of: bytes, by: 1)
        }
    }

    /// Counts one holder of `bytes` less; the value is no longer masked when none is left.
    func release(_ bytes: [UInt8]) {
        guard bytes.count >= Self.minimumBytes else { return }
        let hash = Self.hash(bytes[...])
        lock.withLock {
            guard var bucket = buckets[hash], let index = bucket.firstIndex(where: { $0.bytes == bytes }) else { return }
            bucket[index].count -= 1
            guard bucket[index].count == 0 else {
                buckets[hash] = bucket
                return
            }
            bucket.remove(at: index)
            buckets[hash] = bucket.isEmpty ? nil : bucket
            distinct -= 1
            changeShape(of: bytes, by: -1)
        }
    }

    /// Updates the start tables and lengths for a value that appeared (`delta` 1) or went (-1).
    private func changeShape(of bytes: [UInt8], by delta: Int) {
        if pairs.isEmpty { pairs = [UInt32](repeating: 0, count: 1 << 16) }
        let pair = Int(bytes[0]) << 8 | Int(bytes[1])
        pairs[pair] = UInt32(Int(pairs[pair]) + delta)
        // Starts of 4 to 8 bytes, each shorter than the value: a text that ends with one may
        // end with the value cut short. The 8-byte start also gates the scan.
        for length in Self.partialBytes...min(8, bytes.count) where length < bytes.count || length == 8 {
            let start = Start(packed: Self.pack(bytes[0..<length]), length: length)
            let count = starts[start, default: 0] + delta
            starts[start] = count > 0 ? count : nil
        }
        let count = lengthCounts[bytes.count, default: 0] + delta
        lengthCounts[bytes.count] = count > 0 ? count : nil
        if count == 0 || (count == 1 && delta == 1) {
            // A length appeared or went: rare, and the list is short.
            lengths = lengthCounts.keys.sorted(by: >)
        }
    }

    /// The byte ranges of `bytes` that hold a registered value, left to right, the longest
    /// value first where several start at one position.
    func matches(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let n = bytes.count
        guard n >= Self.minimumBytes else { return [] }
        return lock.withLock {
            guard distinct > 0 else { return [] }
            var found: [Range<Int>] = []
            var position = 0
            while position + Self.minimumBytes <= n {
                let pair = Int(bytes[position]) << 8 | Int(bytes[position + 1])
                guard pairs[pair] != 0,
                      starts[Start(packed: Self.pack(bytes[position..<(position + 8)]), length: 8)] != nil
                else {
                    position += 1
                    continue
                }
                var matched = 0
                for length in lengths where position + length <= n {
                    let window = UnsafeBufferPointer(rebasing: bytes[position..<(position + length)])
                    if let bucket = buckets[Self.hash(window[...])],
                       bucket.contains(where: { $0.bytes.elementsEqual(window) }) {
                        matched = length
                        break
                    }
                }
                if matched > 0 {
                    found.append(position..<(position + matched))
                    position += matched
                } else {
                    position += 1
                }
            }
            return found
        }
    }

    /// The length in bytes of the longest end of `bytes` (at least ``partialBytes``) that is
    /// the start of a longer registered value: a value cut by the end of a text. Past eight
    /// bytes only the first eight are compared, which may mask a little more than needed.
    func partialLength(atEndOf bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        lock.withLock {
            guard distinct > 0, let longest = lengths.first else { return nil }
            var length = min(bytes.count, longest - 1)
            while length >= Self.partialBytes {
                let start = bytes.count - length
                let packed = min(length, 8)
                if starts[Start(packed: Self.pack(bytes[start..<(start + packed)]), length: packed)] != nil {
                    return length
                }
                length -= 1
            }
            return nil
        }
    }

    private static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var packed: UInt64 = 0
        for byte in bytes { packed = packed << 8 | UInt64(byte) }
        return packed
    }

    /// FNV-1a: quick, and good enough for a table whose collisions are compared in full.
    private static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Values kept registered with ``SecretRedaction`` for as long as this object lives: a client
/// holds one for the keys it was given, a call for the credentials it sent, a stream for those
/// of the call that opened it. When the last holder goes, the values are released, so the
/// registry does not grow with every client a server ever made.
final class SecretLease: @unchecked Sendable {
    private let lock = NSLock()
    private var held: Set<[UInt8]> = []

    init() {}

    init(_ secrets: some Sequence<String>) {
        for secret in secrets { add(secret) }
    }

    /// Registers `secret` (trimmed; with its percent-encoded form) until this lease goes;
    /// values shorter than ``SecretRedaction/minimumLength`` characters are ignored.
    func add(_ secret: String) {
        for form in SecretRedaction.forms(of: secret) {
            let inserted = lock.withLock { held.insert(form).inserted }
            if inserted { SecretRedaction.registry.retain(form) }
        }
    }

    /// Whether this lease holds anything.
    var isEmpty: Bool { lock.withLock { held.isEmpty } }

    deinit {
        for form in held { SecretRedaction.registry.release(form) }
    }
}
