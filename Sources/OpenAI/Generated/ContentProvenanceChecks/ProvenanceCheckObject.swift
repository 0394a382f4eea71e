// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProvenanceCheckObject`
public nonisolated enum ProvenanceCheckObject: OpenEnum, EmptyDecodable {
    case contentProvenanceCheck
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "content_provenance_check": self = .contentProvenanceCheck
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .contentProvenanceCheck: "content_provenance_check"
        case .unknown(let value): value
        }
    }
}
