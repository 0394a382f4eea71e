// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VoiceIdsShared`
public nonisolated enum VoiceIdsShared: OpenEnum, EmptyDecodable {
    case alloy
    case ash
    case ballad
    case coral
    case echo
    case sage
    case shimmer
    case verse
    case marin
    case cedar
    case fable
    case onyx
    case nova
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "alloy": self = .alloy
        case "ash": self = .ash
        case "ballad": self = .ballad
        case "coral": self = .coral
        case "echo": self = .echo
        case "sage": self = .sage
        case "shimmer": self = .shimmer
        case "verse": self = .verse
        case "marin": self = .marin
        case "cedar": self = .cedar
        case "fable": self = .fable
        case "onyx": self = .onyx
        case "nova": self = .nova
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .alloy: "alloy"
        case .ash: "ash"
        case .ballad: "ballad"
        case .coral: "coral"
        case .echo: "echo"
        case .sage: "sage"
        case .shimmer: "shimmer"
        case .verse: "verse"
        case .marin: "marin"
        case .cedar: "cedar"
        case .fable: "fable"
        case .onyx: "onyx"
        case .nova: "nova"
        case .unknown(let value): value
        }
    }
}
