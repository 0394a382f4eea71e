import Foundation

/// The `User-Agent` the clients send: `AIClients/<version> (Swift <version>; <OS>)`.
///
/// A `User-Agent` in a client's default headers, or in a call's extra headers, replaces it.
public enum UserAgent {
    /// The version of this package.
    public static let packageVersion = "0.9.0"

    /// `AIClients/0.9.0 (Swift 6.0; Linux)`.
    public static let value = "AIClients/\(packageVersion) (Swift \(swiftVersion); \(operatingSystem))"

    static var swiftVersion: String {
        #if swift(>=6.3)
        "6.3"
        #elseif swift(>=6.2)
        "6.2"
        #elseif swift(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }

    static var operatingSystem: String {
        #if os(Linux)
        "Linux"
        #elseif os(macOS)
        "macOS"
        #elseif os(iOS)
        "iOS"
        #elseif os(tvOS)
        "tvOS"
        #elseif os(watchOS)
        "watchOS"
        #elseif os(visionOS)
        "visionOS"
        #elseif os(Windows)
        "Windows"
        #elseif os(Android)
        "Android"
        #else
        "unknown"
        #endif
    }
}
