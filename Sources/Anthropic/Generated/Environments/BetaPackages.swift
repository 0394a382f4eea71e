// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Packages (and their versions) available in this environment.
///
/// - Schema: `#/components/schemas/BetaPackages`
public nonisolated struct BetaPackages: Codable, Equatable, Sendable, EmptyDecodable {
    /// Ubuntu/Debian packages to install
    public var apt: [String]

    /// Rust packages to install
    public var cargo: [String]

    /// Ruby packages to install
    public var gem: [String]

    /// Go packages to install
    public var go: [String]

    /// Node.js packages to install
    public var npm: [String]

    /// Python packages to install
    public var pip: [String]

    /// Package configuration type
    public var type: String?

    public init(
        apt: [String],
        cargo: [String],
        gem: [String],
        go: [String],
        npm: [String],
        pip: [String],
        type: String? = nil
    ) {
        self.apt = apt
        self.cargo = cargo
        self.gem = gem
        self.go = go
        self.npm = npm
        self.pip = pip
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            apt: .emptyValue,
            cargo: .emptyValue,
            gem: .emptyValue,
            go: .emptyValue,
            npm: .emptyValue,
            pip: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.apt = try container.decodeRequired([String].self, forKey: "apt", in: decoder)
        self.cargo = try container.decodeRequired([String].self, forKey: "cargo", in: decoder)
        self.gem = try container.decodeRequired([String].self, forKey: "gem", in: decoder)
        self.go = try container.decodeRequired([String].self, forKey: "go", in: decoder)
        self.npm = try container.decodeRequired([String].self, forKey: "npm", in: decoder)
        self.pip = try container.decodeRequired([String].self, forKey: "pip", in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "packages")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.apt, forKey: "apt")
        try container.encode(self.cargo, forKey: "cargo")
        try container.encode(self.gem, forKey: "gem")
        try container.encode(self.go, forKey: "go")
        try container.encode(self.npm, forKey: "npm")
        try container.encode(self.pip, forKey: "pip")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}
