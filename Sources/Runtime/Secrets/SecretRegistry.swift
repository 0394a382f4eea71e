import Foundation

/// The secrets masked by value, as UTF-8 bytes, each counted once per ``SecretLease`` that holds
/// it: a value stays registered while any holder (a client, a call, a stream) lives.
///
/// Built for servers that make a client per user key: registering and releasing a value costs
/// a few hash-table operations whatever the number of values registered, and masking a text
/// scans its bytes once, looking up only the positions where a registered value could start
/// (a table of two-byte starts, then the first eight bytes), not every registered value.
/// Shown by `Scripts/bench-redaction`.
///
/// Matching is on UTF-8 bytes, not on `Character`s: a key followed by a combining mark
/// (`key\u{301}`) is one grapheme that `String.contains` does not see, but its bytes are there.
final class SecretRegistry: @unchecked Sendable {
    /// Values shorter than this are never registered (see ``SecretRedaction/minimumLength``);
    /// the scan relies on every value having at least this many bytes.
    static let minimumBytes = 8
    /// The shortest start of a value that counts as a value cut at the end of a text.
    static let partialBytes = 4

    private let lock = NSLock()
    /// How many holders each value has.
    private var holders: [[UInt8]: Int] = [:]
    /// How many values start with each pair of bytes: most positions of a text are passed over
    /// with one array read. Empty until the first value is registered.
    private var pairs: [UInt32] = []
    /// How many values start with each first 8 bytes (packed): the scan looks for values only
    /// where one of these starts; a text that ends with one may end with a value cut short.
    private var starts8: [UInt64: Int] = [:]
    /// The same for the first 4 bytes, for texts that end with 4 to 7 bytes of a value.
    private var starts4: [UInt32: Int] = [:]
    private var lengthCounts: [Int: Int] = [:]
    /// The distinct lengths in use, longest first (few: keys of one kind share a length).
    private var lengths: [Int] = []

    /// How many distinct values are registered.
    var count: Int { lock.withLock { holders.count } }

    /// Counts one more holder of `bytes` (at least ``minimumBytes`` long).
    func retain(_ bytes: [UInt8]) {
        guard bytes.count >= Self.minimumBytes else { return }
        lock.withLock {
            let count = holders[bytes, default: 0] + 1
            holders[bytes] = count
            if count == 1 { changeShape(of: bytes, by: 1) }
        }
    }

    /// Counts one holder of `bytes` less; the value is no longer masked when none is left.
    func release(_ bytes: [UInt8]) {
        guard bytes.count >= Self.minimumBytes else { return }
        lock.withLock {
            guard let count = holders[bytes] else { return }
            if count > 1 {
                holders[bytes] = count - 1
            } else {
                holders[bytes] = nil
                changeShape(of: bytes, by: -1)
            }
        }
    }

    /// Updates the start tables and lengths for a value that appeared (`delta` 1) or went (-1).
    private func changeShape(of bytes: [UInt8], by delta: Int) {
        if pairs.isEmpty { pairs = [UInt32](repeating: 0, count: 1 << 16) }
        let pair = Int(bytes[0]) << 8 | Int(bytes[1])
        pairs[pair] = UInt32(Int(pairs[pair]) + delta)
        Self.count(Self.pack(bytes[0..<8]), in: &starts8, by: delta)
        Self.count(UInt32(truncatingIfNeeded: Self.pack(bytes[0..<4])), in: &starts4, by: delta)
        let before = lengthCounts[bytes.count, default: 0]
        Self.count(bytes.count, in: &lengthCounts, by: delta)
        if before == 0 || before + delta == 0 {
            // A length appeared or went: rare, and the list is short.
            lengths = lengthCounts.keys.sorted(by: >)
        }
    }

    private static func count<Key: Hashable>(_ key: Key, in table: inout [Key: Int], by delta: Int) {
        let count = table[key, default: 0] + delta
        table[key] = count > 0 ? count : nil
    }

    /// The byte ranges of `bytes` that hold a registered value, left to right, the longest
    /// value first where several start at one position.
    func matches(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let n = bytes.count
        guard n >= Self.minimumBytes else { return [] }
        return lock.withLock {
            guard !holders.isEmpty else { return [] }
            var found: [Range<Int>] = []
            var position = 0
            while position + Self.minimumBytes <= n {
                let pair = Int(bytes[position]) << 8 | Int(bytes[position + 1])
                guard pairs[pair] != 0, starts8[Self.pack(bytes[position..<(position + 8)])] != nil else {
                    position += 1
                    continue
                }
                var matched = 0
                for length in lengths where position + length <= n {
                    // Only where a registered start is: a copy here is rare.
                    if holders[Array(bytes[position..<(position + length)])] != nil {
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
    /// the start of a longer registered value: a value cut by the end of a text. Only the first
    /// 8 bytes (past 8) or the first 4 (below 8) are compared, which may mask a little more
    /// than needed, never less.
    func partialLength(atEndOf bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        lock.withLock {
            guard !holders.isEmpty, let longest = lengths.first else { return nil }
            var length = min(bytes.count, longest - 1)
            while length >= Self.partialBytes {
                let start = bytes.count - length
                let known = length >= 8
                    ? starts8[Self.pack(bytes[start..<(start + 8)])] != nil
                    : starts4[UInt32(truncatingIfNeeded: Self.pack(bytes[start..<(start + 4)]))] != nil
                if known { return length }
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
}

/// Values kept registered with ``SecretRedaction`` for as long as this object lives: a client
/// holds one for the keys it was given, a call for the credentials it sent, a stream for those
/// of the call that opened it. When the last holder goes, the values are released, so the
/// registry does not grow with every client a server ever made.
final class SecretLease: @unchecked Sendable {
    private let lock = NSLock()
    /// Few values (a key and its encoded form, a call's headers): a list is enough.
    private var held: [[UInt8]] = []

    init() {}

    init(_ secrets: some Sequence<String>) {
        for secret in secrets { add(secret) }
    }

    /// Registers `secret` (trimmed; with its percent-encoded form) until this lease goes;
    /// values shorter than ``SecretRedaction/minimumLength`` characters are ignored.
    func add(_ secret: String) {
        for form in SecretRedaction.forms(of: secret) {
            let inserted = lock.withLock {
                guard !held.contains(form) else { return false }
                held.append(form)
                return true
            }
            if inserted { SecretRedaction.registry.retain(form) }
        }
    }

    /// Whether this lease holds anything.
    var isEmpty: Bool { lock.withLock { held.isEmpty } }

    deinit {
        for form in held { SecretRedaction.registry.release(form) }
    }
}
