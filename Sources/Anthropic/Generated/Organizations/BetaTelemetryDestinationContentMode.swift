// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaTelemetryDestinationContentMode`
public nonisolated enum BetaTelemetryDestinationContentMode: OpenEnum, EmptyDecodable {
    case metadataOnly
    case content
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "metadata_only": self = .metadataOnly
        case "content": self = .content
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .metadataOnly: "metadata_only"
        case .content: "content"
        case .unknown(let value): value
        }
    }
}
