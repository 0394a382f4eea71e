import AIClientRuntime
import Foundation

/// The WebSocket clients this platform has.
public enum WebSocketTransports {
    /// `URLSessionWebSocketTransport` on Apple platforms; on Linux, where the toolchain's
    /// libcurl has no WebSocket support, a transport whose `connect` throws
    /// ``AIClientError/Kind/webSocketUnavailable`` naming the package to add.
    public static var platformDefault: any WebSocketTransport {
        #if canImport(FoundationNetworking)
        UnavailableWebSocketTransport()
        #else
        URLSessionWebSocketTransport()
        #endif
    }
}

/// Stands in where the platform has no WebSocket client: every `connect` throws
/// ``AIClientError/Kind/webSocketUnavailable`` with what to add.
public struct UnavailableWebSocketTransport: WebSocketTransport {
    public static let message = """
        no WebSocket client on this platform: URLSession on Linux cannot open WebSocket connections \
        (the toolchain's libcurl has no WebSocket support). Enable the AIClients package's trait \
        AsyncHTTPClientTransport, depend on its product AIClientsAsyncHTTPClient and set \
        `client.core.webSocketTransport = NIOWebSocketTransport()`.
        """

    public init() {}

    public func connect(_ request: WebSocketRequest) async throws -> any WebSocketConnection {
        throw AIClientError.webSocketUnavailable(Self.message)
    }
}
