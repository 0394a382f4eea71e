// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ComputerEnvironment`
public nonisolated enum ComputerEnvironment: OpenEnum, EmptyDecodable {
    case windows
    case mac
    case linux
    case ubuntu
    case browser
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "windows": self = .windows
        case "mac": self = .mac
        case "linux": self = .linux
        case "ubuntu": self = .ubuntu
        case "browser": self = .browser
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .windows: "windows"
        case .mac: "mac"
        case .linux: "linux"
        case .ubuntu: "ubuntu"
        case .browser: "browser"
        case .unknown(let value): value
        }
    }
}
