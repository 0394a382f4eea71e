// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public enum UsageAudioSpeechesBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageAudioSpeechesGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case model
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "model": self = .model
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .model: "model"
        case .unknown(let value): value
        }
    }
}

public enum UsageAudioTranscriptionsBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageAudioTranscriptionsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case model
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "model": self = .model
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .model: "model"
        case .unknown(let value): value
        }
    }
}

public enum UsageCodeInterpreterSessionsBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageCodeInterpreterSessionsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .unknown(let value): value
        }
    }
}

public enum UsageCompletionsBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageCompletionsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case model
    case batch
    case serviceTier
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "model": self = .model
        case "batch": self = .batch
        case "service_tier": self = .serviceTier
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .model: "model"
        case .batch: "batch"
        case .serviceTier: "service_tier"
        case .unknown(let value): value
        }
    }
}

public enum UsageCostsBucketWidth: OpenEnum, EmptyDecodable {
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageCostsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case lineItem
    case apiKeyID
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "line_item": self = .lineItem
        case "api_key_id": self = .apiKeyID
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .lineItem: "line_item"
        case .apiKeyID: "api_key_id"
        case .unknown(let value): value
        }
    }
}

public enum UsageEmbeddingsBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageEmbeddingsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case model
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "model": self = .model
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .model: "model"
        case .unknown(let value): value
        }
    }
}

public enum UsageFileSearchCallsBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageFileSearchCallsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case vectorStoreID
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "vector_store_id": self = .vectorStoreID
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .vectorStoreID: "vector_store_id"
        case .unknown(let value): value
        }
    }
}

public enum UsageImagesBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageImagesGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case model
    case size
    case source
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "model": self = .model
        case "size": self = .size
        case "source": self = .source
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .model: "model"
        case .size: "size"
        case .source: "source"
        case .unknown(let value): value
        }
    }
}

public enum UsageImagesSize: OpenEnum, EmptyDecodable {
    case size256x256
    case size512x512
    case size1024x1024
    case size1792x1792
    case size1024x1792
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "256x256": self = .size256x256
        case "512x512": self = .size512x512
        case "1024x1024": self = .size1024x1024
        case "1792x1792": self = .size1792x1792
        case "1024x1792": self = .size1024x1792
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .size256x256: "256x256"
        case .size512x512: "512x512"
        case .size1024x1024: "1024x1024"
        case .size1792x1792: "1792x1792"
        case .size1024x1792: "1024x1792"
        case .unknown(let value): value
        }
    }
}

public enum UsageImagesSource: OpenEnum, EmptyDecodable {
    case imageGeneration
    case imageEdit
    case imageVariation
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "image.generation": self = .imageGeneration
        case "image.edit": self = .imageEdit
        case "image.variation": self = .imageVariation
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .imageGeneration: "image.generation"
        case .imageEdit: "image.edit"
        case .imageVariation: "image.variation"
        case .unknown(let value): value
        }
    }
}

public enum UsageModerationsBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageModerationsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case model
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "model": self = .model
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .model: "model"
        case .unknown(let value): value
        }
    }
}

public enum UsageVectorStoresBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageVectorStoresGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .unknown(let value): value
        }
    }
}

public enum UsageWebSearchCallsBucketWidth: OpenEnum, EmptyDecodable {
    case width1m
    case width1h
    case width1d
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "1m": self = .width1m
        case "1h": self = .width1h
        case "1d": self = .width1d
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .width1m: "1m"
        case .width1h: "1h"
        case .width1d: "1d"
        case .unknown(let value): value
        }
    }
}

public enum UsageWebSearchCallsContextLevel: OpenEnum, EmptyDecodable {
    case low
    case medium
    case high
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "low": self = .low
        case "medium": self = .medium
        case "high": self = .high
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        case .unknown(let value): value
        }
    }
}

public enum UsageWebSearchCallsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case model
    case contextLevel
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "model": self = .model
        case "context_level": self = .contextLevel
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .model: "model"
        case .contextLevel: "context_level"
        case .unknown(let value): value
        }
    }
}
