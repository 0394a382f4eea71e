// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The text content that is part of a message.
///
/// - Schema: `#/components/schemas/MessageDeltaContentTextObject`
public nonisolated struct MessageDeltaContentTextObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the content part in the message.
    public var index: Int

    /// Always `text`.
    public var type: String

    public var text: MessageDeltaContentTextObject.Text?

    public init(
        index: Int,
        text: MessageDeltaContentTextObject.Text? = nil
    ) {
        self.index = index
        self.type = "text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public nonisolated struct Text: Codable, Equatable, Sendable, EmptyDecodable {
        /// The data that makes up the text.
        public var value: String?

        public var annotations: [TextAnnotationDelta]?

        public init(
            value: String? = nil,
            annotations: [TextAnnotationDelta]? = nil
        ) {
            self.value = value
            self.annotations = annotations
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Formerly a type of its own; the spec now names it `TextAnnotationDelta`.
        @available(*, deprecated, renamed: "TextAnnotationDelta")
        public typealias Annotation = TextAnnotationDelta

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.value = try container.decodeIfPresent(String.self, forKey: "value")
            self.annotations = try container.decodeIfPresent([TextAnnotationDelta].self, forKey: "annotations")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.value, forKey: "value")
            try container.encodeIfPresent(self.annotations, forKey: "annotations")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
        self.text = try container.decodeIfPresent(MessageDeltaContentTextObject.Text.self, forKey: "text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.text, forKey: "text")
    }
}
