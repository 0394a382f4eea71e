// Built only with the Observability trait (or in Integrations/Observability), when swift-log,
// swift-metrics and swift-distributed-tracing are in the graph: otherwise an empty module.
#if canImport(Logging) && canImport(Metrics) && canImport(Tracing)
import AIClientRuntime
import Foundation
import Logging
import Metrics
import Tracing

/// Logs, traces and counts every call of a client, following the OpenTelemetry GenAI semantic
/// conventions (1.44.0) for model operations (chat completions, Responses, Claude messages,
/// completions, embeddings, vector store search):
///
/// - **swift-log**: one line per call, when it ends (a stream at its end as its reader sees it,
///   `data: [DONE]` or the last event; `cancelled` when its reader left early): the span's
///   name, status, request id, duration, a stream's time to first event and its events, the
///   token counts, and `error.type` when it failed. Never a body, a prompt or a header value.
/// - **swift-distributed-tracing**: a client span per call named `chat gpt-4o` (or the
///   operation id for other calls), with `gen_ai.operation.name`, `gen_ai.provider.name`,
///   `gen_ai.request.model` (and `max_tokens`, `temperature`, `top_p`), `gen_ai.response.id`,
///   `gen_ai.response.model`, `gen_ai.response.finish_reasons`, `gen_ai.usage.input_tokens` and
///   `output_tokens`, `server.address`, `server.port`, `error.type`; it ends with the call or
///   the stream, and carries an event `first_event` when a stream's first bytes arrive.
/// - **swift-metrics**: the histograms `gen_ai.client.operation.duration` (seconds) and
///   `gen_ai.client.token.usage` (tokens, `gen_ai.token.type` `input` or `output`), for model
///   operations only.
///
/// Each goes where the app bootstrapped `LoggingSystem`, `InstrumentationSystem` and
/// `MetricsSystem` (swift-otel exports all three over OTLP), or to the logger, tracer and metrics
/// factory given; pass nil to leave one out. The
/// middleware sits outside the retries: a call retried twice is one span and one line.
public struct ObservabilityMiddleware: ClientMiddleware {
    public var logger: Logger?
    public var logLevel: Logger.Level
    public var tracer: (any Tracer)?
    public var metrics: (any MetricsFactory)?
    /// `gen_ai.provider.name` when the API's host does not tell (a gateway).
    public var provider: String?

    public init(
        logger: Logger? = Logger(label: "AIClients"), logLevel: Logger.Level = .info,
        tracer: (any Tracer)? = InstrumentationSystem.tracer, metrics: (any MetricsFactory)? = MetricsSystem.factory,
        provider: String? = nil
    ) {
        self.logger = logger
        self.logLevel = logLevel
        self.tracer = tracer
        self.metrics = metrics
        self.provider = provider
    }

