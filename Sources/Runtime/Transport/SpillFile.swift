import Foundation

/// A temporary file that response chunks overflow into and are read back from, in order.
///
/// The path is unlinked as soon as the file is open, so the operating system frees the space
/// when the handle closes, even if the process dies first. Not thread-safe: its owner
/// (``ResponseBodyBuffer``) calls it under a lock.
final class SpillFile {
    private let handle: FileHandle
    private var readOffset: UInt64 = 0
    private var writeOffset: UInt64 = 0

    init(directory: URL) throws {
        let url = directory.appendingPathComponent("aiclient-body-\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forUpdating: url)
        try? FileManager.default.removeItem(at: url)
    }

    /// True when everything written has been read back.
    var isDrained: Bool { readOffset >= writeOffset }

    func write(_ data: Data) throws {
        try handle.seek(toOffset: writeOffset)
        try handle.write(contentsOf: data)
        writeOffset += UInt64(data.count)
    }

    /// Up to `limit` of the oldest unread bytes.
    func read(upTo limit: Int) throws -> Data {
        let available = writeOffset - readOffset
        guard available > 0 else { return Data() }
        try handle.seek(toOffset: readOffset)
        let data = try handle.read(upToCount: Int(min(UInt64(limit), available))) ?? Data()
        // A short file would otherwise be read as "no bytes yet" forever.
        guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
        readOffset += UInt64(data.count)
        return data
    }

    func close() {
        try? handle.close()
    }
}
