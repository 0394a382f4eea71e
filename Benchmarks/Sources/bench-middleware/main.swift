import AIClientRuntime
import Foundation

// What the middleware chain costs per call: the same JSON call through `APIClientCore`, with no
// middleware, with one that passes the call on, and with five. By default over a transport that
// answers at once from memory (the engine's own time, the worst case for the ratio); with
// `--loopback URL`, through `URLSessionTransport` to that server's `/json` (Scripts/test-server.py
// on 127.0.0.1). Rounds alternate the variants; medians per variant.
//
// Usage: Scripts/bench-middleware [--requests N] [--rounds N] [--loopback URL]

struct PassThrough: ClientMiddleware {
    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        try await next(request, context)
    }
}

/// Answers every request with the same small JSON body, as a server on the same machine would.
struct MemoryTransport: HTTPTransport {
    let body = Data(#"{"id":"chatcmpl-1","object":"chat.completion","created":1,"model":"gpt-4o","usage":{"prompt_tokens":5,"completion_tokens":7}}"#.utf8)
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json", "Content-Length": "\(body.count)"], body: HTTPResponseBody(body))
    }
}

struct Reply: Decodable { var id: String }

func argument(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Int(arguments[index + 1]), number > 0 else { return value }
    return number
}

let requests = argument("--requests", default: 10_000)
let rounds = argument("--rounds", default: 7)
let loopback = CommandLine.arguments.firstIndex(of: "--loopback").flatMap { index in
    index + 1 < CommandLine.arguments.count ? URL(string: CommandLine.arguments[index + 1]) : nil
}
let transport: any HTTPTransport = loopback == nil ? MemoryTransport() : URLSessionTransport()
let base = APIClientCore(
    baseURL: loopback ?? URL(string: "http://127.0.0.1:9/v1")!, authentication: .bearer("sk-bench"),
    transport: transport, retryPolicy: .none)
var variants: [(name: String, core: APIClientCore)] = [("no middleware", base)]
var one = base
one.middlewares = [PassThrough()]
variants.append(("1 middleware", one))
var five = base
five.middlewares = Array(repeating: PassThrough(), count: 5)
variants.append(("5 middlewares", five))

var body = RequestComponents(method: "POST", path: loopback == nil ? "/chat/completions" : "/json", operation: "createChatCompletion")
body.body = .json(Data(#"{"model":"gpt-4o","messages":[{"role":"user","content":"Hello"}]}"#.utf8))
let request = body

func run(_ core: APIClientCore) async throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<requests {
        let reply = try await core.send(request, as: Reply.self)
        precondition(!reply.value.id.isEmpty)
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return seconds / Double(requests) * 1e6
}

// One untimed round warms caches and the allocator.
for variant in variants { _ = try await run(variant.core) }
var times: [String: [Double]] = [:]
for _ in 0..<rounds {
    for variant in variants { times[variant.name, default: []].append(try await run(variant.core)) }
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let baseline = median(times["no middleware"] ?? [1])
print("\(requests) calls × \(rounds) rounds, \(loopback == nil ? "in-memory transport" : "loopback HTTP"), medians (µs per call):")
for variant in variants {
    let value = median(times[variant.name] ?? [0])
    print(String(format: "  %-14@ %8.2f µs   %+6.2f %%", variant.name as NSString, value, (value / baseline - 1) * 100))
}
