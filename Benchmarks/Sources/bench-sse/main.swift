import Foundation

// SSE decoding: throughput ours against apple/swift-openapi-runtime on the same bytes in the
// same chunks, then latency over loopback (from a server in this process writing an event to
// the consumer holding it decoded) through our URLSessionTransport + EventStream, against two
// floors (a raw socket read; Foundation's URLSession data delegate alone) and the peer,
// swift-openapi-urlsession + swift-openapi-runtime.
// Usage: bench-sse [--size-mb N] [--chunk-kb N] [--iterations N] [--workload NAME]
//   [--contender TEXT (runs only contenders whose name contains it)] [--fixtures DIR]
//   [--latency on|off|only] [--latency-events N] [--latency-interval-us N] [--latency-runs N]

struct Options {
    var sizeMB = 64
    var chunkKB = 16
    var iterations = 5
    var workload: String?
    var contender: String?
    var fixtures = Workload.defaultFixtures
    var latency = "on"
    var latencyEvents = 500
    var latencyIntervalMicroseconds = 2000
    var latencyRuns = 3

    init(_ arguments: ArraySlice<String>) throws {
        var arguments = arguments
        while let flag = arguments.popFirst() {
            guard let value = arguments.popFirst() else { throw BenchmarkError("\(flag) needs a value") }
            switch flag {
            case "--size-mb": sizeMB = try Self.positive(value, flag)
            case "--chunk-kb": chunkKB = try Self.positive(value, flag)
            case "--iterations": iterations = try Self.positive(value, flag)
            case "--workload": workload = value
            case "--contender": contender = value
            case "--fixtures": fixtures = URL(fileURLWithPath: value)
            case "--latency":
                guard ["on", "off", "only"].contains(value) else { throw BenchmarkError("--latency takes on, off or only") }
                latency = value
            case "--latency-events": latencyEvents = try Self.positive(value, flag)
            case "--latency-interval-us": latencyIntervalMicroseconds = try Self.positive(value, flag)
            case "--latency-runs": latencyRuns = try Self.positive(value, flag)
            default: throw BenchmarkError("unknown option \(flag)")
            }
        }
    }

    static func positive(_ value: String, _ flag: String) throws -> Int {
        guard let number = Int(value), number > 0 else { throw BenchmarkError("\(flag) needs a positive integer") }
        return number
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, width: Int, decimals: Int = 0) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return String(repeating: " ", count: max(width - text.count, 0)) + text
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// CPU time of the whole process: on a shared machine, less noisy than the wall clock.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

do {
    let options = try Options(CommandLine.arguments.dropFirst())
    let sources = options.latency == "only" ? [] : Workload.sources.filter { options.workload == nil || $0.name == options.workload }
    guard !sources.isEmpty || options.latency == "only" else {
        throw BenchmarkError("unknown workload; one of: \(Workload.sources.map(\.name))")
    }
    var decodedDifferently = false
    if !sources.isEmpty {
        print("SSE decoding, \(options.sizeMB) MiB per workload in \(options.chunkKB) KiB chunks, median of \(options.iterations) runs")
    }
    for source in sources {
        let workload = try Workload.make(
            name: source.name, files: source.files, fixtures: options.fixtures,
            size: options.sizeMB << 20, chunkSize: options.chunkKB << 10)
        let chunks = Chunks(workload)
        let megabytes = Double(workload.bytes.count) / 1e6
        print("\n\(workload.name): \(format(megabytes, width: 0, decimals: 1)) MB")
        // Median of the wall clock; also the best run and the CPU time, which say more when other
        // processes share the machine.
        print("  contender                                          MB/s     events/s   best MB/s   MB/s of CPU time")
        var throughput: [String: Double] = [:]
        var reference: Tally?
        for contender in Contender.all where options.contender.map(contender.name.contains) ?? true {
            var times: [Double] = []
            var cpuTimes: [Double] = []
            var tally = Tally()
            for _ in 0..<options.iterations {
                let clock = ContinuousClock()
                let start = clock.now
                let cpuStart = processCPUSeconds()
                tally = try await contender.run(chunks)
                times.append(seconds(clock.now - start))
                cpuTimes.append(processCPUSeconds() - cpuStart)
            }
            if let reference, reference != tally {
                print("  ! \(contender.name) decoded \(tally), expected \(reference)")
                decodedDifferently = true
            }
            reference = reference ?? tally
            let time = median(times)
            throughput[contender.name] = megabytes / time
            let name = contender.name.padding(toLength: 48, withPad: " ", startingAt: 0)
            print("  \(name) \(format(megabytes / time, width: 7)) \(format(Double(tally.events) / time, width: 12)) \(format(megabytes / (times.min() ?? .nan), width: 11)) \(format(megabytes / median(cpuTimes), width: 18))")
        }
        if let peer = throughput[Contender.openAPIRuntime.name],
            let sync = throughput[Contender.ourParser.name], let sequence = throughput[Contender.ourSequence.name]
        {
            print("  ratio vs swift-openapi-runtime (median MB/s): SSEParser \(format(sync / peer, width: 0, decimals: 1))x, ServerSentEventSequence \(format(sequence / peer, width: 0, decimals: 1))x")
        }
    }
    if options.latency != "off" {
        try await LatencyBenchmark.run(
            count: options.latencyEvents, intervalMicroseconds: options.latencyIntervalMicroseconds,
            runs: options.latencyRuns, only: options.contender)
    }
    if decodedDifferently { throw BenchmarkError("the contenders did not decode the same events") }
} catch {
    print("bench-sse: \(error)")
    exit(1)
}
