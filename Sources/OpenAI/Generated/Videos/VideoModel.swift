// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VideoModel`
public nonisolated enum VideoModel: OpenEnum, EmptyDecodable {
    case sora2
    case sora2Pro
    case sora2_2025_10_06
    case sora2Pro_2025_10_06
    case sora2_2025_12_08
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "sora-2": self = .sora2
        case "sora-2-pro": self = .sora2Pro
        case "sora-2-2025-10-06": self = .sora2_2025_10_06
        case "sora-2-pro-2025-10-06": self = .sora2Pro_2025_10_06
        case "sora-2-2025-12-08": self = .sora2_2025_12_08
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .sora2: "sora-2"
        case .sora2Pro: "sora-2-pro"
        case .sora2_2025_10_06: "sora-2-2025-10-06"
        case .sora2Pro_2025_10_06: "sora-2-pro-2025-10-06"
        case .sora2_2025_12_08: "sora-2-2025-12-08"
        case .unknown(let value): value
        }
    }
}
