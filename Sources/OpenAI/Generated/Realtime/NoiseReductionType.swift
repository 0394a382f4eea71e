// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Type of noise reduction. `near_field` is for close-talking microphones such as headphones, `far_field` is for far-field microphones such as laptop or conference room microphones.
///
/// - Schema: `#/components/schemas/NoiseReductionType`
public nonisolated enum NoiseReductionType: OpenEnum, EmptyDecodable {
    case nearField
    case farField
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "near_field": self = .nearField
        case "far_field": self = .farField
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .nearField: "near_field"
        case .farField: "far_field"
        case .unknown(let value): value
        }
    }
}
