// Times ClientJSONDecoder beside JSONDecoder and JSONSerialization on adversarial documents,
// for Scripts/bench-decode-adversarial. Compiled with the runtime's sources into one module.
import Foundation

@main struct DecodeAdversarial {
    static func metadata(_ count: Int, repeating: Int?) -> Data {
        var parts = (0..<count).map { "\"k\($0)\":\"v\"" }
        if let repeating { parts.append("\"k\(repeating)\":\"again\"") }
        return Data(("{" + parts.joined(separator: ",") + "}").utf8)
    }

    struct Image: Decodable {
        var id: String
        var result: String
    }

    /// Median seconds of `rounds` runs of `body` (process CPU time would also count the other
    /// decoders' work; wall time on an otherwise idle process is what a caller waits).
    static func median(_ rounds: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[rounds / 2]
    }

    static func row(_ name: String, bytes: Int, rounds: Int, ours: () throws -> Void, foundation: () throws -> Void, serialization: () throws -> Void) rethrows {
        let a = try median(rounds, ours)
        let b = try median(rounds, foundation)
        let c = try median(rounds, serialization)
        print(String(format: "| %@ | %.2f MB | %.2f ms | %.2f ms | %.2f ms | %.2f× | %.2f× |",
                     name, Double(bytes) / 1e6, a * 1e3, b * 1e3, c * 1e3, b / a, c / a))
    }

    static func main() throws {
        let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 7
        print("| workload | size | ClientJSONDecoder | JSONDecoder | JSONSerialization | JSONDecoder/ours | JSONSerialization/ours |")
        print("|---|---|---|---|---|---|---|")
        for (name, data) in [
            ("80,000 names + 1 repeat → [String: String]", metadata(80_000, repeating: 40_000)),
            ("80,000 distinct names → [String: String]", metadata(80_000, repeating: nil)),
            ("20,000 names + 1 repeat → [String: String]", metadata(20_000, repeating: 7)),
        ] {
            try row(name, bytes: data.count, rounds: rounds,
                    ours: { _ = try ClientJSONDecoder().decode([String: String].self, from: data) },
                    foundation: { _ = try JSONDecoder().decode([String: String].self, from: data) },
                    serialization: { _ = try JSONSerialization.jsonObject(with: data) })
        }
        let base64 = Data((0..<1_500_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }).base64EncodedString()
        let image = Data((#"{"id":"ig_1","result":""# + base64 + #""}"#).utf8)
        try row("2 MB base64 string → struct", bytes: image.count, rounds: rounds,
                ours: { _ = try ClientJSONDecoder().decode(Image.self, from: image) },
                foundation: { _ = try JSONDecoder().decode(Image.self, from: image) },
                serialization: { _ = try JSONSerialization.jsonObject(with: image) })
        try row("2 MB base64 string → JSONValue", bytes: image.count, rounds: rounds,
                ours: { _ = try ClientJSONDecoder().decode(JSONValue.self, from: image) },
                foundation: { _ = try JSONDecoder().decode(JSONValue.self, from: image) },
                serialization: { _ = try JSONSerialization.jsonObject(with: image) })
    }
}
