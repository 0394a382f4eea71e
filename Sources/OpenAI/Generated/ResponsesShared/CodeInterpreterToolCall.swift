// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool call to run code.
///
/// - Schema: `#/components/schemas/CodeInterpreterToolCall`
public nonisolated struct CodeInterpreterToolCall: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the code interpreter tool call. Always `code_interpreter_call`.
    public var type: String

    /// The unique ID of the code interpreter tool call.
    public var id: String

    /// The status of the code interpreter tool call. Valid values are `in_progress`, `completed`, `incomplete`, `interpreting`, and `failed`.
    public var status: CodeInterpreterToolCall.Status

    /// The ID of the container used to run the code.
    public var containerID: String

    public var code: String?

    public var outputs: [CodeInterpreterToolCall.Output]?

    public init(
        id: String,
        status: CodeInterpreterToolCall.Status,
        containerID: String,
        code: String?,
        outputs: [CodeInterpreterToolCall.Output]?
    ) {
        self.type = "code_interpreter_call"
        self.id = id
        self.status = status
        self.containerID = containerID
        self.code = code
        self.outputs = outputs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            containerID: .emptyValue,
            code: nil,
            outputs: nil
        )
    }

    /// The status of the code interpreter tool call. Valid values are `in_progress`, `completed`, `incomplete`, `interpreting`, and `failed`.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        case interpreting
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            case "interpreting": self = .interpreting
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .interpreting: "interpreting"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated enum Output: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `logs`
        case logs(CodeInterpreterOutputLogs)
        /// - `type`: `image`
        case image(CodeInterpreterOutputImage)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "logs": self = .logs(try CodeInterpreterOutputLogs(from: decoder)); return
                case "image": self = .image(try CodeInterpreterOutputImage(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .logs(let value): try value.encode(to: encoder)
            case .image(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_interpreter_call")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.status = try container.decodeRequired(CodeInterpreterToolCall.Status.self, forKey: "status", in: decoder)
        self.containerID = try container.decodeRequired(String.self, forKey: "container_id", in: decoder)
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.outputs = try container.decodeIfPresent([CodeInterpreterToolCall.Output].self, forKey: "outputs")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.containerID, forKey: "container_id")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.outputs, forKey: "outputs")
    }
}
