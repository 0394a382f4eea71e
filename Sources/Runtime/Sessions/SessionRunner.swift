import AIClientRuntime
import Foundation

/// One provider's agent sessions as ``SessionRunner`` drives them: OpenAI Agents sessions
/// (`client.agents.sessions`) and Anthropic Managed Agents sessions (`claude.beta.sessions`)
/// each implement it for their own event and input types, in their family module.
///
/// The two APIs have the same shape: a session streams events, some of which ask the client
/// to run a tool; the client posts the tool's result as an input event; the session goes idle
/// when its turn is over. The adapter says which event is which (``role(of:)``) and how a
/// result goes back (``send(_:for:)``); the runner does the rest.
public protocol AgentSessionAdapter: Sendable {
    /// The session's event, as its event stream delivers it.
    associatedtype Event: Decodable & Sendable

    /// Opens the session's event stream: its events from now on.
    func openEvents() async throws -> EventStream<Event>

    /// Sends a user message that starts a turn. The runner calls it once the stream is open,
    /// so that no event of the turn is missed.
    func sendInput(_ text: String) async throws

    /// What `event` means to the runner.
    func role(of event: Event) -> SessionEventRole

    /// Sends the result of `call` back to the session (a failure when `result.isError`).
    func send(_ result: SessionToolResult, for call: SessionToolCall) async throws
}

/// What a session event means to ``SessionRunner``.
public enum SessionEventRole: Sendable, Hashable {
    /// Nothing the runner acts on (text, thinking, environment and subagent events…).
    case other
    /// A turn of the session's main thread started: the session is working.
    case turnStarted
    /// The agent asks the client to run a tool and send its result.
    case toolCall(SessionToolCall)
    /// The main thread's turn is over (completed, failed or cancelled); the session goes idle
    /// next.
    case turnEnded
    /// The session is idle. `endsTurn`: this idle itself says the turn is over (Anthropic's
    /// `end_turn`); false when it waits for the client (`requires_action`) or says nothing of
    /// the turn (OpenAI's `agent.session.idle`, which follows the turn's own end event).
    case idle(endsTurn: Bool)
    /// The session is over: failed, terminated or deleted. It takes no more input.
    case ended
}

/// A client-side tool call of a session.
public struct SessionToolCall: Sendable, Hashable {
    /// The id the result must name (OpenAI's `call_id`, Anthropic's `agent.custom_tool_use`
    /// event id).
    public var id: String
    /// The tool's name.
    public var name: String
    /// The arguments as JSON text, as a ``ToolHandler`` takes them.
    public var arguments: String
    /// The turn that asked, where the result must name it (OpenAI's `turn_id`).
    public var turnID: String?

    public init(id: String, name: String, arguments: String, turnID: String? = nil) {
        self.id = id
        self.name = name
        self.arguments = arguments
        self.turnID = turnID
    }
}

/// The result of a session's tool call, as the runner sent it.
public struct SessionToolResult: Sendable, Hashable {
    /// The tool's name.
    public var name: String
    /// The call's id.
    public var callID: String
    /// The text the handler returned, or, when it threw, the error's text (``errorText(_:)``
    /// by default).
    public var output: String
    /// Whether the handler threw: the result was sent as a failure (OpenAI `success: false`,
    /// Anthropic `is_error: true`) so that the model sees it and the session goes on.
    public var isError: Bool

    public init(name: String, callID: String, output: String, isError: Bool = false) {
        self.name = name
        self.callID = callID
        self.output = output
        self.isError = isError
    }

    /// The text sent to the model for a handler's error: an `AIClientError`'s message, or the
    /// error's description, with every registered secret masked (an API key in an error a
    /// handler passes on never reaches the model).
    public static func errorText(_ error: any Error) -> String {
        if let error = error as? AIClientError, let message = error.message { return message }
        return SecretRedaction.redact(String(describing: error))
    }
}

/// What ``SessionRunner/run(input:)`` yields.
public enum SessionRunEvent<Event: Sendable>: Sendable {
    /// A session event, as it arrived (every one, tool calls among them).
    case event(Event)
    /// A tool call's result, once it was sent back to the session.
    case toolResult(SessionToolResult)

    /// The session event; nil for a tool result.
    public var event: Event? {
        if case .event(let event) = self { return event }
        return nil
    }
}

/// Streams an agent session's events and answers its client-side tool calls with
/// ``ToolHandler``s (the same handlers the Responses and Messages tool loops take), for any
/// provider's ``AgentSessionAdapter``. The families wrap it as `client.agents.sessions.run`
/// (OpenAI) and `claude.beta.sessions.run` (Anthropic).
public struct SessionRunner<Session: AgentSessionAdapter>: Sendable {
    /// The session's adapter.
    public var session: Session
    /// The handlers of the client-side tools.
    public var tools: [ToolHandler]
    /// At most this many tool calls are answered; the next one ends the run with an
    /// `AIClientError` of kind `.invalidRequest`.
    public var maxToolCalls: Int
    /// The text sent to the model for a handler's error.
    public var errorText: @Sendable (any Error) -> String

    public init(
        session: Session, tools: [ToolHandler], maxToolCalls: Int = 32,
        errorText: @escaping @Sendable (any Error) -> String = SessionToolResult.errorText
    ) {
        self.session = session
        self.tools = tools
        self.maxToolCalls = maxToolCalls
        self.errorText = errorText
    }

    /// Opens the session's event stream, sends `input` as a user message when given, and
    /// yields every event as it arrives. Each client-side tool call starts its handler at
    /// once, concurrently with the stream and with other calls, and its result is sent back
    /// (then yielded as ``SessionRunEvent/toolResult(_:)``). A handler's error is sent as a
    /// failed result with ``errorText``, so the model sees it and the session goes on.
    ///
    /// The stream ends when the session is idle after its turn ended (with `input`: after a
    /// turn that started once the stream was open, so an idle left over from before does
    /// not end it), or when the session failed or ended; results still in flight are sent
    /// and yielded first. Leaving the loop, cancelling the task that iterates or
    /// ``CancellableStream/cancel()`` closes the stream and cancels the handlers running
    /// (nothing more is sent; the session itself goes on).
    ///
    /// - Throws: `AIClientError` of kind `.invalidRequest` when the agent calls a tool that
    ///   has no handler or calls more than ``maxToolCalls`` tools (after yielding that call's
    ///   event); of kind `.incompleteStream` when the stream ends before the session is idle;
    ///   any error of the stream or of sending a result. Events and results received before
    ///   an error are yielded before it.
    public func run(input: String? = nil) -> CancellableStream<SessionRunEvent<Session.Event>> {
        let run = SessionRun(runner: self, input: input)
        let shared = run.shared
        return CancellableStream(unfolding: { try await run.next() }, onCancel: { shared.cancel() })
    }

    /// The error that ends a run when the agent calls more than `limit` tools.
    static func tooManyToolCalls(_ limit: Int) -> AIClientError {
        AIClientError.invalidRequest("the session runner stopped after \(limit) tool calls; raise maxToolCalls if the session needs more")
    }
}
