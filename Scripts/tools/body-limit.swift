// Reads one body through APIClientCore.sendData with a given maxResponseBytes, for
// Scripts/bench-body-limit (which runs it under /usr/bin/time -v). Compiled with the runtime's
// sources into one module, so no import of AIClientRuntime.
import Foundation

@main struct BodyLimitTool {
    static func main() async {
        let arguments = CommandLine.arguments
        guard arguments.count == 4, let port = Int(arguments[1]), let limit = Int(arguments[2]), let size = Int(arguments[3]),
              let base = URL(string: "http://127.0.0.1:\(port)") else {
            print("usage: body-limit PORT LIMIT_BYTES BODY_BYTES")
            exit(2)
        }
        let core = APIClientCore(baseURL: base, retryPolicy: .none, maxResponseBytes: limit)
        // No Content-Length: the limit must be found while reading.
        let components = RequestComponents(method: "GET", path: "/fault/reply", query: [("size", "\(size)"), ("length", "none")])
        do {
            let response = try await core.sendData(components)
            print("read \(response.value.count) bytes")
        } catch let error as AIClientError {
            print("\(error.kind): \(error.description)")
        } catch {
            print("error: \(error)")
        }
    }
}
