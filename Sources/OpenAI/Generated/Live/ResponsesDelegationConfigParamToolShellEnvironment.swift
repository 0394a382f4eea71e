// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationConfigParamToolShellEnvironment`
public nonisolated enum ResponsesDelegationConfigParamToolShellEnvironment: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `container_auto`
    case containerAuto(ResponsesDelegationConfigParamToolShellEnvironmentContainerAuto)
    /// - `type`: `container_reference`
    case containerReference(ResponsesDelegationConfigParamToolShellEnvironmentContainerReference)
    /// - `type`: `local`
    case local(ResponsesDelegationConfigParamToolShellEnvironmentLocal)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "container_auto": self = .containerAuto(try ResponsesDelegationConfigParamToolShellEnvironmentContainerAuto(from: decoder)); return
            case "container_reference": self = .containerReference(try ResponsesDelegationConfigParamToolShellEnvironmentContainerReference(from: decoder)); return
            case "local": self = .local(try ResponsesDelegationConfigParamToolShellEnvironmentLocal(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .containerAuto(let value): try value.encode(to: encoder)
        case .containerReference(let value): try value.encode(to: encoder)
        case .local(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
