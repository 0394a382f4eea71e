// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AssistantSupportedModels`
public enum AssistantSupportedModels: OpenEnum, EmptyDecodable {
    case gpt5
    case gpt5Mini
    case gpt5Nano
    case gpt5_2025_08_07
    case gpt5Mini_2025_08_07
    case gpt5Nano_2025_08_07
    case gpt4_1
    case gpt4_1Mini
    case gpt4_1Nano
    case gpt4_1_2025_04_14
    case gpt4_1Mini_2025_04_14
    case gpt4_1Nano_2025_04_14
    case o3Mini
    case o3Mini_2025_01_31
    case o1
    case o1_2024_12_17
    case gpt4o
    case gpt4o_2024_11_20
    case gpt4o_2024_08_06
    case gpt4o_2024_05_13
    case gpt4oMini
    case gpt4oMini_2024_07_18
    case gpt4_5Preview
    case gpt4_5Preview_2025_02_27
    case gpt4Turbo
    case gpt4Turbo_2024_04_09
    case gpt4_0125Preview
    case gpt4TurboPreview
    case gpt4_1106Preview
    case gpt4VisionPreview
    case gpt4
    case gpt4_0314
    case gpt4_0613
    case gpt4_32k
    case gpt4_32k_0314
    case gpt4_32k_0613
    case gpt3_5Turbo
    case gpt3_5Turbo16k
    case gpt3_5Turbo_0613
    case gpt3_5Turbo_1106
    case gpt3_5Turbo_0125
    case gpt3_5Turbo16k_0613
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "gpt-5": self = .gpt5
        case "gpt-5-mini": self = .gpt5Mini
        case "gpt-5-nano": self = .gpt5Nano
        case "gpt-5-2025-08-07": self = .gpt5_2025_08_07
        case "gpt-5-mini-2025-08-07": self = .gpt5Mini_2025_08_07
        case "gpt-5-nano-2025-08-07": self = .gpt5Nano_2025_08_07
        case "gpt-4.1": self = .gpt4_1
        case "gpt-4.1-mini": self = .gpt4_1Mini
        case "gpt-4.1-nano": self = .gpt4_1Nano
        case "gpt-4.1-2025-04-14": self = .gpt4_1_2025_04_14
        case "gpt-4.1-mini-2025-04-14": self = .gpt4_1Mini_2025_04_14
        case "gpt-4.1-nano-2025-04-14": self = .gpt4_1Nano_2025_04_14
        case "o3-mini": self = .o3Mini
        case "o3-mini-2025-01-31": self = .o3Mini_2025_01_31
        case "o1": self = .o1
        case "o1-2024-12-17": self = .o1_2024_12_17
        case "gpt-4o": self = .gpt4o
        case "gpt-4o-2024-11-20": self = .gpt4o_2024_11_20
        case "gpt-4o-2024-08-06": self = .gpt4o_2024_08_06
        case "gpt-4o-2024-05-13": self = .gpt4o_2024_05_13
        case "gpt-4o-mini": self = .gpt4oMini
        case "gpt-4o-mini-2024-07-18": self = .gpt4oMini_2024_07_18
        case "gpt-4.5-preview": self = .gpt4_5Preview
        case "gpt-4.5-preview-2025-02-27": self = .gpt4_5Preview_2025_02_27
        case "gpt-4-turbo": self = .gpt4Turbo
        case "gpt-4-turbo-2024-04-09": self = .gpt4Turbo_2024_04_09
        case "gpt-4-0125-preview": self = .gpt4_0125Preview
        case "gpt-4-turbo-preview": self = .gpt4TurboPreview
        case "gpt-4-1106-preview": self = .gpt4_1106Preview
        case "gpt-4-vision-preview": self = .gpt4VisionPreview
        case "gpt-4": self = .gpt4
        case "gpt-4-0314": self = .gpt4_0314
        case "gpt-4-0613": self = .gpt4_0613
        case "gpt-4-32k": self = .gpt4_32k
        case "gpt-4-32k-0314": self = .gpt4_32k_0314
        case "gpt-4-32k-0613": self = .gpt4_32k_0613
        case "gpt-3.5-turbo": self = .gpt3_5Turbo
        case "gpt-3.5-turbo-16k": self = .gpt3_5Turbo16k
        case "gpt-3.5-turbo-0613": self = .gpt3_5Turbo_0613
        case "gpt-3.5-turbo-1106": self = .gpt3_5Turbo_1106
        case "gpt-3.5-turbo-0125": self = .gpt3_5Turbo_0125
        case "gpt-3.5-turbo-16k-0613": self = .gpt3_5Turbo16k_0613
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .gpt5: "gpt-5"
        case .gpt5Mini: "gpt-5-mini"
        case .gpt5Nano: "gpt-5-nano"
        case .gpt5_2025_08_07: "gpt-5-2025-08-07"
        case .gpt5Mini_2025_08_07: "gpt-5-mini-2025-08-07"
        case .gpt5Nano_2025_08_07: "gpt-5-nano-2025-08-07"
        case .gpt4_1: "gpt-4.1"
        case .gpt4_1Mini: "gpt-4.1-mini"
        case .gpt4_1Nano: "gpt-4.1-nano"
        case .gpt4_1_2025_04_14: "gpt-4.1-2025-04-14"
        case .gpt4_1Mini_2025_04_14: "gpt-4.1-mini-2025-04-14"
        case .gpt4_1Nano_2025_04_14: "gpt-4.1-nano-2025-04-14"
        case .o3Mini: "o3-mini"
        case .o3Mini_2025_01_31: "o3-mini-2025-01-31"
        case .o1: "o1"
        case .o1_2024_12_17: "o1-2024-12-17"
        case .gpt4o: "gpt-4o"
        case .gpt4o_2024_11_20: "gpt-4o-2024-11-20"
        case .gpt4o_2024_08_06: "gpt-4o-2024-08-06"
        case .gpt4o_2024_05_13: "gpt-4o-2024-05-13"
        case .gpt4oMini: "gpt-4o-mini"
        case .gpt4oMini_2024_07_18: "gpt-4o-mini-2024-07-18"
        case .gpt4_5Preview: "gpt-4.5-preview"
        case .gpt4_5Preview_2025_02_27: "gpt-4.5-preview-2025-02-27"
        case .gpt4Turbo: "gpt-4-turbo"
        case .gpt4Turbo_2024_04_09: "gpt-4-turbo-2024-04-09"
        case .gpt4_0125Preview: "gpt-4-0125-preview"
        case .gpt4TurboPreview: "gpt-4-turbo-preview"
        case .gpt4_1106Preview: "gpt-4-1106-preview"
        case .gpt4VisionPreview: "gpt-4-vision-preview"
        case .gpt4: "gpt-4"
        case .gpt4_0314: "gpt-4-0314"
        case .gpt4_0613: "gpt-4-0613"
        case .gpt4_32k: "gpt-4-32k"
        case .gpt4_32k_0314: "gpt-4-32k-0314"
        case .gpt4_32k_0613: "gpt-4-32k-0613"
        case .gpt3_5Turbo: "gpt-3.5-turbo"
        case .gpt3_5Turbo16k: "gpt-3.5-turbo-16k"
        case .gpt3_5Turbo_0613: "gpt-3.5-turbo-0613"
        case .gpt3_5Turbo_1106: "gpt-3.5-turbo-1106"
        case .gpt3_5Turbo_0125: "gpt-3.5-turbo-0125"
        case .gpt3_5Turbo16k_0613: "gpt-3.5-turbo-16k-0613"
        case .unknown(let value): value
        }
    }
}
