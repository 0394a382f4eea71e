// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Email notification settings for a spend alert.
///
/// - Schema: `#/components/schemas/SpendAlertNotificationChannel`
public nonisolated struct SpendAlertNotificationChannel: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The notification channel type. Currently only `email` is supported.
    public var type: String

    /// Email addresses that receive the spend alert notification.
    public var recipients: [String]

    /// Optional subject prefix for alert emails.
    public var subjectPrefix: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        recipients: [String],
        subjectPrefix: String? = nil
    ) {
        self.type = "email"
        self.recipients = recipients
        self.subjectPrefix = subjectPrefix
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            recipients: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "email")
        self.recipients = try container.decodeRequired([String].self, forKey: "recipients", in: decoder)
        self.subjectPrefix = try container.decodeIfPresent(String.self, forKey: "subject_prefix")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.recipients, forKey: "recipients")
        try container.encodeIfPresent(self.subjectPrefix, forKey: "subject_prefix")
    }
}

nonisolated extension NullableMember where Owner == SpendAlertNotificationChannel {
    public static var subjectPrefix: Self { Self("subject_prefix") }
}
