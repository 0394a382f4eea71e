// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaTelemetryDestinationTestResult`
public nonisolated enum BetaTelemetryDestinationTestResult: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `success`
    case success(BetaTelemetryDestinationTestSuccess)
    /// - `type`: `failure`
    case failure(BetaTelemetryDestinationTestFailure)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "success": self = .success(try BetaTelemetryDestinationTestSuccess(from: decoder)); return
            case "failure": self = .failure(try BetaTelemetryDestinationTestFailure(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .success(let value): try value.encode(to: encoder)
        case .failure(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