    public func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        let start = ContinuousClock.now
        var call = GenAICall(request, context: context, provider: provider)
        let span = tracer.map { tracer in
            tracer.startSpan(call.spanName, context: ServiceContext.current ?? .topLevel, ofKind: .client)
        }
        if let span { Self.setRequestAttributes(of: call, on: span) }
        let report: @Sendable (GenAICall, Duration) -> Void = { [logger, logLevel, metrics] call, duration in
            if let span { Self.finish(span, call) }
            if let logger { Self.log(call, duration: duration, to: logger, level: logLevel) }
            if let metrics { Self.record(call, duration: duration, to: metrics) }
        }
        let response: HTTPResponse
        do {
            response = try await next(request, context)
        } catch {
            call.attempts = context.attempts
            call.read(error: error)
            report(call, ContinuousClock.now - start)
            throw error
        }
        call.attempts = context.attempts
        call.status = response.status
        call.requestID = response.headers["x-request-id"] ?? response.headers["request-id"]
        call.timeToHead = ContinuousClock.now - start
        guard context.isStreaming else {
            // Read inside the retry loop already: looking at it reads nothing from the network.
            let data = try await response.body.collect(upTo: .max)
            call.read(reply: data)
            report(call, ContinuousClock.now - start)
            return HTTPResponse(status: response.status, headers: response.headers, body: HTTPResponseBody(data))
        }
        span?.addEvent("head")
        let body = ObservedBody.body(of: response, call: call, start: start, onEnd: report)
        return HTTPResponse(status: response.status, headers: response.headers, body: body)
    }

    // MARK: Tracing

    static func setRequestAttributes(of call: GenAICall, on span: any Span) {
        span.updateAttributes { attributes in
            if let operation = call.operationName {
                attributes["gen_ai.operation.name"] = operation
                attributes["gen_ai.provider.name"] = call.providerName
                if let model = call.requestModel { attributes["gen_ai.request.model"] = model }
                if let maxTokens = call.maxTokens { attributes["gen_ai.request.max_tokens"] = maxTokens }
                if let temperature = call.temperature { attributes["gen_ai.request.temperature"] = temperature }
                if let topP = call.topP { attributes["gen_ai.request.top_p"] = topP }
            }
            if let address = call.serverAddress { attributes["server.address"] = address }
            if let port = call.serverPort { attributes["server.port"] = port }
            attributes["http.request.method"] = call.method
        }
    }

    static func finish(_ span: any Span, _ call: GenAICall) {
        span.updateAttributes { attributes in
            if let status = call.status { attributes["http.response.status_code"] = status }
            if call.operationName != nil {
                if let id = call.responseID { attributes["gen_ai.response.id"] = id }
                if let model = call.responseModel { attributes["gen_ai.response.model"] = model }
                if !call.finishReasons.isEmpty { attributes["gen_ai.response.finish_reasons"] = SpanAttribute.stringArray(call.finishReasons) }
                if let input = call.inputTokens { attributes["gen_ai.usage.input_tokens"] = input }
                if let output = call.outputTokens { attributes["gen_ai.usage.output_tokens"] = output }
            }
            if let errorType = call.errorType { attributes["error.type"] = errorType }
        }
        if let first = call.timeToFirstEvent {
            span.addEvent(SpanEvent(name: "first_event", attributes: ["aiclients.time_to_first_event_ms": .int64(Int64(milliseconds(first)))]))
        }
        if call.errorType != nil { span.setStatus(SpanStatus(code: .error)) }
        span.end()
    }

    // MARK: Logging

    static func log(_ call: GenAICall, duration: Duration, to logger: Logger, level: Logger.Level) {
        var metadata: Logger.Metadata = [
            "operation": .string(call.operationID ?? "\(call.method) \(call.path)"),
            "duration_ms": .stringConvertible(milliseconds(duration)),
        ]
        if let status = call.status { metadata["status"] = .stringConvertible(status) }
        if let requestID = call.requestID { metadata["request_id"] = .string(requestID) }
        if call.attempts > 0 { metadata["attempts"] = .stringConvertible(call.attempts) }
        if let first = call.timeToFirstEvent {
            metadata["first_event_ms"] = .stringConvertible(milliseconds(first))
            metadata["events"] = .stringConvertible(call.events)
        }
        if let input = call.inputTokens { metadata["input_tokens"] = .stringConvertible(input) }
        if let output = call.outputTokens { metadata["output_tokens"] = .stringConvertible(output) }
        if let errorType = call.errorType { metadata["error"] = .string(errorType) }
        let outcome = call.errorType.map { "failed (\($0))" } ?? (call.status.map { "\($0)" } ?? "ok")
        logger.log(level: call.errorType == nil ? level : max(level, .warning),
                   "\(call.spanName): \(outcome) in \(milliseconds(duration)) ms", metadata: metadata)
    }

    // MARK: Metrics

    static func record(_ call: GenAICall, duration: Duration, to factory: any MetricsFactory) {
        guard let operation = call.operationName else { return }
        var dimensions = [("gen_ai.operation.name", operation), ("gen_ai.provider.name", call.providerName)]
        if let model = call.requestModel { dimensions.append(("gen_ai.request.model", model)) }
        if let model = call.responseModel { dimensions.append(("gen_ai.response.model", model)) }
        if let address = call.serverAddress { dimensions.append(("server.address", address)) }
        if let errorType = call.errorType { dimensions.append(("error.type", errorType)) }
        Recorder(label: "gen_ai.client.operation.duration", dimensions: dimensions, aggregate: true, factory: factory).record(seconds(duration))
        guard call.errorType == nil else { return }
        if let input = call.inputTokens {
            Recorder(label: "gen_ai.client.token.usage", dimensions: dimensions + [("gen_ai.token.type", "input")], aggregate: true, factory: factory).record(input)
        }
        if let output = call.outputTokens {
            Recorder(label: "gen_ai.client.token.usage", dimensions: dimensions + [("gen_ai.token.type", "output")], aggregate: true, factory: factory).record(output)
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int((seconds(duration) * 1000).rounded())
    }
}
#endif
