// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Packages installed in each fresh OpenAI-hosted environment.
///
/// - Schema: `#/components/schemas/EnvironmentTemplatePackages`
public nonisolated struct EnvironmentTemplatePackages: Codable, Equatable, Sendable, EmptyDecodable {
    /// npm packages installed globally in the environment.
    public var npm: [String]

    /// Python packages installed in the environment.
    public var python: [String]

    /// System packages installed in the environment.
    public var system: [String]

    public init(
        npm: [String],
        python: [String],
        system: [String]
    ) {
        self.npm = npm
        self.python = python
        self.system = system
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            npm: .emptyValue,
            python: .emptyValue,
            system: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.npm = try container.decodeRequired([String].self, forKey: "npm", in: decoder)
        self.python = try container.decodeRequired([String].self, forKey: "python", in: decoder)
        self.system = try container.decodeRequired([String].self, forKey: "system", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.npm, forKey: "npm")
        try container.encode(self.python, forKey: "python")
        try container.encode(self.system, forKey: "system")
    }
}
