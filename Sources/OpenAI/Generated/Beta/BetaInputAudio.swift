// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An audio input to the model.
///
/// - Schema: `#/components/schemas/BetaInputAudio`
public nonisolated struct BetaInputAudio: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `input_audio`.
    public var type: String

    public var inputAudio: BetaInputAudio.InputAudio

    public init(
        inputAudio: BetaInputAudio.InputAudio
    ) {
        self.type = "input_audio"
        self.inputAudio = inputAudio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputAudio: .emptyValue
        )
    }

    public nonisolated struct InputAudio: Codable, Equatable, Sendable, EmptyDecodable {
        /// Base64-encoded audio data.
        public var data: String

        /// The format of the audio data. Currently supported formats are `mp3` and
        /// `wav`.
        public var format: BetaInputAudio.InputAudio.Format

        public init(
            data: String,
            format: BetaInputAudio.InputAudio.Format
        ) {
            self.data = data
            self.format = format
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue,
                format: .emptyValue
            )
        }

        /// The format of the audio data. Currently supported formats are `mp3` and
        /// `wav`.
        public nonisolated enum Format: OpenEnum, EmptyDecodable {
            case mp3
            case wav
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "mp3": self = .mp3
                case "wav": self = .wav
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .mp3: "mp3"
                case .wav: "wav"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
            self.format = try container.decodeRequired(BetaInputAudio.InputAudio.Format.self, forKey: "format", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.data, forKey: "data")
            try container.encode(self.format, forKey: "format")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_audio")
        self.inputAudio = try container.decodeRequired(BetaInputAudio.InputAudio.self, forKey: "input_audio", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.inputAudio, forKey: "input_audio")
    }
}
