// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkill`
public nonisolated enum ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkill: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `skill_reference`
    case skillReference(ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillSkillReference)
    /// - `type`: `inline`
    case inline(ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillInline)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "skill_reference": self = .skillReference(try ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillSkillReference(from: decoder)); return
            case "inline": self = .inline(try ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillInline(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .skillReference(let value): try value.encode(to: encoder)
        case .inline(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
