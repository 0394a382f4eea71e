// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Packages to install in the environment. Defaults to empty package lists.
///
/// - Schema: `#/components/schemas/EnvironmentPackages`
public nonisolated struct EnvironmentPackages: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// npm packages to install globally. Defaults to an empty list.
    public var npm: [String]?

    /// Python packages to install. Defaults to an empty list.
    public var python: [String]?

    /// System packages to install. Defaults to an empty list.
    public var system: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        npm: [String]? = nil,
        python: [String]? = nil,
        system: [String]? = nil
    ) {
        self.npm = npm
        self.python = python
        self.system = system
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.npm = try container.decodeIfPresent([String].self, forKey: "npm")
        self.python = try container.decodeIfPresent([String].self, forKey: "python")
        self.system = try container.decodeIfPresent([String].self, forKey: "system")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.npm, forKey: "npm")
        try container.encodeIfPresent(self.python, forKey: "python")
        try container.encodeIfPresent(self.system, forKey: "system")
    }
}

nonisolated extension NullableMember where Owner == EnvironmentPackages {
    public static var npm: Self { Self("npm") }
    public static var python: Self { Self("python") }
    public static var system: Self { Self("system") }
}
