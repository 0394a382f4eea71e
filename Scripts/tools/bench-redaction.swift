// Times the secret-masking registry for Scripts/bench-redaction. Compiled with the runtime's
// sources into one module, so it reaches the internal lease type.
import Foundation

@main struct BenchRedaction {
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Median seconds per run of `body`, over `rounds` runs.
    static func median(_ rounds: Int, _ body: () -> Void) -> Double {
        (0..<rounds).map { _ in seconds(body) }.sorted()[rounds / 2]
    }

    static func keys(_ count: Int, prefix: String) -> [String] {
        (0..<count).map { _ in prefix + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased() }
    }

    /// A 4 KB OpenAI-style error body quoting `key` near its end.
    static func body(quoting key: String) -> String {
        let filler = String(repeating: "The request was refused by the upstream service; see the documentation. ", count: 55)
        return #"{"error": {"message": ""# + filler + "Incorrect API key provided: " + key
            + #"", "type": "invalid_request_error", "param": null, "code": "invalid_api_key"}}"#
    }

    static func maskRow(_ name: String, registered: Int, text: String, key: String) {
        let rounds = 2_001
        var masked = ""
        let perCall = median(rounds) { masked = SecretRedaction.redact(text) }
        precondition(!masked.contains(key), "the key was not masked: \(name)")
        print("| mask a \(String(format: "%.1f", Double(text.utf8.count) / 1024)) KB body, \(name) | \(registered) | "
            + String(format: "%.1f µs |", perCall * 1e6))
    }

    static func main() {
        setvbuf(stdout, nil, _IOLBF, 0)
        let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100_000
        let plain = keys(count, prefix: "sk-")
        let projects = keys(count, prefix: "sk-proj-")
        print("| workload | keys | time |")
        print("|---|---|---|")

        var leases: [SecretLease] = []
        leases.reserveCapacity(count)
        let register = seconds { for key in plain { leases.append(SecretLease([key])) } }
        precondition(SecretRedaction.registry.count == count, "not every key was registered")
        let release = seconds { leases.removeAll() }
        precondition(SecretRedaction.registry.count == 0, "not every key was released")
        print(String(format: "| register %d distinct keys (a lease each) | %d | %.3f s |", count, count, register))
        print(String(format: "| release them | %d | %.3f s |", count, release))
        print(String(format: "| register + release | %d | %.3f s |", count, register + release))

        let clients = seconds {
            for key in projects {
                withExtendedLifetime(APIClientCore(baseURL: URL(fileURLWithPath: "/"), authentication: .bearer(key))) {}
            }
        }
        print(String(format: "| make and drop a client per key (APIClientCore, .bearer) | %d | %.3f s |", count, clients))

        // The optimizer may end a value's life after its last use: keep the leases to the end.
        let probe = plain[count / 2]
        let probeLease = SecretLease([probe])
        withExtendedLifetime(probeLease) {
            maskRow("no other key registered", registered: SecretRedaction.registry.count, text: body(quoting: probe), key: probe)
        }
        let random = plain.map { SecretLease([$0]) }
        let sameStart = projects.map { SecretLease([$0]) }
        withExtendedLifetime((probeLease, random, sameStart)) {
            maskRow("100,000 random keys and 100,000 sk-proj- keys registered", registered: SecretRedaction.registry.count,
                    text: body(quoting: probe), key: probe)
            let projectProbe = projects[count / 3]
            maskRow("quoting an sk-proj- key, same keys", registered: SecretRedaction.registry.count,
                    text: body(quoting: projectProbe), key: projectProbe)
            let hex = String(repeating: "deadbeefcafef00d0123456789abcdef", count: 128)
            maskRow("all hex digits, same keys", registered: SecretRedaction.registry.count, text: hex + probe, key: probe)
        }
    }
}
