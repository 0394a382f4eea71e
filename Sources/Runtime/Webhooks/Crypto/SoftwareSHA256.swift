/// SHA-256 (FIPS 180-4) written out here, so that webhook signatures can be checked where
/// CryptoKit does not exist (Linux, Windows) without a dependency. ``HMACSHA256`` uses
/// CryptoKit where it can be imported and this everywhere else; it is compiled and tested on
/// every platform.
///
/// Input is hashed straight from the caller's buffer, 64-byte block by block; only a partial
/// block is copied (into a fixed-size inline buffer), so hashing allocates nothing per byte or
/// per block.
package struct SoftwareSHA256: Sendable {
    /// The digest size in bytes.
    package static let digestCount = 32
    /// The block size in bytes (what HMAC pads its key to).
    package static let blockCount = 64

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
    /// The start of a block that is not full yet.
    private var pending = Block()
    private var pendingCount = 0
    /// Bytes hashed so far (the message length that the padding ends with).
    private var totalCount: UInt64 = 0

    package init() {}

    /// The digest of `bytes` in one call.
    package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SoftwareSHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Adds bytes to the message: contiguous storage (`Data`, `[UInt8]`, a string's UTF-8
    /// view) is read in place.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(UnsafeRawBufferPointer(buffer))
        }
        if done == nil {
            update(Array(bytes))
        }
    }

    /// Adds the bytes of a raw buffer to the message.
    package mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard var source = buffer.baseAddress, !buffer.isEmpty else { return }
        var remaining = buffer.count
        totalCount &+= UInt64(remaining)
        if pendingCount > 0 {
            let taken = min(remaining, Self.blockCount - pendingCount)
            pending.copy(from: source, count: taken, at: pendingCount)
            pendingCount += taken
            source += taken
            remaining -= taken
            guard pendingCount == Self.blockCount else { return }
            let block = pending
            block.withBytes { compress(blocks: $0, count: 1) }
            pendingCount = 0
        }
        let whole = remaining / Self.blockCount
        if whole > 0 {
            compress(blocks: source, count: whole)
            source += whole * Self.blockCount
            remaining -= whole * Self.blockCount
        }
        if remaining > 0 {
            pending.copy(from: source, count: remaining, at: 0)
            pendingCount = remaining
        }
    }

    /// Pads the message, hashes the last block(s) and returns the 32-byte digest; the hasher
    /// is spent after this.
    package mutating func finalize() -> [UInt8] {
        let bitLength = totalCount &* 8
        // 0x80, zeros up to 56 bytes into a block, then the length in bits, big-endian.
        var padding = Block()
        padding.set(0x80, at: 0)
        let padCount = pendingCount < 56 ? 56 - pendingCount : 120 - pendingCount
        var lengthBytes = Block()
        for index in 0..<8 { lengthBytes.set(UInt8(truncatingIfNeeded: bitLength >> (56 - 8 * UInt64(index))), at: index) }
        padding.withBytes { update(UnsafeRawBufferPointer(start: $0, count: padCount)) }
        lengthBytes.withBytes { update(UnsafeRawBufferPointer(start: $0, count: 8)) }
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        var digest = [UInt8](repeating: 0, count: Self.digestCount)
        for (index, word) in words.enumerated() {
            digest[4 * index] = UInt8(truncatingIfNeeded: word >> 24)
            digest[4 * index + 1] = UInt8(truncatingIfNeeded: word >> 16)
            digest[4 * index + 2] = UInt8(truncatingIfNeeded: word >> 8)
            digest[4 * index + 3] = UInt8(truncatingIfNeeded: word)
        }
        return digest
    }

    /// Runs the compression function over `count` whole blocks starting at `blocks`.
    private mutating func compress(blocks: UnsafeRawPointer, count: Int) {
        var (h0, h1, h2, h3, h4, h5, h6, h7) = state
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            SoftwareSHA256.roundConstants.withUnsafeBufferPointer { k in
                for blockIndex in 0..<count {
                    let block = blocks + blockIndex * Self.blockCount
                    for t in 0..<16 {
                        schedule[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * t, as: UInt32.self))
                    }
                    for t in 16..<64 {
                        let w15 = schedule[t - 15], w2 = schedule[t - 2]
                        let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 &>> 3)
                        let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 &>> 10)
                        schedule[t] = schedule[t - 16] &+ s0 &+ schedule[t - 7] &+ s1
                    }
                    var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                    for t in 0..<64 {
                        let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                        let choice = (e & f) ^ (~e & g)
                        let temp1 = h &+ sum1 &+ choice &+ k[t] &+ schedule[t]
                        let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let temp2 = sum0 &+ majority
                        h = g
                        g = f
                        f = e
                        e = d &+ temp1
                        d = c
                        c = b
                        b = a
                        a = temp1 &+ temp2
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                    h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
            }
        }
        state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension SoftwareSHA256 {
    /// 64 bytes stored inline (eight `UInt64`s), so a hasher is a value with no heap storage.
    struct Block: Sendable {
        private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

        mutating func copy(from source: UnsafeRawPointer, count: Int, at offset: Int) {
            withUnsafeMutableBytes(of: &words) { bytes in
                guard let base = bytes.baseAddress else { return }
                (base + offset).copyMemory(from: source, byteCount: count)
            }
        }

        mutating func set(_ byte: UInt8, at offset: Int) {
            withUnsafeMutableBytes(of: &words) { $0[offset] = byte }
        }

        func withBytes<R>(_ body: (UnsafeRawPointer) -> R) -> R {
            withUnsafeBytes(of: words) { bytes in
                guard let base = bytes.baseAddress else { preconditionFailure("a 64-byte tuple has an address") }
                return body(base)
            }
        }
    }
}

extension UInt32 {
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        // Masking shifts: the smart `>>`/`<<` check for oversized counts on every call.
        (self &>> count) | (self &<< (32 &- count))
    }
}
