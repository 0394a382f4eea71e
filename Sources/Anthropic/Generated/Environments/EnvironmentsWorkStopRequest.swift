// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct EnvironmentsWorkStopRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// If true, immediately stop work without graceful shutdown
    public var force: Bool?

    public init(
        force: Bool? = nil
    ) {
        self.force = force
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.force = try container.decodeIfPresent(Bool.self, forKey: "force")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.force, forKey: "force")
    }
}
