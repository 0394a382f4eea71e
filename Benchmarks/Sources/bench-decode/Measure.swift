import Foundation

/// One way of decoding a document; throws when it cannot.
struct Contender {
    let name: String
    let decode: (Data) throws -> Void

    /// The indexes of the documents this contender cannot decode.
    func failures(in documents: [Data]) -> Set<Int> {
        Set(documents.indices.filter { index in (try? decode(documents[index])) == nil })
    }
}

/// Times contenders side by side: each round runs every contender once over the documents
/// `iterations` times, interleaved so that drift hits all alike; the result is the median round.
/// Time is the process's CPU time: on a shared machine, less noisy than the wall clock (the
/// decoding is single-threaded).
enum Measure {
    /// CPU time one contender gets per round when the iterations are not given.
    static let secondsPerRound = 0.15

    /// Microseconds per document for each contender, and the iterations per round used:
    /// `iterations` when given, else as many passes as fill `secondsPerRound` for the slowest.
    static func microsecondsPerDocument(
        _ contenders: [Contender], documents: [Data], iterations: Int?, rounds: Int
    ) -> (times: [Double], iterations: Int) {
        guard !documents.isEmpty else { return (contenders.map { _ in .nan }, 0) }
        var slowestPass = 0.0
        for contender in contenders {  // warm up, and time one pass
            let start = processCPUSeconds()
            run(contender, documents: documents, iterations: 1)
            slowestPass = max(slowestPass, processCPUSeconds() - start)
        }
        let iterations = iterations ?? max(1, Int(secondsPerRound / max(slowestPass, 1e-6)))
        var samples = Array(repeating: [Double](), count: contenders.count)
        for _ in 0..<rounds {
            for (index, contender) in contenders.enumerated() {
                let start = processCPUSeconds()
                run(contender, documents: documents, iterations: iterations)
                let elapsed = processCPUSeconds() - start
                samples[index].append(elapsed * 1e6 / Double(iterations * documents.count))
            }
        }
        return (samples.map { median($0) }, iterations)
    }

    private static func run(_ contender: Contender, documents: [Data], iterations: Int) {
        for _ in 0..<iterations {
            for document in documents {
                _ = try? contender.decode(document)  // only documents every contender decodes are timed
            }
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// CPU time of the whole process.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
