import AIClientRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Usage: bench-transport <port> <mode> <megabytes>
//   download       read the body as fast as possible
//   download-slow  read nothing for 3 s while the server sends, then read everything
//   upload         send a streamed request body generated in 64 KiB chunks
//   naive-download URLSession.data(for:) (whole body in memory), for comparison
// Prints the peak resident memory (VmHWM) next to the memory before the transfer.

func memoryKiB(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
    return -1
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let port = Int(arguments[1]), let megabytes = Int(arguments[3]) else {
    print("usage: bench-transport <port> <download|download-slow|upload|naive-download> <megabytes>")
    exit(2)
}
let mode = arguments[2]
let size = megabytes << 20
let base = "http://127.0.0.1:\(port)"
let transport = URLSessionTransport()
let before = memoryKiB("VmRSS")
let started = Date()
var bytes = 0

switch mode {
case "download", "download-slow":
    let response = try await transport.send(HTTPRequest(method: "GET", url: URL(string: "\(base)/download?size=\(size)")!))
    if mode == "download-slow" { try await Task.sleep(nanoseconds: 3_000_000_000) }
    for try await chunk in response.body { bytes += chunk.count }
case "upload":
    let chunk = Data(repeating: 7, count: 65_536)
    let count = size / chunk.count
    let body = HTTPRequestBody.stream(length: Int64(count * chunk.count)) {
        AsyncThrowingStream { continuation in
            Task {
                for _ in 0..<count { continuation.yield(chunk) }
                continuation.finish()
            }
        }
    }
    let response = try await transport.send(HTTPRequest(method: "POST", url: URL(string: "\(base)/echo")!, body: body))
    let echo = try await response.body.collect(upTo: 1 << 20)
    let json = try JSONSerialization.jsonObject(with: echo) as? [String: Any]
    bytes = json?["body_size"] as? Int ?? -1
case "naive-download":
    let (data, _) = try await URLSession.shared.data(for: URLRequest(url: URL(string: "\(base)/download?size=\(size)")!))
    bytes = data.count
default:
    print("unknown mode \(mode)")
    exit(2)
}

let seconds = Date().timeIntervalSince(started)
let peak = memoryKiB("VmHWM")
print(String(format: "%@ %d MiB: %.2f s, %.0f MiB/s, RSS before %d MiB, peak %d MiB%@",
             mode, megabytes, seconds, Double(bytes) / 1_048_576 / seconds, before / 1024, peak / 1024,
             bytes == size ? "" : " (BYTE COUNT MISMATCH: \(bytes))"))
