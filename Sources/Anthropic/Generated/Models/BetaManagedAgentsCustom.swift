// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A resolved user-created custom skill.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCustomSkill`
public struct BetaManagedAgentsCustomSkill: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var skillID: String

    public var version: String

    public init(
        skillID: String,
        version: String
    ) {
        self.type = "custom"
        self.skillID = skillID
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            skillID: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case skillID = "skill_id"
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "custom")
        self.skillID = try container.decodeRequired(String.self, forKey: .skillID, in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: .version, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.skillID, forKey: .skillID)
        try container.encode(self.version, forKey: .version)
    }
}

/// A user-created custom skill.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCustomSkillParams`
public struct BetaManagedAgentsCustomSkillParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Tagged ID of the custom skill (e.g., "skill_01XJ5...").
    public var skillID: String

    /// Version to pin. Defaults to latest if omitted.
    public var version: String?

    public init(
        skillID: String,
        version: String? = nil
    ) {
        self.type = "custom"
        self.skillID = skillID
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            skillID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case skillID = "skill_id"
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "custom")
        self.skillID = try container.decodeRequired(String.self, forKey: .skillID, in: decoder)
        self.version = try container.decodeIfPresent(String.self, forKey: .version)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.skillID, forKey: .skillID)
        try container.encodeIfPresent(self.version, forKey: .version)
    }
}

/// A custom tool as returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCustomTool`
public struct BetaManagedAgentsCustomTool: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var name: String

    public var description: String

    public var inputSchema: BetaManagedAgentsCustomToolInputSchema

    public init(
        name: String,
        description: String,
        inputSchema: BetaManagedAgentsCustomToolInputSchema
    ) {
        self.type = "custom"
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            description: .emptyValue,
            inputSchema: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case description
        case inputSchema = "input_schema"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "custom")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.inputSchema = try container.decodeRequired(BetaManagedAgentsCustomToolInputSchema.self, forKey: .inputSchema, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.inputSchema, forKey: .inputSchema)
    }
}

/// JSON Schema for custom tool input parameters.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCustomToolInputSchema`
public struct BetaManagedAgentsCustomToolInputSchema: Codable, Hashable, Sendable, EmptyDecodable {
    /// Must be 'object' for tool input schemas.
    public var type: String?

    /// JSON Schema properties defining the tool's input parameters.
    public var properties: BetaManagedAgentsStruct?

    /// List of required property names.
    public var required: [String]?

    public init(
        type: String? = nil,
        properties: BetaManagedAgentsStruct? = nil,
        required: [String]? = nil
    ) {
        self.type = type
        self.properties = properties
        self.required = required
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case properties
        case required
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type)
        self.properties = try container.decodeIfPresent(BetaManagedAgentsStruct.self, forKey: .properties)
        self.required = try container.decodeIfPresent([String].self, forKey: .required)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.type, forKey: .type)
        try container.encodeIfPresent(self.properties, forKey: .properties)
        try container.encodeIfPresent(self.required, forKey: .required)
    }
}

/// A custom tool that is executed by the API client rather than the agent. When the agent calls this tool, an `agent.custom_tool_use` event is emitted and the session goes idle, waiting for the client to provide the result via a `user.custom_tool_result` event.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCustomToolParams`
public struct BetaManagedAgentsCustomToolParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique name for the tool. 1-128 characters; letters, digits, underscores, and hyphens.
    public var name: String

    /// Description of what the tool does, shown to the agent to help it decide when to use the tool. 1-1024 characters.
    public var description: String

    /// JSON Schema defining the expected input parameters for the tool.
    public var inputSchema: BetaManagedAgentsCustomToolInputSchema

    public init(
        name: String,
        description: String,
        inputSchema: BetaManagedAgentsCustomToolInputSchema
    ) {
        self.type = "custom"
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            description: .emptyValue,
            inputSchema: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case description
        case inputSchema = "input_schema"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "custom")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.inputSchema = try container.decodeRequired(BetaManagedAgentsCustomToolInputSchema.self, forKey: .inputSchema, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.inputSchema, forKey: .inputSchema)
    }
}
