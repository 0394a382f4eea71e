// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaComplianceReviewPolicyCategory`
public nonisolated enum BetaComplianceReviewPolicyCategory: OpenEnum, EmptyDecodable {
    case cyber
    case bio
    case chem
    case radnuc
    case cgw
    case mgw
    case io
    case fraud
    case violentExtremism
    case surveillance
    case humanExploitation
    case selfHarm
    case adultContent
    case reasoningExtraction
    case frontierLlm
    case compromisedKey
    case benign
    case other
    case undetermined
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "cyber": self = .cyber
        case "bio": self = .bio
        case "chem": self = .chem
        case "radnuc": self = .radnuc
        case "cgw": self = .cgw
        case "mgw": self = .mgw
        case "io": self = .io
        case "fraud": self = .fraud
        case "violent_extremism": self = .violentExtremism
        case "surveillance": self = .surveillance
        case "human_exploitation": self = .humanExploitation
        case "self_harm": self = .selfHarm
        case "adult_content": self = .adultContent
        case "reasoning_extraction": self = .reasoningExtraction
        case "frontier_llm": self = .frontierLlm
        case "compromised_key": self = .compromisedKey
        case "benign": self = .benign
        case "other": self = .other
        case "undetermined": self = .undetermined
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .cyber: "cyber"
        case .bio: "bio"
        case .chem: "chem"
        case .radnuc: "radnuc"
        case .cgw: "cgw"
        case .mgw: "mgw"
        case .io: "io"
        case .fraud: "fraud"
        case .violentExtremism: "violent_extremism"
        case .surveillance: "surveillance"
        case .humanExploitation: "human_exploitation"
        case .selfHarm: "self_harm"
        case .adultContent: "adult_content"
        case .reasoningExtraction: "reasoning_extraction"
        case .frontierLlm: "frontier_llm"
        case .compromisedKey: "compromised_key"
        case .benign: "benign"
        case .other: "other"
        case .undetermined: "undetermined"
        case .unknown(let value): value
        }
    }
}
