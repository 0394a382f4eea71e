// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model that will complete your prompt.\n\nSee [models](https://docs.anthropic.com/en/docs/models-overview) for additional details and options.
///
/// - Schema: `#/components/schemas/Model`
public nonisolated enum Model: OpenEnum, EmptyDecodable {
    case claudeOpus4_7
    case claudeMythosPreview
    case claudeOpus4_6
    case claudeSonnet4_6
    case claudeHaiku4_5
    case claudeHaiku4_5_20251001
    case claudeOpus4_5
    case claudeOpus4_5_20251101
    case claudeSonnet4_5
    case claudeSonnet4_5_20250929
    case claudeOpus4_1
    case claudeOpus4_1_20250805
    case claudeOpus4_0
    case claudeOpus4_20250514
    case claudeSonnet4_0
    case claudeSonnet4_20250514
    case claude3Haiku_20240307
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "claude-opus-4-7": self = .claudeOpus4_7
        case "claude-mythos-preview": self = .claudeMythosPreview
        case "claude-opus-4-6": self = .claudeOpus4_6
        case "claude-sonnet-4-6": self = .claudeSonnet4_6
        case "claude-haiku-4-5": self = .claudeHaiku4_5
        case "claude-haiku-4-5-20251001": self = .claudeHaiku4_5_20251001
        case "claude-opus-4-5": self = .claudeOpus4_5
        case "claude-opus-4-5-20251101": self = .claudeOpus4_5_20251101
        case "claude-sonnet-4-5": self = .claudeSonnet4_5
        case "claude-sonnet-4-5-20250929": self = .claudeSonnet4_5_20250929
        case "claude-opus-4-1": self = .claudeOpus4_1
        case "claude-opus-4-1-20250805": self = .claudeOpus4_1_20250805
        case "claude-opus-4-0": self = .claudeOpus4_0
        case "claude-opus-4-20250514": self = .claudeOpus4_20250514
        case "claude-sonnet-4-0": self = .claudeSonnet4_0
        case "claude-sonnet-4-20250514": self = .claudeSonnet4_20250514
        case "claude-3-haiku-20240307": self = .claude3Haiku_20240307
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .claudeOpus4_7: "claude-opus-4-7"
        case .claudeMythosPreview: "claude-mythos-preview"
        case .claudeOpus4_6: "claude-opus-4-6"
        case .claudeSonnet4_6: "claude-sonnet-4-6"
        case .claudeHaiku4_5: "claude-haiku-4-5"
        case .claudeHaiku4_5_20251001: "claude-haiku-4-5-20251001"
        case .claudeOpus4_5: "claude-opus-4-5"
        case .claudeOpus4_5_20251101: "claude-opus-4-5-20251101"
        case .claudeSonnet4_5: "claude-sonnet-4-5"
        case .claudeSonnet4_5_20250929: "claude-sonnet-4-5-20250929"
        case .claudeOpus4_1: "claude-opus-4-1"
        case .claudeOpus4_1_20250805: "claude-opus-4-1-20250805"
        case .claudeOpus4_0: "claude-opus-4-0"
        case .claudeOpus4_20250514: "claude-opus-4-20250514"
        case .claudeSonnet4_0: "claude-sonnet-4-0"
        case .claudeSonnet4_20250514: "claude-sonnet-4-20250514"
        case .claude3Haiku_20240307: "claude-3-haiku-20240307"
        case .unknown(let value): value
        }
    }
}
