// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UsageTimeBucket`
public nonisolated struct UsageTimeBucket: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String

    public var startTime: Int

    public var endTime: Int

    public var results: [UsageTimeBucket.ResultValue]

    public init(
        startTime: Int,
        endTime: Int,
        results: [UsageTimeBucket.ResultValue]
    ) {
        self.object = "bucket"
        self.startTime = startTime
        self.endTime = endTime
        self.results = results
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            startTime: .emptyValue,
            endTime: .emptyValue,
            results: .emptyValue
        )
    }

    public nonisolated enum ResultValue: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `object`: `organization.usage.completions.result`
        case organizationUsageCompletionsResult(UsageCompletionsResult)
        /// - `object`: `organization.usage.embeddings.result`
        case organizationUsageEmbeddingsResult(UsageEmbeddingsResult)
        /// - `object`: `organization.usage.moderations.result`
        case organizationUsageModerationsResult(UsageModerationsResult)
        /// - `object`: `organization.usage.images.result`
        case organizationUsageImagesResult(UsageImagesResult)
        /// - `object`: `organization.usage.audio_speeches.result`
        case organizationUsageAudioSpeechesResult(UsageAudioSpeechesResult)
        /// - `object`: `organization.usage.audio_transcriptions.result`
        case organizationUsageAudioTranscriptionsResult(UsageAudioTranscriptionsResult)
        /// - `object`: `organization.usage.vector_stores.result`
        case organizationUsageVectorStoresResult(UsageVectorStoresResult)
        /// - `object`: `organization.usage.code_interpreter_sessions.result`
        case organizationUsageCodeInterpreterSessionsResult(UsageCodeInterpreterSessionsResult)
        /// - `object`: `organization.usage.file_searches.result`
        case organizationUsageFileSearchesResult(UsageFileSearchCallsResult)
        /// - `object`: `organization.usage.web_searches.result`
        case organizationUsageWebSearchesResult(UsageWebSearchCallsResult)
        /// - `object`: `organization.costs.result`
        case organizationCostsResult(CostsResult)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "object") {
                switch tag {
                case "organization.usage.completions.result": self = .organizationUsageCompletionsResult(try UsageCompletionsResult(from: decoder)); return
                case "organization.usage.embeddings.result": self = .organizationUsageEmbeddingsResult(try UsageEmbeddingsResult(from: decoder)); return
                case "organization.usage.moderations.result": self = .organizationUsageModerationsResult(try UsageModerationsResult(from: decoder)); return
                case "organization.usage.images.result": self = .organizationUsageImagesResult(try UsageImagesResult(from: decoder)); return
                case "organization.usage.audio_speeches.result": self = .organizationUsageAudioSpeechesResult(try UsageAudioSpeechesResult(from: decoder)); return
                case "organization.usage.audio_transcriptions.result": self = .organizationUsageAudioTranscriptionsResult(try UsageAudioTranscriptionsResult(from: decoder)); return
                case "organization.usage.vector_stores.result": self = .organizationUsageVectorStoresResult(try UsageVectorStoresResult(from: decoder)); return
                case "organization.usage.code_interpreter_sessions.result": self = .organizationUsageCodeInterpreterSessionsResult(try UsageCodeInterpreterSessionsResult(from: decoder)); return
                case "organization.usage.file_searches.result": self = .organizationUsageFileSearchesResult(try UsageFileSearchCallsResult(from: decoder)); return
                case "organization.usage.web_searches.result": self = .organizationUsageWebSearchesResult(try UsageWebSearchCallsResult(from: decoder)); return
                case "organization.costs.result": self = .organizationCostsResult(try CostsResult(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .organizationUsageCompletionsResult(let value): try value.encode(to: encoder)
            case .organizationUsageEmbeddingsResult(let value): try value.encode(to: encoder)
            case .organizationUsageModerationsResult(let value): try value.encode(to: encoder)
            case .organizationUsageImagesResult(let value): try value.encode(to: encoder)
            case .organizationUsageAudioSpeechesResult(let value): try value.encode(to: encoder)
            case .organizationUsageAudioTranscriptionsResult(let value): try value.encode(to: encoder)
            case .organizationUsageVectorStoresResult(let value): try value.encode(to: encoder)
            case .organizationUsageCodeInterpreterSessionsResult(let value): try value.encode(to: encoder)
            case .organizationUsageFileSearchesResult(let value): try value.encode(to: encoder)
            case .organizationUsageWebSearchesResult(let value): try value.encode(to: encoder)
            case .organizationCostsResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "bucket")
        self.startTime = try container.decodeRequired(Int.self, forKey: "start_time", in: decoder)
        self.endTime = try container.decodeRequired(Int.self, forKey: "end_time", in: decoder)
        self.results = try container.decodeRequired([UsageTimeBucket.ResultValue].self, forKey: "results", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.startTime, forKey: "start_time")
        try container.encode(self.endTime, forKey: "end_time")
        try container.encode(self.results, forKey: "results")
    }
}
