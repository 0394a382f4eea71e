import AIClientRuntime
@_exported import AIClientSessions
import Foundation

extension OpenAIClient.Agents.Sessions {
    /// Streams a session's events and answers its function calls with `tools`: the session
    /// runner (``SessionRunner``) on this session. With `input`, the stream opens first and
    /// the input is then sent as a user message; the stream ends when the session is idle
    /// after the turn (or failed).
    ///
    /// Each `function_call` item (`agent.session.turn.item.added`) runs its handler at once,
    /// concurrently with the stream and other calls, and its output is sent as an
    /// `agent.session.input.tool_result` event; a handler's error is sent as a failed result
    /// (`success: false`, its text in `error`). The same ``ToolHandler``s serve
    /// `responses.runTools`. At most `maxToolCalls` calls are answered.
    /// `errorText` is the text a handler's error is sent as (by default its description with
    /// the client's secrets masked; `{ _ in "Tool failed." }` sends none of it, as openai-python does).
    ///
    /// - Throws: as ``SessionRunner/run(input:)``: a call of a tool with no handler, too many
    ///   calls, a stream that ends before the session is idle, or an error of a request.
    public func run(
        sessionID: String, input: String? = nil, tools: [ToolHandler], maxToolCalls: Int = 32,
        errorText: @escaping @Sendable (any Error) -> String = SessionToolResult.errorText, options: RequestOptions = .init()
    ) -> CancellableStream<SessionRunEvent<AgentSessionEvent>> {
        SessionRunner(session: OpenAIAgentSession(self, sessionID: sessionID, options: options), tools: tools, maxToolCalls: maxToolCalls,
                      errorText: errorText)
            .run(input: input)
    }
}

/// An OpenAI Agents session as ``SessionRunner`` drives it (`client.agents.sessions.run`).
///
/// - A client-side call is an `agent.session.turn.item.added` event whose item is a
///   `function_call` (`call_id`, `turn_id`, `name`, `arguments`).
/// - Its result goes back as `POST /agents/sessions/{id}/events` with one
///   `agent.session.input.tool_result` event (`turn_id`, `call_id`, `success`, `output` or
///   `error`) and an `Idempotency-Key`; a 400 "Unknown pending tool call" (the call event can
///   arrive before the server registers the call) is retried with the same key.
/// - The turn ends with `agent.session.turn.completed`, `.failed` or `.cancelled` of a turn
///   that is not a subagent's, and `agent.session.idle` follows; `agent.session.failed` ends
///   the session.
public struct OpenAIAgentSession: AgentSessionAdapter {
    public var sessions: OpenAIClient.Agents.Sessions
    public var sessionID: String
    public var options: RequestOptions
    /// The waits before each retry of a result the server does not know the call of yet.
    var pendingCallRetries: [Double] = [0.1, 0.3, 0.6]

    public init(_ sessions: OpenAIClient.Agents.Sessions, sessionID: String, options: RequestOptions = .init()) {
        self.sessions = sessions
        self.sessionID = sessionID
        self.options = options
    }

    public func openEvents() async throws -> EventStream<AgentSessionEvent> {
        try await sessions.events.stream(sessionID: sessionID, options: options)
    }

    public func sendInput(_ text: String) async throws {
        let message: JSONValue = [
            "type": "agent.session.input.message",
            "input": [["role": "user", "content": [["type": "input_text", "text": .string(text)]]]],
        ]
        let input = try message.decode(as: AgentSessionInputParam.self)
        try await sessions.events.create(sessionID: sessionID, .init(events: [input]), idempotencyKey: UUID().uuidString, options: options)
    }

    public func role(of event: AgentSessionEvent) -> SessionEventRole {
        switch event {
        case .sessionTurnCreated(let created):
            return created.turn.subagentID == nil ? .turnStarted : .other
        case .sessionTurnCompleted(let ended):
            return ended.turn.subagentID == nil ? .turnEnded : .other
        case .sessionTurnFailed(let ended):
            return ended.turn.subagentID == nil ? .turnEnded : .other
        case .sessionTurnCancelled(let ended):
            return ended.turn.subagentID == nil ? .turnEnded : .other
        case .sessionTurnItemAdded(let added):
            guard case .functionCall(let call) = added.item else { return .other }
            return .toolCall(SessionToolCall(id: call.callID, name: call.name, arguments: Self.argumentsText(call.arguments), turnID: call.turnID))
        case .sessionIdle:
            return .idle(endsTurn: false)
        case .sessionFailed:
            return .ended
        default:
            return .other
        }
    }

    public func send(_ result: SessionToolResult, for call: SessionToolCall) async throws {
        let input = SessionInputParamAgentSessionInputToolResult(
            callID: call.id, success: !result.isError, turnID: call.turnID ?? "",
            error: result.isError ? result.output : nil, output: result.isError ? nil : .string(result.output))
        // One key for the transport's retries and the pending-call retries below.
        let key = UUID().uuidString
        var waits = pendingCallRetries[...]
        while true {
            do {
                try await sessions.events.create(sessionID: sessionID, .init(events: [.sessionInputToolResult(input)]), idempotencyKey: key, options: options)
                return
            } catch let error as AIClientError where Self.isPendingCallRace(error, callID: call.id) && !waits.isEmpty {
                try await Task.sleep(nanoseconds: UInt64(waits.removeFirst() * 1_000_000_000))
            }
        }
    }

    /// A function call's arguments as JSON text: the text itself when they came as a string.
    static func argumentsText(_ arguments: JSONValue) -> String {
        if case .string(let text) = arguments { return text }
        return arguments.description
    }

    /// The server has not registered the call yet (its event can arrive first).
    static func isPendingCallRace(_ error: AIClientError, callID: String) -> Bool {
        error.status == 400 && error.providerError?.message == "Unknown pending tool call: \(callID)"
    }
}
