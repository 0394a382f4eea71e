// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CostQuantityUnit`
public nonisolated enum CostQuantityUnit: OpenEnum, EmptyDecodable {
    case tokens
    case unit_1000Tokens
    case durationSeconds
    case durationMinutes
    case durationHours
    case gibibyteHours
    case images
    case characters
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "tokens": self = .tokens
        case "1000_tokens": self = .unit_1000Tokens
        case "duration_seconds": self = .durationSeconds
        case "duration_minutes": self = .durationMinutes
        case "duration_hours": self = .durationHours
        case "gibibyte_hours": self = .gibibyteHours
        case "images": self = .images
        case "characters": self = .characters
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .tokens: "tokens"
        case .unit_1000Tokens: "1000_tokens"
        case .durationSeconds: "duration_seconds"
        case .durationMinutes: "duration_minutes"
        case .durationHours: "duration_hours"
        case .gibibyteHours: "gibibyte_hours"
        case .images: "images"
        case .characters: "characters"
        case .unknown(let value): value
        }
    }
}
