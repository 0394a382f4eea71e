// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specify packages (and optionally their versions) available in this environment.
///
/// When versioning, use the version semantics relevant for the package manager, e.g. for `pip` use `package==1.0.0`. You are responsible for validating the package and version exist. Unversioned installs the latest.
///
/// - Schema: `#/components/schemas/BetaPackagesParams`
public nonisolated struct BetaPackagesParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Ubuntu/Debian packages to install
    public var apt: [String]?

    /// Rust packages to install
    public var cargo: [String]?

    /// Ruby packages to install
    public var gem: [String]?

    /// Go packages to install
    public var go: [String]?

    /// Node.js packages to install
    public var npm: [String]?

    /// Python packages to install
    public var pip: [String]?

    /// Package configuration type
    public var type: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        apt: [String]? = nil,
        cargo: [String]? = nil,
        gem: [String]? = nil,
        go: [String]? = nil,
        npm: [String]? = nil,
        pip: [String]? = nil,
        type: String? = nil
    ) {
        self.apt = apt
        self.cargo = cargo
        self.gem = gem
        self.go = go
        self.npm = npm
        self.pip = pip
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.apt = try container.decodeIfPresent([String].self, forKey: "apt")
        self.cargo = try container.decodeIfPresent([String].self, forKey: "cargo")
        self.gem = try container.decodeIfPresent([String].self, forKey: "gem")
        self.go = try container.decodeIfPresent([String].self, forKey: "go")
        self.npm = try container.decodeIfPresent([String].self, forKey: "npm")
        self.pip = try container.decodeIfPresent([String].self, forKey: "pip")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "packages")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.apt, forKey: "apt")
        try container.encodeIfPresent(self.cargo, forKey: "cargo")
        try container.encodeIfPresent(self.gem, forKey: "gem")
        try container.encodeIfPresent(self.go, forKey: "go")
        try container.encodeIfPresent(self.npm, forKey: "npm")
        try container.encodeIfPresent(self.pip, forKey: "pip")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaPackagesParams {
    public static var apt: Self { Self("apt") }
    public static var cargo: Self { Self("cargo") }
    public static var gem: Self { Self("gem") }
    public static var go: Self { Self("go") }
    public static var npm: Self { Self("npm") }
    public static var pip: Self { Self("pip") }
}
