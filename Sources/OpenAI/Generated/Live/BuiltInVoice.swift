// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BuiltInVoice`
public nonisolated enum BuiltInVoice: OpenEnum, EmptyDecodable {
    case alloy
    case ash
    case ballad
    case beacon
    case bossa
    case cedar
    case cinder
    case coral
    case delta
    case echo
    case gleam
    case marin
    case meridian
    case quartz
    case ripple
    case sage
    case shida
    case shimmer
    case stone
    case tempo
    case verse
    case vesper
    case willow
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "alloy": self = .alloy
        case "ash": self = .ash
        case "ballad": self = .ballad
        case "beacon": self = .beacon
        case "bossa": self = .bossa
        case "cedar": self = .cedar
        case "cinder": self = .cinder
        case "coral": self = .coral
        case "delta": self = .delta
        case "echo": self = .echo
        case "gleam": self = .gleam
        case "marin": self = .marin
        case "meridian": self = .meridian
        case "quartz": self = .quartz
        case "ripple": self = .ripple
        case "sage": self = .sage
        case "shida": self = .shida
        case "shimmer": self = .shimmer
        case "stone": self = .stone
        case "tempo": self = .tempo
        case "verse": self = .verse
        case "vesper": self = .vesper
        case "willow": self = .willow
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .alloy: "alloy"
        case .ash: "ash"
        case .ballad: "ballad"
        case .beacon: "beacon"
        case .bossa: "bossa"
        case .cedar: "cedar"
        case .cinder: "cinder"
        case .coral: "coral"
        case .delta: "delta"
        case .echo: "echo"
        case .gleam: "gleam"
        case .marin: "marin"
        case .meridian: "meridian"
        case .quartz: "quartz"
        case .ripple: "ripple"
        case .sage: "sage"
        case .shida: "shida"
        case .shimmer: "shimmer"
        case .stone: "stone"
        case .tempo: "tempo"
        case .verse: "verse"
        case .vesper: "vesper"
        case .willow: "willow"
        case .unknown(let value): value
        }
    }
}
