import Foundation

/// How much one provider batch may hold: a batch job is split into parts that each stay
/// within both numbers.
public struct BatchLimits: Codable, Sendable, Hashable {
    /// Requests per part.
    public var maxRequests: Int
    /// Bytes per part, as sent: the JSONL input file (OpenAI) or the JSON create body
    /// (Anthropic).
    public var maxBytes: Int64

    public init(maxRequests: Int, maxBytes: Int64) {
        self.maxRequests = maxRequests
        self.maxBytes = maxBytes
    }

    /// OpenAI Batch: 50,000 requests and 200 MB per input file (counted as 200,000,000 bytes,
    /// the smaller reading of "MB").
    public static let openAI = BatchLimits(maxRequests: 50_000, maxBytes: 200_000_000)

    /// Anthropic Message Batches: 100,000 requests and 256 MB per batch (256,000,000 bytes).
    public static let anthropic = BatchLimits(maxRequests: 100_000, maxBytes: 256_000_000)
}
