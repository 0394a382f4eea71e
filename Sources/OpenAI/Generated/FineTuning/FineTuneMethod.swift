// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The method used for fine-tuning.
///
/// - Schema: `#/components/schemas/FineTuneMethod`
public nonisolated struct FineTuneMethod: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of method. Is either `supervised`, `dpo`, or `reinforcement`.
    public var type: FineTuneMethod.Kind

    public var supervised: FineTuneSupervisedMethod?

    public var dpo: FineTuneDPOMethod?

    public var reinforcement: FineTuneReinforcementMethod?

    public init(
        type: FineTuneMethod.Kind,
        supervised: FineTuneSupervisedMethod? = nil,
        dpo: FineTuneDPOMethod? = nil,
        reinforcement: FineTuneReinforcementMethod? = nil
    ) {
        self.type = type
        self.supervised = supervised
        self.dpo = dpo
        self.reinforcement = reinforcement
    }

    public init(stringLiteral value: String) {
        self.init(type: FineTuneMethod.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of method. Is either `supervised`, `dpo`, or `reinforcement`.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case supervised
        case dpo
        case reinforcement
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "supervised": self = .supervised
            case "dpo": self = .dpo
            case "reinforcement": self = .reinforcement
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .supervised: "supervised"
            case .dpo: "dpo"
            case .reinforcement: "reinforcement"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(FineTuneMethod.Kind.self, forKey: "type", in: decoder)
        self.supervised = try container.decodeIfPresent(FineTuneSupervisedMethod.self, forKey: "supervised")
        self.dpo = try container.decodeIfPresent(FineTuneDPOMethod.self, forKey: "dpo")
        self.reinforcement = try container.decodeIfPresent(FineTuneReinforcementMethod.self, forKey: "reinforcement")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.supervised, forKey: "supervised")
        try container.encodeIfPresent(self.dpo, forKey: "dpo")
        try container.encodeIfPresent(self.reinforcement, forKey: "reinforcement")
    }
}
