// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import AIClientRuntime
import Foundation
import Logging
import MCP
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// MCP's stdio transport on the pipes to a server process, in place of the SDK's
/// `StdioTransport` (0.12.1), for three things a host needs of it (docs/mcp-tools.md, "The
/// MCP Swift SDK's stdio transport"):
///
/// - **Linear reads with a limit.** A thread of its own waits in `poll` for the server's output
///   and cuts it into lines with the runtime's `JSONLineSplitter`, which scans each byte once
///   and refuses a line longer than `maxMessageBytes`. The SDK's loop searches its whole buffer
///   for a newline after every 4 KiB read: quadratic in a message's size.
/// - **A reader that stops.** When the server's output ends, the message stream ends with an
///   error. The SDK's client loop asks a stream that merely finished for more, gets the same
///   finished stream, and asks again: a busy loop for as long as the client lives.
/// - **No SIGPIPE.** A write to a server that has exited fails with `EPIPE` instead of
///   raising SIGPIPE, which ends the process unless the app ignores it: on Apple platforms
///   the descriptor has `F_SETNOSIGPIPE`; elsewhere (Linux has no per-descriptor switch for
///   pipes) the writing thread blocks SIGPIPE for the length of the `write` and takes back
///   the signal that write raised, so the app's own handling of SIGPIPE is left as it was.
///
/// The descriptors are the toolbox's (``ConnectedServer`` closes them, after ``disconnect()``
/// has returned: from then on nothing here reads or writes them).
actor StdioLink: Transport {
    nonisolated let logger = Logger(label: "aiclients.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
    private let server: String
    private let output: Int32
    private let reader: StdioReader
    private var state = State.idle
    /// One message is written at a time (a write that waits for the pipe must not interleave).
    private var writing = false
    private var writers: [CheckedContinuation<Void, Never>] = []

    private enum State { case idle, connected, closed }

    enum Written {
        case bytes(Int)
        case failed(errno: Int32)
    }

    /// - Parameters:
    ///   - input: the read end of the server's standard output.
    ///   - output: the write end of the server's standard input.
    ///   - ended: told when the server's output ends or breaks (once).
    init(server: String, input: Int32, output: Int32, maxMessageBytes: Int, ended: @escaping @Sendable (ServerEnd.Reason) -> Void) {
        self.server = server
        self.output = output
        reader = StdioReader(server: server, input: input, maxMessageBytes: maxMessageBytes, ended: ended)
    }

    func connect() async throws {
        guard state == .idle else {
            throw MCPBridgeError(kind: .connectionFailed, server: server, message: "the connection to the server is closed")
        }
        // Writes must not block a thread of the concurrency pool on a server that stops reading.
        let flags = fcntl(output, F_GETFL)
        guard flags >= 0, fcntl(output, F_SETFL, flags | O_NONBLOCK) >= 0 else {
            throw MCPBridgeError(kind: .launchFailed, server: server, message: "cannot configure the pipe to the server (errno \(errno))")
        }
        #if canImport(Darwin)
        _ = fcntl(output, F_SETNOSIGPIPE, 1)
        #endif
        try reader.start()
        state = .connected
    }

    /// Stops the reader (waiting until its thread no longer touches the descriptor).
    func disconnect() async {
        guard state != .closed else { return }
        state = .closed
        await reader.stop()
    }

    func send(_ data: Data) async throws {
        guard state == .connected else {
            throw MCPBridgeError(kind: .serverExited, server: server, message: "the connection to the server is closed")
        }
        if writing {
            await withCheckedContinuation { writers.append($0) }
        } else {
            writing = true
        }
        defer {
            if writers.isEmpty { writing = false } else { writers.removeFirst().resume() }
        }
        var message = data
        message.append(UInt8(ascii: "\n"))
        var offset = 0
        // A message is written whole or the connection is given up: a part of one would run
        // into the next. A server that stops reading holds the writer until it is closed.
        while offset < message.count {
            let result = message.withUnsafeBytes { bytes in
                Self.write(output, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            }
            switch result {
            case .bytes(let written):
                offset += written
            case .failed(let error) where error == EAGAIN || error == EWOULDBLOCK || error == EINTR:
                guard state == .connected else {
                    throw MCPBridgeError(kind: .serverExited, server: server, message: "the connection to the server is closed")
                }
                try? await Task.sleep(for: .milliseconds(2))
            case .failed(let error) where error == EPIPE:
                throw MCPBridgeError(kind: .serverExited, server: server, message: "the server no longer reads its input (its process has ended)")
            case .failed(let error):
                throw MCPBridgeError(kind: .connectionFailed, server: server, message: "cannot write to the server (errno \(error))")
            }
        }
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, any Error> { reader.messages }

    /// `write(2)` that never raises SIGPIPE: the bytes written, or `errno`.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Written {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return .bytes(0) }
        #if canImport(Darwin)
        // F_SETNOSIGPIPE is set on the descriptor.
        let written = posixWrite(descriptor, base, bytes.count)
        return written >= 0 ? .bytes(written) : .failed(errno: errno)
        #else
        var sigpipe = sigset_t()
        sigemptyset(&sigpipe)
        sigaddset(&sigpipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &sigpipe, &previous)
        // A SIGPIPE already pending (from elsewhere) is the app's and stays pending.
        var pending = sigset_t()
        sigemptyset(&pending)
        sigpending(&pending)
        let alreadyPending = sigismember(&pending, SIGPIPE) == 1
        let written = posixWrite(descriptor, base, bytes.count)
        let error = errno
        if written < 0, error == EPIPE, !alreadyPending {
            // The SIGPIPE this write raised is pending on this thread (unless SIGPIPE is
            // ignored, when there is none): take it, without waiting.
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&sigpipe, nil, &now) < 0 && errno == EINTR {}
        }
        if sigismember(&previous, SIGPIPE) != 1 { pthread_sigmask(SIG_UNBLOCK, &sigpipe, nil) }
        return written >= 0 ? .bytes(written) : .failed(errno: error)
        #endif
    }
}

private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #elseif canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #endif
}

