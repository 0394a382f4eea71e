// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a project's data retention control setting.
///
/// - Schema: `#/components/schemas/ProjectDataRetention`
public nonisolated struct ProjectDataRetention: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The object type, which is always `project.data_retention`.
    public var object: String

    /// The configured project data retention type.
    public var type: ProjectDataRetention.Kind

    public init(
        type: ProjectDataRetention.Kind
    ) {
        self.object = "project.data_retention"
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: ProjectDataRetention.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The configured project data retention type.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case organizationDefault
        case none
        case zeroDataRetention
        case modifiedAbuseMonitoring
        case enhancedZeroDataRetention
        case enhancedModifiedAbuseMonitoring
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "organization_default": self = .organizationDefault
            case "none": self = .none
            case "zero_data_retention": self = .zeroDataRetention
            case "modified_abuse_monitoring": self = .modifiedAbuseMonitoring
            case "enhanced_zero_data_retention": self = .enhancedZeroDataRetention
            case "enhanced_modified_abuse_monitoring": self = .enhancedModifiedAbuseMonitoring
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .organizationDefault: "organization_default"
            case .none: "none"
            case .zeroDataRetention: "zero_data_retention"
            case .modifiedAbuseMonitoring: "modified_abuse_monitoring"
            case .enhancedZeroDataRetention: "enhanced_zero_data_retention"
            case .enhancedModifiedAbuseMonitoring: "enhanced_modified_abuse_monitoring"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.data_retention")
        self.type = try container.decodeRequired(ProjectDataRetention.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.type, forKey: "type")
    }
}
