// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ComplianceSettingsStateParam`
public nonisolated enum ComplianceSettingsStateParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `enabled`
    case enabled(ComplianceSettingsStateEnabledParam)
    /// - `type`: `disabled`
    case disabled(ComplianceSettingsStateDisabledParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "enabled": self = .enabled(try ComplianceSettingsStateEnabledParam(from: decoder)); return
            case "disabled": self = .disabled(try ComplianceSettingsStateDisabledParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .enabled(let value): try value.encode(to: encoder)
        case .disabled(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
