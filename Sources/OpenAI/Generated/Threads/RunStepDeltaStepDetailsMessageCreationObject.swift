// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the message creation by the run step.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsMessageCreationObject`
public nonisolated struct RunStepDeltaStepDetailsMessageCreationObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `message_creation`.
    public var type: String

    public var messageCreation: RunStepDeltaStepDetailsMessageCreationObject.MessageCreation?

    public init(
        messageCreation: RunStepDeltaStepDetailsMessageCreationObject.MessageCreation? = nil
    ) {
        self.type = "message_creation"
        self.messageCreation = messageCreation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated struct MessageCreation: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the message that was created by this run step.
        public var messageID: String?

        public init(
            messageID: String? = nil
        ) {
            self.messageID = messageID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.messageID = try container.decodeIfPresent(String.self, forKey: "message_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.messageID, forKey: "message_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message_creation")
        self.messageCreation = try container.decodeIfPresent(RunStepDeltaStepDetailsMessageCreationObject.MessageCreation.self, forKey: "message_creation")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.messageCreation, forKey: "message_creation")
    }
}
