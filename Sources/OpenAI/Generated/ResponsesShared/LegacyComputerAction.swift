// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LegacyComputerAction`
public nonisolated enum LegacyComputerAction: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `click`
    case click(ClickParam)
    /// - `type`: `double_click`
    case doubleClick(DoubleClickAction)
    /// - `type`: `drag`
    case drag(DragParam)
    /// - `type`: `keypress`
    case keypress(KeyPressAction)
    /// - `type`: `move`
    case move(MoveParam)
    /// - `type`: `screenshot`
    case screenshot(ScreenshotParam)
    /// - `type`: `scroll`
    case scroll(ScrollParam)
    /// - `type`: `type`
    case type(TypeParam)
    /// - `type`: `wait`
    case wait(WaitParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "click": self = .click(try ClickParam(from: decoder)); return
            case "double_click": self = .doubleClick(try DoubleClickAction(from: decoder)); return
            case "drag": self = .drag(try DragParam(from: decoder)); return
            case "keypress": self = .keypress(try KeyPressAction(from: decoder)); return
            case "move": self = .move(try MoveParam(from: decoder)); return
            case "screenshot": self = .screenshot(try ScreenshotParam(from: decoder)); return
            case "scroll": self = .scroll(try ScrollParam(from: decoder)); return
            case "type": self = .type(try TypeParam(from: decoder)); return
            case "wait": self = .wait(try WaitParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .click(let value): try value.encode(to: encoder)
        case .doubleClick(let value): try value.encode(to: encoder)
        case .drag(let value): try value.encode(to: encoder)
        case .keypress(let value): try value.encode(to: encoder)
        case .move(let value): try value.encode(to: encoder)
        case .screenshot(let value): try value.encode(to: encoder)
        case .scroll(let value): try value.encode(to: encoder)
        case .type(let value): try value.encode(to: encoder)
        case .wait(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
