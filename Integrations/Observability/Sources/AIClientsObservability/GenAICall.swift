// Built only with the Observability trait (or in Integrations/Observability), when swift-log,
// swift-metrics and swift-distributed-tracing are in the graph: otherwise an empty module.
#if canImport(Logging) && canImport(Metrics) && canImport(Tracing)
import AIClientRuntime
import Foundation

/// One call as the OpenTelemetry GenAI semantic conventions describe it (semantic conventions
/// 1.44.0, the GenAI attributes and metrics, status "development"): what the request says
/// before it is sent, and what the reply (or the stream's events) said when it ends.
///
/// Only names and numbers are read: no prompt, no output text, no header value.
public struct GenAICall: Sendable {
    /// `gen_ai.operation.name`: `chat`, `text_completion`, `embeddings` or `retrieval`; nil for
    /// calls that are no model operation (files, batches, …), which get no `gen_ai.*` data.
    public var operationName: String?
    /// `gen_ai.provider.name`: `openai`, `anthropic`, `azure.ai.openai`, or what the
    /// middleware was told.
    public var providerName: String
    /// The spec's operation id, the HTTP method and path (for calls that are no model operation).
    public var operationID: String?
    public var method: String
    public var path: String
    /// `gen_ai.request.model`, `gen_ai.request.max_tokens`, `gen_ai.request.temperature`, `gen_ai.request.top_p`.
    public var requestModel: String?
    public var maxTokens: Int?
    public var temperature: Double?
    public var topP: Double?
    /// `server.address`, `server.port`.
    public var serverAddress: String?
    public var serverPort: Int?
    /// Whether the reply is a stream of events.
    public var isStreaming: Bool

    /// `gen_ai.response.id`, `gen_ai.response.model`, `gen_ai.response.finish_reasons`.
    public var responseID: String?
    public var responseModel: String?
    public var finishReasons: [String] = []
    /// `gen_ai.usage.input_tokens`, `gen_ai.usage.output_tokens`.
    public var inputTokens: Int?
    public var outputTokens: Int?
    /// The HTTP status of the reply (or of the error).
    public var status: Int?
    /// The `x-request-id` / `request-id` of the reply (or of the error).
    public var requestID: String?
    /// Attempts the retry loop sent (1 when the first one answered).
    public var attempts = 0
    /// `error.type`: the HTTP status, or the kind of ``AIClientError`` (`timeout`,
    /// `streamInterrupted`, …), or the error's type name; nil when the call succeeded.
    public var errorType: String?
    /// From the call's start to the head of the reply, and to a stream's first event.
    public var timeToHead: Duration?
    public var timeToFirstEvent: Duration?
    /// Events a stream delivered.
    public var events = 0

    /// The operation names of the conventions, by the specs' operation ids.
    static let operations: [String: String] = [
        "createChatCompletion": "chat", "createResponse": "chat", "beta_createResponse": "chat",
        "messages_post": "chat", "beta_messages_post": "chat",
        "createCompletion": "text_completion", "complete_post": "text_completion",
        "createEmbedding": "embeddings",
        "searchVectorStore": "retrieval",
    ]

    public init(_ request: HTTPRequest, context: MiddlewareContext, provider: String? = nil) {
        operationID = context.operationID
        method = context.method
        path = context.path
        isStreaming = context.isStreaming
        operationName = context.operationID.flatMap { Self.operations[$0] }
        serverAddress = request.url.host
        serverPort = request.url.port ?? (request.url.scheme == "http" ? 80 : 443)
        providerName = provider ?? Self.provider(host: request.url.host ?? "", operationID: context.operationID)
        if operationName != nil, let body = request.jsonObject {
            if case .string(let model)? = body["model"] { requestModel = model }
            maxTokens = Self.int(body["max_tokens"] ?? body["max_completion_tokens"] ?? body["max_output_tokens"])
            temperature = Self.double(body["temperature"])
            topP = Self.double(body["top_p"])
        }
    }

