// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateUploadRequest`
public nonisolated struct CreateUploadRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The name of the file to upload.
    public var filename: String

    /// The intended purpose of the uploaded file.
    ///
    /// See the [documentation on File
    /// purposes](https://platform.openai.com/docs/api-reference/files/create#files-create-purpose).
    public var purpose: CreateUploadRequest.Purpose

    /// The number of bytes in the file you are uploading.
    public var bytes: Int

    /// The MIME type of the file.
    ///
    ///
    /// This must fall within the supported MIME types for your file purpose. See
    /// the supported MIME types for assistants and vision.
    public var mimeType: String

    public var expiresAfter: FileExpirationAfter?

    public init(
        filename: String,
        purpose: CreateUploadRequest.Purpose,
        bytes: Int,
        mimeType: String,
        expiresAfter: FileExpirationAfter? = nil
    ) {
        self.filename = filename
        self.purpose = purpose
        self.bytes = bytes
        self.mimeType = mimeType
        self.expiresAfter = expiresAfter
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            filename: .emptyValue,
            purpose: .emptyValue,
            bytes: .emptyValue,
            mimeType: .emptyValue
        )
    }

    /// The intended purpose of the uploaded file.
    ///
    /// See the [documentation on File
    /// purposes](https://platform.openai.com/docs/api-reference/files/create#files-create-purpose).
    public nonisolated enum Purpose: OpenEnum, EmptyDecodable {
        case assistants
        case batch
        case fineTune
        case vision
        case userData
        case evals
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "assistants": self = .assistants
            case "batch": self = .batch
            case "fine-tune": self = .fineTune
            case "vision": self = .vision
            case "user_data": self = .userData
            case "evals": self = .evals
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .assistants: "assistants"
            case .batch: "batch"
            case .fineTune: "fine-tune"
            case .vision: "vision"
            case .userData: "user_data"
            case .evals: "evals"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.filename = try container.decodeRequired(String.self, forKey: "filename", in: decoder)
        self.purpose = try container.decodeRequired(CreateUploadRequest.Purpose.self, forKey: "purpose", in: decoder)
        self.bytes = try container.decodeRequired(Int.self, forKey: "bytes", in: decoder)
        self.mimeType = try container.decodeRequired(String.self, forKey: "mime_type", in: decoder)
        self.expiresAfter = try container.decodeIfPresent(FileExpirationAfter.self, forKey: "expires_after")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.filename, forKey: "filename")
        try container.encode(self.purpose, forKey: "purpose")
        try container.encode(self.bytes, forKey: "bytes")
        try container.encode(self.mimeType, forKey: "mime_type")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
    }
}
