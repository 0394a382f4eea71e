// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The content of a shell tool call output that was emitted.
///
/// - Schema: `#/components/schemas/FunctionShellCallOutputContent`
public nonisolated struct FunctionShellCallOutputContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The standard output that was captured.
    public var stdout: String

    /// The standard error output that was captured.
    public var stderr: String

    /// Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call output chunk.
    public var outcome: FunctionShellCallOutputContent.Outcome

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    public init(
        stdout: String,
        stderr: String,
        outcome: FunctionShellCallOutputContent.Outcome,
        createdBy: String? = nil
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.outcome = outcome
        self.createdBy = createdBy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            stdout: .emptyValue,
            stderr: .emptyValue,
            outcome: .emptyValue
        )
    }

    /// Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call output chunk.
    public nonisolated enum Outcome: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `timeout`
        case timeout(FunctionShellCallOutputTimeoutOutcome)
        /// - `type`: `exit`
        case exit(FunctionShellCallOutputExitOutcome)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "timeout": self = .timeout(try FunctionShellCallOutputTimeoutOutcome(from: decoder)); return
                case "exit": self = .exit(try FunctionShellCallOutputExitOutcome(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .timeout(let value): try value.encode(to: encoder)
            case .exit(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.stdout = try container.decodeRequired(String.self, forKey: "stdout", in: decoder)
        self.stderr = try container.decodeRequired(String.self, forKey: "stderr", in: decoder)
        self.outcome = try container.decodeRequired(FunctionShellCallOutputContent.Outcome.self, forKey: "outcome", in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: "created_by")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.stdout, forKey: "stdout")
        try container.encode(self.stderr, forKey: "stderr")
        try container.encode(self.outcome, forKey: "outcome")
        try container.encodeIfPresent(self.createdBy, forKey: "created_by")
    }
}
