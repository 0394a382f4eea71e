import Foundation

/// A temporary file that response chunks overflow into and are read back from, in order.
///
/// Writes are gathered into blocks of `blockSize` bytes (64 KiB, see ``TransientBuffer``)
/// before they reach the file: URLSession delivers chunks of 16 KiB or less, and one system
/// call per chunk made the delegate queue (whose backlog is memory we cannot bound) fall
/// behind a fast connection. Reads take the
/// file's unread bytes first, then the block not yet written, which keeps the order.
///
/// The path is unlinked as soon as the file is open, so the operating system frees the space
/// when the handles close, even if the process dies first. Not thread-safe: its owner
/// (``ResponseBodyBuffer``) calls it under a lock.
final class SpillFile {
    private let writer: FileHandle
    private let reader: FileHandle
    private let blockSize: Int
    private var block = Data()
    private var readOffset: UInt64 = 0
    private var writeOffset: UInt64 = 0

    init(directory: URL, blockSize: Int = TransientBuffer.size) throws {
        let url = directory.appendingPathComponent("aiclient-body-\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        defer { try? FileManager.default.removeItem(at: url) }
        writer = try FileHandle(forWritingTo: url)
        reader = try FileHandle(forReadingFrom: url)
        self.blockSize = blockSize
        block.reserveCapacity(blockSize)
    }

    /// Bytes written and not yet read back (the file's unread part and the block).
    var size: Int64 { Int64(writeOffset - readOffset) + Int64(block.count) }

    /// Bytes written in all (the file's size once the block is written).
    var written: Int64 { Int64(writeOffset) + Int64(block.count) }

    /// True when everything written has been read back.
    var isDrained: Bool { readOffset >= writeOffset && block.isEmpty }

    func write(_ data: Data) throws {
        block.append(data)
        if block.count >= blockSize {
            // Both handles move sequentially, so neither ever seeks.
            try writer.write(contentsOf: block)
            writeOffset += UInt64(block.count)
            block.removeAll(keepingCapacity: true)
        }
    }

    /// Up to `limit` of the oldest unread bytes.
    func read(upTo limit: Int) throws -> Data {
        let available = writeOffset - readOffset
        guard available > 0 else {
            let pending = block
            block.removeAll(keepingCapacity: true)
            return pending
        }
        let data = try reader.read(upToCount: Int(min(UInt64(limit), available))) ?? Data()
        // A short file would otherwise be read as "no bytes yet" forever.
        guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
        readOffset += UInt64(data.count)
        return data
    }

    func close() {
        try? writer.close()
        try? reader.close()
    }
}
