// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProvenanceDetectionResultApi`
public nonisolated enum ProvenanceDetectionResultApi: OpenEnum, EmptyDecodable {
    case detected
    case notDetected
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "detected": self = .detected
        case "not_detected": self = .notDetected
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .detected: "detected"
        case .notDetected: "not_detected"
        case .unknown(let value): value
        }
    }
}
