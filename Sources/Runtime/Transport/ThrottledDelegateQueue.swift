import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

/// The delegate queue of a transport's URLSession on Linux: serial, and it stops libcurl from
/// outrunning the delegate.
///
/// swift-corelibs-foundation hands every received chunk (≤ 16 KiB) to the delegate queue with
/// `addOperation` from the session's work queue, where libcurl runs, and never waits: if the
/// delegate is slower than the network (a spill to disk on a fast link), the queued chunks
/// grow without bound (measured: 400–500 MiB queued for a 1 GiB loopback download). This
/// queue takes one of `limit` slots for each operation added and gives it back when the
/// operation ends; when none is free, `addOperation` blocks the work queue, so libcurl stops
/// reading and TCP flow control slows the server down.
///
/// The delegate never waits for a consumer (it appends to memory or to a spill file), so a
/// slot always comes back soon and a slow reader of one response cannot stall the others.
/// Nothing the delegate does may wait for the work queue (such as `URLSessionTask.cancel()`,
/// which is therefore called asynchronously). A wait longer than 30 s gives up on the slot
/// rather than risk a hang.
final class ThrottledDelegateQueue: OperationQueue, @unchecked Sendable {
    private let slots: DispatchSemaphore
    // `underlyingQueue` does not retain its queue.
    private let executionQueue = DispatchQueue(label: "AIClientRuntime.URLSessionTransport.delegate")

    init(limit: Int) {
        slots = DispatchSemaphore(value: max(1, limit))
        super.init()
        maxConcurrentOperationCount = 1
        // A serial dispatch queue gets a thread of its own even when the shared pool is busy
        // (the pool has one thread per core on Linux), so the delegate can always free slots.
        underlyingQueue = executionQueue
    }

    override func addOperation(_ operation: Operation) {
        let tookSlot = slots.wait(timeout: .now() + 30) == .success
        let slots = self.slots
        super.addOperation(BlockOperation {
            operation.start()
            if tookSlot { slots.signal() }
        })
    }
}
#endif
