// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Automatic thread title preferences for the session.
///
/// - Schema: `#/components/schemas/ChatSessionAutomaticThreadTitling`
public struct ChatSessionAutomaticThreadTitling: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether automatic thread titling is enabled.
    public var enabled: Bool

    public init(
        enabled: Bool
    ) {
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: .enabled, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.enabled, forKey: .enabled)
    }
}

/// ChatKit configuration for the session.
///
/// - Schema: `#/components/schemas/ChatSessionChatkitConfiguration`
public struct ChatSessionChatkitConfiguration: Codable, Hashable, Sendable, EmptyDecodable {
    /// Automatic thread titling preferences.
    public var automaticThreadTitling: ChatSessionAutomaticThreadTitling

    /// Upload settings for the session.
    public var fileUpload: ChatSessionFileUpload

    /// History retention configuration.
    public var history: ChatSessionHistory

    public init(
        automaticThreadTitling: ChatSessionAutomaticThreadTitling,
        fileUpload: ChatSessionFileUpload,
        history: ChatSessionHistory
    ) {
        self.automaticThreadTitling = automaticThreadTitling
        self.fileUpload = fileUpload
        self.history = history
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            automaticThreadTitling: .emptyValue,
            fileUpload: .emptyValue,
            history: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case automaticThreadTitling = "automatic_thread_titling"
        case fileUpload = "file_upload"
        case history
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.automaticThreadTitling = try container.decodeRequired(ChatSessionAutomaticThreadTitling.self, forKey: .automaticThreadTitling, in: decoder)
        self.fileUpload = try container.decodeRequired(ChatSessionFileUpload.self, forKey: .fileUpload, in: decoder)
        self.history = try container.decodeRequired(ChatSessionHistory.self, forKey: .history, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.automaticThreadTitling, forKey: .automaticThreadTitling)
        try container.encode(self.fileUpload, forKey: .fileUpload)
        try container.encode(self.history, forKey: .history)
    }
}

/// Upload permissions and limits applied to the session.
///
/// - Schema: `#/components/schemas/ChatSessionFileUpload`
public struct ChatSessionFileUpload: Codable, Hashable, Sendable, EmptyDecodable {
    /// Indicates if uploads are enabled for the session.
    public var enabled: Bool

    public var maxFileSize: Int?

    public var maxFiles: Int?

    public init(
        enabled: Bool,
        maxFileSize: Int?,
        maxFiles: Int?
    ) {
        self.enabled = enabled
        self.maxFileSize = maxFileSize
        self.maxFiles = maxFiles
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue,
            maxFileSize: nil,
            maxFiles: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
        case maxFileSize = "max_file_size"
        case maxFiles = "max_files"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: .enabled, in: decoder)
        self.maxFileSize = try container.decodeIfPresent(Int.self, forKey: .maxFileSize)
        self.maxFiles = try container.decodeIfPresent(Int.self, forKey: .maxFiles)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.enabled, forKey: .enabled)
        try container.encode(self.maxFileSize, forKey: .maxFileSize)
        try container.encode(self.maxFiles, forKey: .maxFiles)
    }
}

/// History retention preferences returned for the session.
///
/// - Schema: `#/components/schemas/ChatSessionHistory`
public struct ChatSessionHistory: Codable, Hashable, Sendable, EmptyDecodable {
    /// Indicates if chat history is persisted for the session.
    public var enabled: Bool

    public var recentThreads: Int?

    public init(
        enabled: Bool,
        recentThreads: Int?
    ) {
        self.enabled = enabled
        self.recentThreads = recentThreads
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue,
            recentThreads: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
        case recentThreads = "recent_threads"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: .enabled, in: decoder)
        self.recentThreads = try container.decodeIfPresent(Int.self, forKey: .recentThreads)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.enabled, forKey: .enabled)
        try container.encode(self.recentThreads, forKey: .recentThreads)
    }
}

/// Active per-minute request limit for the session.
///
/// - Schema: `#/components/schemas/ChatSessionRateLimits`
public struct ChatSessionRateLimits: Codable, Hashable, Sendable, EmptyDecodable {
    /// Maximum allowed requests per one-minute window.
    public var maxRequestsPer1Minute: Int

