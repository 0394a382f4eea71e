import AIClientRuntime
import Foundation
import OpenAPIRuntime

/// What a run saw, to check that every contender decoded the same events.
struct Tally: Equatable {
    var events = 0
    var named = 0
    var dataBytes = 0

    mutating func add(event: String?, data: String?) {
        events += 1
        if event != nil { named += 1 }
        dataBytes += data?.utf8.count ?? 0
    }
}

/// The chunks of a workload, in the forms that the contenders read.
struct Chunks: Sendable {
    /// Views into the workload's bytes.
    var slices: [ArraySlice<UInt8>]
    /// The same chunks as `Data`, what a transport delivers.
    var data: [Data]

    init(_ workload: Workload) {
        slices = workload.chunks
        data = slices.map { Data($0) }
    }
}

/// One way of decoding a workload's chunks into events.
struct Contender {
    var name: String
    var run: @Sendable (Chunks) async throws -> Tally

    static let all: [Contender] = [ourParser, ourSequence, ourResponseBody, openAPIRuntime]

    /// `SSEParser` fed synchronously: the cost of splitting and building events alone.
    static let ourParser = Contender(name: "AIClientRuntime SSEParser (sync)") { chunks in
        var parser = SSEParser()
        var tally = Tally()
        for chunk in chunks.slices {
            try chunk.withUnsafeBytes { bytes in
                try parser.parse(bytes) { tally.add(event: $0.event, data: $0.data) }
            }
        }
        if let last = try parser.finish() { tally.add(event: last.event, data: last.data) }
        return tally
    }

    /// `ServerSentEventSequence` over the same never-suspending sequence the peer reads.
    static let ourSequence = Contender(name: "AIClientRuntime ServerSentEventSequence") { chunks in
        var tally = Tally()
        for try await event in ServerSentEventSequence(ChunkSequence(chunks: chunks.slices)) {
            tally.add(event: event.event, data: event.data)
        }
        return tally
    }

    /// The path a response takes: `Data` chunks through an `AsyncThrowingStream`, as
    /// `HTTPResponseBody.serverSentEvents` (the stream is filled up front, inside the timing).
    static let ourResponseBody = Contender(name: "AIClientRuntime HTTPResponseBody (AsyncStream)") { chunks in
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
        for chunk in chunks.data { continuation.yield(chunk) }
        continuation.finish()
        var tally = Tally()
        for try await event in HTTPResponseBody(stream).serverSentEvents {
            tally.add(event: event.event, data: event.data)
        }
        return tally
    }

    /// apple/swift-openapi-runtime's decoder, as generated clients call it.
    static let openAPIRuntime = Contender(name: "swift-openapi-runtime asDecodedServerSentEvents") { chunks in
        var tally = Tally()
        for try await event in ChunkSequence(chunks: chunks.slices).asDecodedServerSentEvents() {
            tally.add(event: event.event, data: event.data)
        }
        return tally
    }
}