/// The reading side of ``StdioLink``: a thread that waits in `poll` for the server's output
/// (or for ``stop()``) and yields its lines as messages.
final class StdioReader: @unchecked Sendable {
    let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private let server: String
    private let input: Int32
    private let maxMessageBytes: Int
    private let ended: @Sendable (ServerEnd.Reason) -> Void
    /// `stop()` writes to `wake[1]`; the thread polls `wake[0]` beside the input.
    private var wake: [Int32] = [-1, -1]
    private let lock = NSLock()
    private var started = false
    private var stopping = false
    private var finished = false
    private var stopWaiters: [CheckedContinuation<Void, Never>] = []

    init(server: String, input: Int32, maxMessageBytes: Int, ended: @escaping @Sendable (ServerEnd.Reason) -> Void) {
        self.server = server
        self.input = input
        self.maxMessageBytes = maxMessageBytes
        self.ended = ended
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func start() throws {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw MCPBridgeError(kind: .launchFailed, server: server, message: "cannot create a pipe (errno \(errno))")
        }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        lock.withLock {
            wake = descriptors
            started = true
        }
        let thread = Thread { [self] in run() }
        thread.name = "AIClientsMCP stdio reader"
        thread.start()
    }

    /// Wakes the thread and waits until it has stopped reading.
    func stop() async {
        // Under the lock, as the thread closes the wake pipe under it when it ends.
        let wasStarted = lock.withLock { () -> Bool in
            if started, !finished, !stopping {
                stopping = true
                var byte: UInt8 = 1
                _ = posixWrite(wake[1], &byte, 1)
            }
            return started
        }
        guard wasStarted else {
            continuation.finish(throwing: closed)
            return
        }
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let done = lock.withLock { () -> Bool in
                if !finished { stopWaiters.append(waiter) }
                return finished
            }
            if done { waiter.resume() }
        }
    }

    /// How the stream ends when the toolbox closes the connection: with an error too, so that
    /// the SDK's client loop stops even where the client was not disconnected first.
    private var closed: MCPBridgeError {
        MCPBridgeError(kind: .connectionFailed, server: server, message: "the connection to the server was closed")
    }

    private func run() {
        var splitter = JSONLineSplitter(maxLineLength: maxMessageBytes)
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        let wakeEnd = lock.withLock { wake[0] }
        var end: ServerEnd.Reason?
        reading: while true {
            var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeEnd, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                end = .init(kind: .connectionFailed, message: "cannot wait for the server's output (errno \(errno))")
                break
            }
            // Stopped: the toolbox closes the connection.
            if descriptors[1].revents != 0 { break }
            if descriptors[0].revents == 0 { continue }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                end = .init(kind: .connectionFailed, message: "cannot read the server's output (errno \(errno))")
                break
            }
            if count == 0 {
                end = .init(kind: .serverExited, message: "the server closed its output")
                break
            }
            do {
                for line in try splitter.append(Data(chunk[0..<count])) { continuation.yield(line) }
            } catch {
                end = .init(kind: .messageTooLarge, message: "the server sent a message longer than \(maxMessageBytes) bytes (MCPToolbox.maxMessageBytes); the connection to it is closed")
                break reading
            }
        }
        if let end {
            // Ending the stream with an error stops the SDK client's loop (a stream that just
            // finishes has it ask again, forever).
            continuation.finish(throwing: MCPBridgeError(kind: end.kind, server: server, message: end.message))
            ended(end)
        } else {
            continuation.finish(throwing: closed)
        }
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            finished = true
            for descriptor in wake where descriptor >= 0 { close(descriptor) }
            wake = [-1, -1]
            defer { stopWaiters = [] }
            return stopWaiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
#endif
