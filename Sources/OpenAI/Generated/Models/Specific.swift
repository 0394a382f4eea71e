// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Forces the model to call the apply_patch tool when executing a tool call.
///
/// - Schema: `#/components/schemas/SpecificApplyPatchParam`
public struct SpecificApplyPatchParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The tool to call. Always `apply_patch`.
    public var type: String

    public init() {
        self.type = "apply_patch"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "apply_patch")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// Forces the model to call the shell tool when a tool call is required.
///
/// - Schema: `#/components/schemas/SpecificFunctionShellParam`
public struct SpecificFunctionShellParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The tool to call. Always `shell`.
    public var type: String

    public init() {
        self.type = "shell"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "shell")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// - Schema: `#/components/schemas/SpecificProgrammaticToolCallingParam`
public struct SpecificProgrammaticToolCallingParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The tool to call. Always `programmatic_tool_calling`.
    public var type: String

    public init() {
        self.type = "programmatic_tool_calling"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "programmatic_tool_calling")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}
