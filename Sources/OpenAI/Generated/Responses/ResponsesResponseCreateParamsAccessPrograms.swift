// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Domain-specific access programs to use for this request.
///
/// - Schema: `#/components/schemas/ResponsesResponseCreateParamsAccessPrograms`
public nonisolated struct ResponsesResponseCreateParamsAccessPrograms: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Cyber access program to use for this request.
    ///
    /// Supported values are `standard`, `daybreak_blue`, and `daybreak_red`. If
    /// omitted, the API resolves the program from the model's Cyber tier and your
    /// organization and project access, subject to model-specific eligibility
    /// restrictions. By default, models without a Cyber tier use Standard. Blue-tier
    /// models use Daybreak Blue when authorized; otherwise they fall back to Standard
    /// unless the model requires Daybreak access. Red-tier models use Daybreak Red and
    /// require authorization. Requests that require unavailable Daybreak access
    /// return 403. An implicit Standard fallback is represented by null in the
    /// response's access_programs field, rather than an explicit Standard selection.
    public var cyber: ResponsesResponseCreateParamsAccessPrograms.Cyber?

    public init(
        cyber: ResponsesResponseCreateParamsAccessPrograms.Cyber? = nil
    ) {
        self.cyber = cyber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The Cyber access program to use for this request.
    ///
    /// Supported values are `standard`, `daybreak_blue`, and `daybreak_red`. If
    /// omitted, the API resolves the program from the model's Cyber tier and your
    /// organization and project access, subject to model-specific eligibility
    /// restrictions. By default, models without a Cyber tier use Standard. Blue-tier
    /// models use Daybreak Blue when authorized; otherwise they fall back to Standard
    /// unless the model requires Daybreak access. Red-tier models use Daybreak Red and
    /// require authorization. Requests that require unavailable Daybreak access
    /// return 403. An implicit Standard fallback is represented by null in the
    /// response's access_programs field, rather than an explicit Standard selection.
    public nonisolated enum Cyber: OpenEnum, EmptyDecodable {
        case standard
        case daybreakBlue
        case daybreakRed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "daybreak_blue": self = .daybreakBlue
            case "daybreak_red": self = .daybreakRed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .daybreakBlue: "daybreak_blue"
            case .daybreakRed: "daybreak_red"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cyber = try container.decodeIfPresent(ResponsesResponseCreateParamsAccessPrograms.Cyber.self, forKey: "cyber")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.cyber, forKey: "cyber")
    }
}