    public init(
        maxRequestsPer1Minute: Int
    ) {
        self.maxRequestsPer1Minute = maxRequestsPer1Minute
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            maxRequestsPer1Minute: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case maxRequestsPer1Minute = "max_requests_per_1_minute"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.maxRequestsPer1Minute = try container.decodeRequired(Int.self, forKey: .maxRequestsPer1Minute, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.maxRequestsPer1Minute, forKey: .maxRequestsPer1Minute)
    }
}

/// Represents a ChatKit session and its resolved configuration.
///
/// - Schema: `#/components/schemas/ChatSessionResource`
public struct ChatSessionResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier for the ChatKit session.
    public var id: String

    /// Type discriminator that is always `chatkit.session`.
    public var object: String

    /// Unix timestamp (in seconds) for when the session expires.
    public var expiresAt: Int

    /// Ephemeral client secret that authenticates session requests.
    public var clientSecret: String

    /// Workflow metadata for the session.
    public var workflow: ChatkitWorkflow

    /// User identifier associated with the session.
    public var user: String

    /// Resolved rate limit values.
    public var rateLimits: ChatSessionRateLimits

    /// Convenience copy of the per-minute request limit.
    public var maxRequestsPer1Minute: Int

    /// Current lifecycle state of the session.
    public var status: ChatSessionStatus

    /// Resolved ChatKit feature configuration for the session.
    public var chatkitConfiguration: ChatSessionChatkitConfiguration

    public init(
        id: String,
        expiresAt: Int,
        clientSecret: String,
        workflow: ChatkitWorkflow,
        user: String,
        rateLimits: ChatSessionRateLimits,
        maxRequestsPer1Minute: Int,
        status: ChatSessionStatus,
        chatkitConfiguration: ChatSessionChatkitConfiguration
    ) {
        self.id = id
        self.object = "chatkit.session"
        self.expiresAt = expiresAt
        self.clientSecret = clientSecret
        self.workflow = workflow
        self.user = user
        self.rateLimits = rateLimits
        self.maxRequestsPer1Minute = maxRequestsPer1Minute
        self.status = status
        self.chatkitConfiguration = chatkitConfiguration
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            expiresAt: .emptyValue,
            clientSecret: .emptyValue,
            workflow: .emptyValue,
            user: .emptyValue,
            rateLimits: .emptyValue,
            maxRequestsPer1Minute: .emptyValue,
            status: .emptyValue,
            chatkitConfiguration: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case expiresAt = "expires_at"
        case clientSecret = "client_secret"
        case workflow
        case user
        case rateLimits = "rate_limits"
        case maxRequestsPer1Minute = "max_requests_per_1_minute"
        case status
        case chatkitConfiguration = "chatkit_configuration"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chatkit.session")
        self.expiresAt = try container.decodeRequired(Int.self, forKey: .expiresAt, in: decoder)
        self.clientSecret = try container.decodeRequired(String.self, forKey: .clientSecret, in: decoder)
        self.workflow = try container.decodeRequired(ChatkitWorkflow.self, forKey: .workflow, in: decoder)
        self.user = try container.decodeRequired(String.self, forKey: .user, in: decoder)
        self.rateLimits = try container.decodeRequired(ChatSessionRateLimits.self, forKey: .rateLimits, in: decoder)
        self.maxRequestsPer1Minute = try container.decodeRequired(Int.self, forKey: .maxRequestsPer1Minute, in: decoder)
        self.status = try container.decodeRequired(ChatSessionStatus.self, forKey: .status, in: decoder)
        self.chatkitConfiguration = try container.decodeRequired(ChatSessionChatkitConfiguration.self, forKey: .chatkitConfiguration, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.expiresAt, forKey: .expiresAt)
        try container.encode(self.clientSecret, forKey: .clientSecret)
        try container.encode(self.workflow, forKey: .workflow)
        try container.encode(self.user, forKey: .user)
        try container.encode(self.rateLimits, forKey: .rateLimits)
        try container.encode(self.maxRequestsPer1Minute, forKey: .maxRequestsPer1Minute)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.chatkitConfiguration, forKey: .chatkitConfiguration)
    }
}

/// - Schema: `#/components/schemas/ChatSessionStatus`
public enum ChatSessionStatus: OpenEnum, EmptyDecodable {
    case active
    case expired
    case cancelled
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "expired": self = .expired
        case "cancelled": self = .cancelled
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .expired: "expired"
        case .cancelled: "cancelled"
        case .unknown(let value): value
        }
    }
}
