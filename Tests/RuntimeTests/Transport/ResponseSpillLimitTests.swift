import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

/// M1 of issue 27: on Linux a body read more slowly than it arrives spills to a temporary
/// file, which had no cap (575 MB in 5 s from a fast server). The cap ends the body with a
/// typed error after every byte that waited, and read segments leave the disk.
@Suite(.timeLimit(.minutes(10)))
struct ResponseSpillLimitTests {
    #if canImport(FoundationNetworking)
    @Test func aBodyFarAheadOfItsReaderEndsWithResponseTooLargeAfterEveryByteThatWaited() async throws {
        let server = try await LoopbackServer.shared()
        let memory = 64 << 10
        let spill = 1 << 20
        let transport = URLSessionTransport(configuration: .init(responseMemoryLimit: memory, responseSpillLimit: spill))
        // 64 MiB sent as fast as the server can: far more than memory and spill together.
        let response = try await transport.send(HTTPRequest(method: "GET", url: server.url("/download?size=\(64 << 20)")))
        var offset = 0
        var mismatch: Int?
        var failure: (any Error)?
        do {
            for try await chunk in response.body {
                for (index, byte) in chunk.enumerated() where mismatch == nil && byte != UInt8((offset + index) % 251) {
                    mismatch = offset + index
                }
                offset += chunk.count
                // Bounded: without a cap the whole body would come, slowly; 8 MiB proves it.
                if offset > 8 << 20 { break }
                // A slow reader: 10 ms per chunk.
                try await Task.sleep(nanoseconds: 10_000_000)
            }
        } catch {
            failure = error
        }
        let error = try #require(failure as? AIClientError, "the body was read past \(offset) bytes without an error")
        #expect(error.kind == .responseTooLarge)
        #expect(error.sizeLimit == spill)
        #expect(error.underlyingError is ResponseSpillLimitError)
        #expect(String(describing: error).contains("responseSpillLimit"))
        // Nothing that waited is lost: the spill was full when the transfer stopped, and all of
        // it came, in order, before the error.
        #expect(mismatch == nil)
        #expect(offset > spill - (256 << 10))
        #expect(offset <= memory + spill + (1 << 20))
    }
    #endif

    @Test func readSegmentsLeaveTheDiskWhileTheReaderIsAlwaysBehind() async throws {
        let directory = FileManager.default.temporaryDirectory
        let buffer = ResponseBodyBuffer(
            memoryLimit: 1, overflow: .spillToDisk(directory: directory, limit: nil), spillSegmentSize: 100_000,
            cancelProducer: {})
        var written = 0
        var read = Data()
        var mostOnDisk: Int64 = 0
        var mostBeyond: Int64 = 0
        // 2 MiB in 16 KiB chunks; the reader takes one 64 KiB read per 128 KiB written, so it
        // never catches up: one spill file would hold all 2 MiB until the end.
        for round in 0..<128 {
            buffer.append(Data((written..<written + 16_384).map { UInt8($0 % 251) }))
            written += 16_384
            if round % 8 == 7, let chunk = try await buffer.next() { read.append(chunk) }
            mostOnDisk = max(mostOnDisk, buffer.spillBytesOnDisk)
            // Read bytes still on disk.
            mostBeyond = max(mostBeyond, buffer.spillBytesOnDisk - Int64(written - read.count))
        }
        buffer.finish(error: nil)
        // Bounded: each call returns a chunk or the end.
        for _ in 0..<written {
            guard let chunk = try await buffer.next() else { break }
            read.append(chunk)
        }
        #expect(read == Data((0..<written).map { UInt8($0 % 251) }))
        // Unread bytes pass 1 MiB; of the read ones, at most one segment (100 kB and the chunk
        // that filled it) stays on disk. With one file, all 2 MiB would stay.
        #expect(mostBeyond <= 100_000 + 16_384)
        #expect(mostOnDisk < Int64(written))
        #expect(buffer.spillFileCount == 0)
    }

    @Test func theSpillLimitCountsUnreadBytesAndEndsAfterThem() async throws {
        let buffer = ResponseBodyBuffer(
            memoryLimit: 1, overflow: .spillToDisk(directory: FileManager.default.temporaryDirectory, limit: 50_000),
            spillSegmentSize: 20_000, cancelProducer: {})
        var written = 0
        for _ in 0..<10 {
            buffer.append(Data((written..<written + 10_000).map { UInt8($0 % 251) }))
            written += 10_000
        }
        var read = Data()
        var failure: (any Error)?
        do {
            for _ in 0..<1_000 {
                guard let chunk = try await buffer.next() else { break }
                read.append(chunk)
            }
        } catch {
            failure = error
        }
        // Above the 1-byte memory limit every chunk spills: five fill the 50 kB; the sixth is refused.
        #expect(read == Data((0..<50_000).map { UInt8($0 % 251) }))
        #expect((failure as? AIClientError)?.sizeLimit == 50_000)
    }
}
