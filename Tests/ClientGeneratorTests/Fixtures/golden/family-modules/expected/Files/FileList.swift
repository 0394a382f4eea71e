// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _GoldenShared

/// - Schema: `#/components/schemas/FileList`
public nonisolated struct FileList: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: [FileObject]

    public var usage: Usage?

    public init(
        data: [FileObject],
        usage: Usage? = nil
    ) {
        self.data = data
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([FileObject].self, forKey: "data", in: decoder)
        self.usage = try container.decodeIfPresent(Usage.self, forKey: "usage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.usage, forKey: "usage")
    }
}
