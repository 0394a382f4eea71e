// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The `File` object represents a document that has been uploaded to OpenAI.
///
/// - Schema: `#/components/schemas/OpenAIFile`
public nonisolated struct OpenAIFile: Codable, Equatable, Sendable, EmptyDecodable {
    /// The file identifier, which can be referenced in the API endpoints.
    public var id: String

    /// The size of the file, in bytes.
    public var bytes: Int

    /// The Unix timestamp (in seconds) for when the file was created.
    public var createdAt: Int

    /// The Unix timestamp (in seconds) for when the file will expire.
    public var expiresAt: Int?

    /// The name of the file.
    public var filename: String

    /// The object type, which is always `file`.
    public var object: String

    /// The intended purpose of the file. Supported values are `assistants`, `assistants_output`, `batch`, `batch_output`, `fine-tune`, `fine-tune-results`, `vision`, and `user_data`.
    public var purpose: OpenAIFile.Purpose

    /// Deprecated. The current status of the file, which can be either `uploaded`, `processed`, or `error`.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var status: OpenAIFile.Status {
        get { _status }
        set { _status = newValue }
    }

    /// Deprecated. For details on why a fine-tuning training file failed validation, see the `error` field on `fine_tuning.job`.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var statusDetails: String? {
        get { _statusDetails }
        set { _statusDetails = newValue }
    }
    private var _status: OpenAIFile.Status
    private var _statusDetails: String?

    public init(
        id: String,
        bytes: Int,
        createdAt: Int,
        filename: String,
        purpose: OpenAIFile.Purpose,
        status: OpenAIFile.Status,
        expiresAt: Int? = nil,
        statusDetails: String? = nil
    ) {
        self.id = id
        self.bytes = bytes
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.filename = filename
        self.object = "file"
        self.purpose = purpose
        self._status = status
        self._statusDetails = statusDetails
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            bytes: .emptyValue,
            createdAt: .emptyValue,
            filename: .emptyValue,
            purpose: .emptyValue,
            status: .emptyValue
        )
    }

    /// The intended purpose of the file. Supported values are `assistants`, `assistants_output`, `batch`, `batch_output`, `fine-tune`, `fine-tune-results`, `vision`, and `user_data`.
    public nonisolated enum Purpose: OpenEnum, EmptyDecodable {
        case assistants
        case assistantsOutput
        case batch
        case batchOutput
        case fineTune
        case fineTuneResults
        case vision
        case userData
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "assistants": self = .assistants
            case "assistants_output": self = .assistantsOutput
            case "batch": self = .batch
            case "batch_output": self = .batchOutput
            case "fine-tune": self = .fineTune
            case "fine-tune-results": self = .fineTuneResults
            case "vision": self = .vision
            case "user_data": self = .userData
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .assistants: "assistants"
            case .assistantsOutput: "assistants_output"
            case .batch: "batch"
            case .batchOutput: "batch_output"
            case .fineTune: "fine-tune"
            case .fineTuneResults: "fine-tune-results"
            case .vision: "vision"
            case .userData: "user_data"
            case .unknown(let value): value
            }
        }
    }

    /// Deprecated. The current status of the file, which can be either `uploaded`, `processed`, or `error`.
    ///
    /// - Warning: Deprecated in the spec.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case uploaded
        case processed
        case error
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "uploaded": self = .uploaded
            case "processed": self = .processed
            case "error": self = .error
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .uploaded: "uploaded"
            case .processed: "processed"
            case .error: "error"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.bytes = try container.decodeRequired(Int.self, forKey: "bytes", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.filename = try container.decodeRequired(String.self, forKey: "filename", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "file")
        self.purpose = try container.decodeRequired(OpenAIFile.Purpose.self, forKey: "purpose", in: decoder)
        self._status = try container.decodeRequired(OpenAIFile.Status.self, forKey: "status", in: decoder)
        self._statusDetails = try container.decodeIfPresent(String.self, forKey: "status_details")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.bytes, forKey: "bytes")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encode(self.filename, forKey: "filename")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.purpose, forKey: "purpose")
        try container.encode(self._status, forKey: "status")
        try container.encodeIfPresent(self._statusDetails, forKey: "status_details")
    }
}
