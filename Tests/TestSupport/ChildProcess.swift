import Dispatch
import Foundation

/// Runs a program and waits for it without holding a thread of Swift's cooperative pool.
///
/// The pool has one thread per core (two on a small CI machine): a test that blocks one in
/// `waitUntilExit` or `readDataToEndOfFile` while a child runs holds up every other test of the
/// run, so suites on the loopback server waited behind the generator's command-line tests. Here
/// the pipes are read and the exit awaited on Dispatch's threads, and the caller suspends.
public enum ChildProcess {
    public struct Result: Sendable {
        public var status: Int32
        public var output: Data
        public var errors: Data
    }

    /// Runs `executable` with `arguments` in `directory`, reading its standard output and error
    /// to the end (both at once, so neither pipe can fill up and stall the child).
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Result, any Error>) in
            DispatchQueue.global().async {
                let process = Process()
                process.executableURL = executable
                process.arguments = arguments
                if let directory { process.currentDirectoryURL = directory }
                if let environment { process.environment = environment }
                let output = Pipe()
                let errors = Pipe()
                process.standardOutput = output
                process.standardError = errors
                process.standardInput = FileHandle.nullDevice
                do {
                    try process.run()
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                let errorBytes = Box()
                let group = DispatchGroup()
                group.enter()
                DispatchQueue.global().async {
                    errorBytes.data = errors.fileHandleForReading.readDataToEndOfFile()
                    group.leave()
                }
                let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
                group.wait()
                process.waitUntilExit()
                continuation.resume(returning: Result(status: process.terminationStatus, output: outputBytes, errors: errorBytes.data))
            }
        }
    }

    /// The bytes read on the second thread; read only after the group was waited for.
    private final class Box: @unchecked Sendable {
        var data = Data()
    }
}
