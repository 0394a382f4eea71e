// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public enum BetaCancelResponseOpenaiBetaItem: OpenEnum, EmptyDecodable {
    case responsesMultiAgentV1
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "responses_multi_agent=v1": self = .responsesMultiAgentV1
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .responsesMultiAgentV1: "responses_multi_agent=v1"
        case .unknown(let value): value
        }
    }
}

public enum BetaCompactconversationOpenaiBetaItem: OpenEnum, EmptyDecodable {
    case responsesMultiAgentV1
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "responses_multi_agent=v1": self = .responsesMultiAgentV1
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .responsesMultiAgentV1: "responses_multi_agent=v1"
        case .unknown(let value): value
        }
    }
}

public enum BetaCreateResponseOpenaiBetaItem: OpenEnum, EmptyDecodable {
    case responsesMultiAgentV1
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "responses_multi_agent=v1": self = .responsesMultiAgentV1
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .responsesMultiAgentV1: "responses_multi_agent=v1"
        case .unknown(let value): value
        }
    }
}

public enum BetaDeleteResponseOpenaiBetaItem: OpenEnum, EmptyDecodable {
    case responsesMultiAgentV1
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "responses_multi_agent=v1": self = .responsesMultiAgentV1
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .responsesMultiAgentV1: "responses_multi_agent=v1"
        case .unknown(let value): value
        }
    }
}

public enum BetaGetResponseOpenaiBetaItem: OpenEnum, EmptyDecodable {
    case responsesMultiAgentV1
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "responses_multi_agent=v1": self = .responsesMultiAgentV1
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .responsesMultiAgentV1: "responses_multi_agent=v1"
        case .unknown(let value): value
        }
    }
}

public enum BetaGetinputtokencountsOpenaiBetaItem: OpenEnum, EmptyDecodable {
    case responsesMultiAgentV1
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "responses_multi_agent=v1": self = .responsesMultiAgentV1
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .responsesMultiAgentV1: "responses_multi_agent=v1"
        case .unknown(let value): value
        }
    }
}

public enum BetaListInputItemsOpenaiBetaItem: OpenEnum, EmptyDecodable {
    case responsesMultiAgentV1
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "responses_multi_agent=v1": self = .responsesMultiAgentV1
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .responsesMultiAgentV1: "responses_multi_agent=v1"
        case .unknown(let value): value
        }
    }
}

public enum BetaListInputItemsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}
