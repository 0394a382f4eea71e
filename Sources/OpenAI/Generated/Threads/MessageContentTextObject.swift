// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The text content that is part of a message.
///
/// - Schema: `#/components/schemas/MessageContentTextObject`
public nonisolated struct MessageContentTextObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `text`.
    public var type: String

    public var text: MessageContentTextObject.Text

    public init(
        text: MessageContentTextObject.Text
    ) {
        self.type = "text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    public nonisolated struct Text: Codable, Equatable, Sendable, EmptyDecodable {
        /// The data that makes up the text.
        public var value: String

        public var annotations: [TextAnnotation]

        public init(
            value: String,
            annotations: [TextAnnotation]
        ) {
            self.value = value
            self.annotations = annotations
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                value: .emptyValue,
                annotations: .emptyValue
            )
        }

        /// Formerly a type of its own; the spec now names it `TextAnnotation`.
        @available(*, deprecated, renamed: "TextAnnotation")
        public typealias Annotation = TextAnnotation

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.value = try container.decodeRequired(String.self, forKey: "value", in: decoder)
            self.annotations = try container.decodeRequired([TextAnnotation].self, forKey: "annotations", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.value, forKey: "value")
            try container.encode(self.annotations, forKey: "annotations")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
        self.text = try container.decodeRequired(MessageContentTextObject.Text.self, forKey: "text", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
    }
}
