import Foundation

extension APIClientCore {
    /// A JSON Lines body as a stream of decoded values, one per line, as they arrive.
    public func sendJSONLines<Element: Decodable & Sendable>(
        _ components: RequestComponents, options: RequestOptions = .init(), of type: Element.Type
    ) async throws -> APIResponse<AsyncThrowingStream<Element, any Error>> {
        try await sendStreaming(components, options: options).map { JSONLines.decode(type, from: $0) }
    }
}
