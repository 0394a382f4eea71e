// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationProvidersGoogleProjectsDataControlsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The customer-managed encryption key control. Leave it out to keep the control as
    /// it is. Send `cmek`, `storage`, or both.
    public var cmek: BetaGoogleManagedProjectCMEKControlParams?

    /// The customer-owned storage control. Leave it out to keep the control as it is.
    /// Send `cmek`, `storage`, or both.
    public var storage: BetaGoogleManagedProjectStorageControlParams?

    public init(
        cmek: BetaGoogleManagedProjectCMEKControlParams? = nil,
        storage: BetaGoogleManagedProjectStorageControlParams? = nil
    ) {
        self.cmek = cmek
        self.storage = storage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cmek = try container.decodeIfPresent(BetaGoogleManagedProjectCMEKControlParams.self, forKey: "cmek")
        self.storage = try container.decodeIfPresent(BetaGoogleManagedProjectStorageControlParams.self, forKey: "storage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.cmek, forKey: "cmek")
        try container.encodeIfPresent(self.storage, forKey: "storage")
    }
}
