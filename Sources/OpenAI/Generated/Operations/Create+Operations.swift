// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct CreateConversationItemsRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The items to add to the conversation. You may add up to 20 items at a time.
    public var items: [OpenAI.InputItem]

    public init(
        items: [OpenAI.InputItem]
    ) {
        self.items = items
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            items: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case items
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.items = try container.decodeRequired([OpenAI.InputItem].self, forKey: .items, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.items, forKey: .items)
    }
}

public enum CreateRunIncludeItem: OpenEnum, EmptyDecodable {
    case stepDetailsToolCallsFileSearchResultsContent
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "step_details.tool_calls[*].file_search.results[*].content": self = .stepDetailsToolCallsFileSearchResultsContent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .stepDetailsToolCallsFileSearchResultsContent: "step_details.tool_calls[*].file_search.results[*].content"
        case .unknown(let value): value
        }
    }
}

public enum CreateTranscriptionResponse: Codable, Hashable, Sendable, EmptyDecodable {
    case json(CreateTranscriptionResponseJson)
    case diarizedJson(CreateTranscriptionResponseDiarizedJson)
    case verboseJson(CreateTranscriptionResponseVerboseJson)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .json(try CreateTranscriptionResponseJson(from: decoder))
                case 1: return .diarizedJson(try CreateTranscriptionResponseDiarizedJson(from: decoder))
                default: return .verboseJson(try CreateTranscriptionResponseVerboseJson(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // json
        .init(required: ["text"], declared: ["text", "languages", "logprobs", "usage"]),
        // diarizedJson
        .init(required: ["task", "duration", "text", "segments"], declared: ["task", "duration", "text", "segments", "usage"], constants: [("task", ["transcribe"])]),
        // verboseJson
        .init(required: ["language", "duration", "text"], declared: ["language", "duration", "text", "words", "segments", "usage"])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .json(let value): try value.encode(to: encoder)
        case .diarizedJson(let value): try value.encode(to: encoder)
        case .verboseJson(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

public enum CreateTranslationResponse: Codable, Hashable, Sendable, EmptyDecodable {
    case json(CreateTranslationResponseJson)
    case verboseJson(CreateTranslationResponseVerboseJson)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .json(try CreateTranslationResponseJson(from: decoder))
                default: return .verboseJson(try CreateTranslationResponseVerboseJson(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // json
        .init(required: ["text"], declared: ["text"]),
        // verboseJson
        .init(required: ["language", "duration", "text"], declared: ["language", "duration", "text", "segments"])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .json(let value): try value.encode(to: encoder)
        case .verboseJson(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
