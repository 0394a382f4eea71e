import Foundation

/// The file reading the generator core leaves to its caller.
enum DiskFiles {
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of `path`, or an error that says plainly why they cannot be had.
    @Sendable static func read(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(description: "no such file: '\(path)'")
        }
        guard !isDirectory.boolValue else {
            throw ReadError(description: "'\(path)' is a directory, not a spec file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "cannot read '\(path)' (permission denied?)")
        }
        return [UInt8](data)
    }
}
