// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClickButtonType`
public enum BetaClickButtonType: OpenEnum, EmptyDecodable {
    case left
    case right
    case wheel
    case back
    case forward
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "left": self = .left
        case "right": self = .right
        case "wheel": self = .wheel
        case "back": self = .back
        case "forward": self = .forward
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .wheel: "wheel"
        case .back: "back"
        case .forward: "forward"
        case .unknown(let value): value
        }
    }
}

/// A click action.
///
/// - Schema: `#/components/schemas/BetaClickParam`
public struct BetaClickParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Specifies the event type. For a click action, this property is always `click`.
    public var type: String

    /// Indicates which mouse button was pressed during the click. One of `left`, `right`, `wheel`, `back`, or `forward`.
    public var button: BetaClickButtonType

    /// The x-coordinate where the click occurred.
    public var x: Int

    /// The y-coordinate where the click occurred.
    public var y: Int

    public var keys: [String]?

    public init(
        button: BetaClickButtonType,
        x: Int,
        y: Int,
        keys: [String]? = nil
    ) {
        self.type = "click"
        self.button = button
        self.x = x
        self.y = y
        self.keys = keys
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            button: .emptyValue,
            x: .emptyValue,
            y: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case button
        case x
        case y
        case keys
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "click")
        self.button = try container.decodeRequired(BetaClickButtonType.self, forKey: .button, in: decoder)
        self.x = try container.decodeRequired(Int.self, forKey: .x, in: decoder)
        self.y = try container.decodeRequired(Int.self, forKey: .y, in: decoder)
        self.keys = try container.decodeIfPresent([String].self, forKey: .keys)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.button, forKey: .button)
        try container.encode(self.x, forKey: .x)
        try container.encode(self.y, forKey: .y)
        try container.encodeIfPresent(self.keys, forKey: .keys)
    }
}
