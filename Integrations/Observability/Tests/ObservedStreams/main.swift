// A first app's `main.swift` with ObservabilityMiddleware: a chat, a Responses and a Claude stream,
// each read by a loop in top-level code (which Swift compiles differently from a function).
// TopLevelObservabilityTests runs it against recorded streams on the loopback server.
//
// Usage: observed-streams <chat base URL> <Responses base URL> <Claude base URL> end|final|cancel|break
//   end     reads each stream to its end in a `for` loop
//   final   `finalCompletion()`, `finalResponse()`, `finalMessage()`
//   cancel  leaves each loop after the first event, then calls `stream.cancel()`
//   break   leaves each loop after the first event
// It prints one JSON line per log line (`log`, `level`, `error`, `events`), then one per ended
// span (`span`, `error.type`).
import AIClientsObservability
import AnthropicMessages
import Foundation
import InMemoryTracing
import Logging
import OpenAIChat
import OpenAIResponses

/// Prints each log line as JSON at once.
struct JSONLineHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
        var line: [String: String] = ["log": event.message.description, "level": event.level.rawValue]
        for key in ["error", "events"] {
            if let value = event.metadata?[key] { line[key] = value.description }
        }
        printJSON(line)
    }
}

func printJSON(_ object: [String: String]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    print(String(decoding: data, as: UTF8.self))
}

let arguments = CommandLine.arguments
let modes = ["end", "final", "cancel", "break"]
guard arguments.count == 5, modes.contains(arguments[4]) else {
    print("usage: observed-streams <chat base URL> <Responses base URL> <Claude base URL> end|final|cancel|break")
    exit(2)
}
let how = arguments[4]
let tracer = InMemoryTracer()
let observability = ObservabilityMiddleware(logger: Logger(label: "ai") { _ in JSONLineHandler() }, tracer: tracer, metrics: nil)

var openAI = OpenAIClient(apiKey: "sk-observed", baseURL: arguments[1])
openAI.core.middlewares.append(observability)
let chatRequest = CreateChatCompletionRequest(messages: [.user("Hello")], model: "gpt-4o-mini")
if how == "final" {
    _ = try await openAI.chat.completions.stream(chatRequest).finalCompletion()
} else {
    let stream = try await openAI.chat.completions.stream(chatRequest)
    for try await _ in stream where how != "end" { break }
    if how == "cancel" { stream.cancel() }
}

var responses = OpenAIClient(apiKey: "sk-observed", baseURL: arguments[2])
responses.core.middlewares.append(observability)
let responseRequest = CreateResponse(model: "gpt-4o", input: "Hello")
if how == "final" {
    _ = try await responses.responses.stream(responseRequest).finalResponse()
} else {
    let stream = try await responses.responses.stream(responseRequest)
    for try await _ in stream where how != "end" { break }
    if how == "cancel" { stream.cancel() }
}

var claude = AnthropicClient(apiKey: "sk-ant-observed", baseURL: arguments[3])
claude.core.middlewares.append(observability)
let messageRequest = CreateMessageParams(model: "claude-haiku-4-5", messages: [.user("Hello")], maxTokens: 64)
if how == "final" {
    _ = try await claude.messages.stream(messageRequest).finalMessage()
} else {
    let stream = try await claude.messages.stream(messageRequest)
    for try await _ in stream where how != "end" { break }
    if how == "cancel" { stream.cancel() }
}

for span in tracer.finishedSpans {
    var line = ["span": span.operationName]
    if case .string(let errorType)? = span.attributes["error.type"]?.toSpanAttribute() { line["error.type"] = errorType }
    printJSON(line)
}