    /// The provider by the API's host; elsewhere (a gateway, a local server) by the operation
    /// id's spelling: Anthropic's spec writes `messages_post`, OpenAI's `createChatCompletion`
    /// (or `beta_createResponse`), and other OpenAI-compatible APIs use OpenAI's.
    static func provider(host: String, operationID: String?) -> String {
        let host = host.lowercased()
        if host.hasSuffix(".openai.azure.com") || host.hasSuffix(".cognitiveservices.azure.com") { return "azure.ai.openai" }
        if host.hasSuffix("anthropic.com") { return "anthropic" }
        if let operationID, operationID.contains("_"), !operationID.contains(where: \.isUppercase) { return "anthropic" }
        return "openai"
    }

    /// The span's name: `chat gpt-4o` for a model operation, else the operation id (or method
    /// and path).
    public var spanName: String {
        if let operationName { return requestModel.map { "\(operationName) \($0)" } ?? operationName }
        return operationID ?? "\(method) \(path)"
    }

    // MARK: Reading the reply

    /// Reads a whole JSON reply (chat completion, Response, Claude message, embeddings).
    mutating func read(reply data: Data) {
        guard operationName != nil, case .object(let object)? = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else { return }
        read(object)
    }

    /// Reads one event of a stream: its own members, or those of the `response` / `message`
    /// it carries (Responses' `response.completed`, Claude's `message_start`).
    mutating func read(event data: Data) {
        events += 1
        guard operationName != nil else { return }
        // Most events (text deltas) carry nothing of this; skip them without parsing.
        guard Self.mayDescribeTheCall(data), case .object(let object)? = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else { return }
        read(object)
        for key in ["response", "message"] {
            if case .object(let inner)? = object[key] { read(inner) }
        }
        if case .object(let delta)? = object["delta"], case .string(let reason)? = delta["stop_reason"] {
            finishReasons = [reason]
        }
    }

    static let markers: [[UInt8]] = ["\"usage\"", "\"finish_reason\":\"", "\"finish_reason\": \"", "stop_reason", "\"id\""].map { Array($0.utf8) }

    /// Whether an event's bytes mention something this type reads (a quick scan, no parsing).
    static func mayDescribeTheCall(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return markers.contains { marker in
                guard bytes.count >= marker.count else { return false }
                var index = 0
                while index <= bytes.count - marker.count {
                    if bytes[index] == marker[0] {
                        var matched = true
                        for offset in 1..<marker.count where bytes[index + offset] != marker[offset] {
                            matched = false
                            break
                        }
                        if matched { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    private mutating func read(_ object: [String: JSONValue]) {
        if responseID == nil, case .string(let id)? = object["id"] { responseID = id }
        if case .string(let model)? = object["model"] { responseModel = model }
        if case .object(let usage)? = object["usage"] {
            if let input = Self.int(usage["input_tokens"] ?? usage["prompt_tokens"]) { inputTokens = input }
            if let output = Self.int(usage["output_tokens"] ?? usage["completion_tokens"]) { outputTokens = output }
        }
        if case .array(let choices)? = object["choices"] {
            let reasons = choices.compactMap { choice -> String? in
                guard case .object(let choice) = choice, case .string(let reason)? = choice["finish_reason"] else { return nil }
                return reason
            }
            if !reasons.isEmpty { finishReasons = reasons }
        }
        if case .string(let reason)? = object["stop_reason"] { finishReasons = [reason] }
        // A Response says why it ended by its status (`completed`, `incomplete`, `failed`).
        if case .string(let status)? = object["status"], case .string("response")? = object["object"] { finishReasons = [status] }
    }

    /// The error's `error.type`, status and request id.
    mutating func read(error: any Error) {
        if let error = error as? AIClientError {
            status = error.status
            requestID = error.requestID
            errorType = error.status.map(String.init) ?? "\(error.kind)"
        } else if error is CancellationError {
            errorType = "cancelled"
        } else {
            errorType = String(describing: type(of: error))
        }
    }

    static func int(_ value: JSONValue?) -> Int? { value?.intValue }

    static func double(_ value: JSONValue?) -> Double? { value?.doubleValue }
}
#endif
