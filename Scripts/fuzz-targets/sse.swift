// Fuzz target: the SSE parser gives the same events however its input is split.
//
// The input is parsed whole, then split at positions taken from its own bytes, then (when
// short) one byte at a time; any difference in events (or in throwing) is a finding.
import Foundation

func events(_ data: [UInt8], splits: [Int]) -> Result<[ServerSentEvent], SSEError> {
    var parser = SSEParser(maximumEventSize: 1 << 16)
    var events: [ServerSentEvent] = []
    var start = 0
    do {
        for end in splits + [data.count] where end >= start && end <= data.count {
            events += try parser.parse(Array(data[start..<end]))
            start = end
        }
        if let last = try parser.finish() { events.append(last) }
        return .success(events)
    } catch let error as SSEError {
        return .failure(error)
    } catch {
        fatalError("unexpected error type \(type(of: error))")
    }
}

func describe(_ result: Result<[ServerSentEvent], SSEError>) -> String {
    switch result {
    case .success(let events): "\(events.count) events: \(events.prefix(5))"
    case .failure(let error): "error \(error)"
    }
}

func same(_ a: Result<[ServerSentEvent], SSEError>, _ b: Result<[ServerSentEvent], SSEError>) -> Bool {
    switch (a, b) {
    case (.success(let x), .success(let y)): x == y
    case (.failure, .failure): true
    default: false
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: bytes, count: count))
    let whole = events(data, splits: [])
    // Splits where the bytes say: every position whose byte is CR, LF or ':' and a few more.
    var splits: [Int] = []
    for (index, byte) in data.enumerated() where byte == 0x0D || byte == 0x0A || byte == 0x3A || byte % 7 == 0 {
        splits.append(index)
    }
    let split = events(data, splits: splits)
    if !same(whole, split) {
        fatalError("split input gives other events: whole \(describe(whole)); split \(describe(split))")
    }
    if count <= 4096 {
        let single = events(data, splits: Array(0..<count))
        if !same(whole, single) {
            fatalError("byte-by-byte input gives other events: whole \(describe(whole)); bytes \(describe(single))")
        }
    }
    return 0
}
