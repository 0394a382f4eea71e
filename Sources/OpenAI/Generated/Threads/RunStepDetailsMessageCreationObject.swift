// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the message creation by the run step.
///
/// - Schema: `#/components/schemas/RunStepDetailsMessageCreationObject`
public nonisolated struct RunStepDetailsMessageCreationObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `message_creation`.
    public var type: String

    public var messageCreation: RunStepDetailsMessageCreationObject.MessageCreation

    public init(
        messageCreation: RunStepDetailsMessageCreationObject.MessageCreation
    ) {
        self.type = "message_creation"
        self.messageCreation = messageCreation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            messageCreation: .emptyValue
        )
    }

    public nonisolated struct MessageCreation: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the message that was created by this run step.
        public var messageID: String

        public init(
            messageID: String
        ) {
            self.messageID = messageID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                messageID: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.messageID = try container.decodeRequired(String.self, forKey: "message_id", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.messageID, forKey: "message_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message_creation")
        self.messageCreation = try container.decodeRequired(RunStepDetailsMessageCreationObject.MessageCreation.self, forKey: "message_creation", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.messageCreation, forKey: "message_creation")
    }
}
