// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateBatchRequest`
public nonisolated struct CreateBatchRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of an uploaded file that contains requests for the new batch.
    ///
    /// See [upload file](https://platform.openai.com/docs/api-reference/files/create) for how to upload a file.
    ///
    /// Your input file must be formatted as a [JSONL file](https://platform.openai.com/docs/api-reference/batch/request-input), and must be uploaded with the purpose `batch`. The file can contain up to 50,000 requests, and can be up to 200 MB in size.
    public var inputFileID: String

    /// The endpoint to be used for all requests in the batch. Currently `/v1/responses`, `/v1/chat/completions`, `/v1/embeddings`, `/v1/completions`, `/v1/moderations`, `/v1/images/generations`, `/v1/images/edits`, and `/v1/videos` are supported. Note that `/v1/embeddings` batches are also restricted to a maximum of 50,000 embedding inputs across all requests in the batch.
    public var endpoint: CreateBatchRequest.Endpoint

    /// The time frame within which the batch should be processed. Currently only `24h` is supported.
    public var completionWindow: String

    public var metadata: _OpenAIShared.Metadata?

    public var outputExpiresAfter: BatchFileExpirationAfter?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        inputFileID: String,
        endpoint: CreateBatchRequest.Endpoint,
        metadata: _OpenAIShared.Metadata? = nil,
        outputExpiresAfter: BatchFileExpirationAfter? = nil
    ) {
        self.inputFileID = inputFileID
        self.endpoint = endpoint
        self.completionWindow = "24h"
        self.metadata = metadata
        self.outputExpiresAfter = outputExpiresAfter
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputFileID: .emptyValue,
            endpoint: .emptyValue
        )
    }

    /// The endpoint to be used for all requests in the batch. Currently `/v1/responses`, `/v1/chat/completions`, `/v1/embeddings`, `/v1/completions`, `/v1/moderations`, `/v1/images/generations`, `/v1/images/edits`, and `/v1/videos` are supported. Note that `/v1/embeddings` batches are also restricted to a maximum of 50,000 embedding inputs across all requests in the batch.
    public nonisolated enum Endpoint: OpenEnum, EmptyDecodable {
        case v1Responses
        case v1ChatCompletions
        case v1Embeddings
        case v1Completions
        case v1Moderations
        case v1ImagesGenerations
        case v1ImagesEdits
        case v1Videos
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "/v1/responses": self = .v1Responses
            case "/v1/chat/completions": self = .v1ChatCompletions
            case "/v1/embeddings": self = .v1Embeddings
            case "/v1/completions": self = .v1Completions
            case "/v1/moderations": self = .v1Moderations
            case "/v1/images/generations": self = .v1ImagesGenerations
            case "/v1/images/edits": self = .v1ImagesEdits
            case "/v1/videos": self = .v1Videos
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .v1Responses: "/v1/responses"
            case .v1ChatCompletions: "/v1/chat/completions"
            case .v1Embeddings: "/v1/embeddings"
            case .v1Completions: "/v1/completions"
            case .v1Moderations: "/v1/moderations"
            case .v1ImagesGenerations: "/v1/images/generations"
            case .v1ImagesEdits: "/v1/images/edits"
            case .v1Videos: "/v1/videos"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.inputFileID = try container.decodeRequired(String.self, forKey: "input_file_id", in: decoder)
        self.endpoint = try container.decodeRequired(CreateBatchRequest.Endpoint.self, forKey: "endpoint", in: decoder)
        self.completionWindow = try container.decodeRequired(String.self, forKey: "completion_window", in: decoder, standIn: "24h")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.outputExpiresAfter = try container.decodeIfPresent(BatchFileExpirationAfter.self, forKey: "output_expires_after")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.inputFileID, forKey: "input_file_id")
        try container.encode(self.endpoint, forKey: "endpoint")
        try container.encode(self.completionWindow, forKey: "completion_window")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.outputExpiresAfter, forKey: "output_expires_after")
    }
}

nonisolated extension NullableMember where Owner == CreateBatchRequest {
    public static var metadata: Self { Self("metadata") }
}
