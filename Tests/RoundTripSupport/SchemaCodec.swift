import AIClientRuntime
import Foundation

/// Decodes JSON into the generated type of a component schema named at run time, through the
/// client's generated `SchemaRegistry`, and reports what the round trip showed.
public struct SchemaCodec: Sendable {
    /// `SchemaRegistry.decode`: the decoded value, or nil when the spec has no such schema.
    public typealias Decode = @Sendable (_ schema: String, _ data: Data, _ decoder: JSONDecoder) throws -> (any Encodable & Sendable)?

    public struct Outcome: Sendable {
        /// The input, parsed.
        public var input: JSONValue
        /// The re-encoded value, parsed.
        public var output: JSONValue
        public var differences: [JSONDifference]
        /// Required members that were absent or null (the tolerance rule stood in for them).
        public var issues: [DecodingIssue]
        public var fallbacks: [Fallback]
        /// The decoded value, for checks on its shape (e.g. which union case it is).
        public var value: any Sendable

        /// The differences sorted by what they mean.
        public var sorted: SortedDifferences {
            var result = SortedDifferences()
            let issuePaths = Set(issues.map(\.path))
            for difference in differences {
                if difference.isNullVersusAbsent {
                    result.nullVersusAbsent.append(difference)
                } else if issuePaths.contains(difference.path), Self.isStandIn(difference) {
                    result.standIns.append(difference)
                } else if difference.isDropped, DecodedMembers.declares(value, path: difference.segments) == false {
                    result.undeclared.append(difference)
                } else {
                    result.unexplained.append(difference)
                }
            }
            return result
        }

        /// What the tolerance rule writes for a member the input lacked or had as `null`.
        static func isStandIn(_ difference: JSONDifference) -> Bool {
            switch difference.kind {
            case .added: true
            case .changed(let input, _): input == .null
            case .dropped: false
            }
        }
    }

    /// Differences of a round trip, sorted by what they mean.
    public struct SortedDifferences: Sendable {
        /// `null` on one side, absent on the other: an optional property cannot tell them apart.
        public var nullVersusAbsent: [JSONDifference] = []
        /// Empty values written for required members the input lacked or had as `null`
        /// (each one is also a `DecodingIssue`).
        public var standIns: [JSONDifference] = []
        /// Members the generated type does not declare, so it does not keep them.
        public var undeclared: [JSONDifference] = []
        /// Everything else: values lost or changed.
        public var unexplained: [JSONDifference] = []
    }

    public enum Failure: Error, CustomStringConvertible {
        case noSuchSchema(String)
        case notJSON(String)
        case decoding(String)
        case encoding(String)

        public var description: String {
            switch self {
            case .noSuchSchema(let name): "no generated type for schema \(name)"
            case .notJSON(let message): "input is not JSON: \(message)"
            case .decoding(let message): "decoding failed: \(message)"
            case .encoding(let message): "encoding failed: \(message)"
            }
        }
    }

    let decode: Decode

    public init(decode: @escaping Decode) {
        self.decode = decode
    }

    /// Decodes `data` as `schema`, encodes it again and compares.
    public func roundTrip(_ schema: String, _ data: Data) throws(Failure) -> Outcome {
        let input: JSONValue
        do {
            input = try CanonicalJSON.parse(data)
        } catch {
            throw .notJSON("\(error)")
        }
        let collector = DecodingIssueCollector()
        let decoder = JSONDecoder()
        decoder.userInfo[DecodingIssueCollector.userInfoKey] = collector
        let decoded: (any Encodable & Sendable)?
        do {
            decoded = try decode(schema, data, decoder)
        } catch {
            throw .decoding(Self.describe(error))
        }
        guard let decoded else { throw .noSuchSchema(schema) }
        let output: JSONValue
        do {
            output = try CanonicalJSON.parse(try JSONEncoder().encode(decoded))
        } catch {
            throw .encoding("\(error)")
        }
        return Outcome(
            input: input, output: output, differences: CanonicalJSON.differences(input, output, limit: 1000),
            issues: collector.issues, fallbacks: FallbackFinder.find(in: decoded), value: decoded)
    }

    /// A decoding error as one line: where and why.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func at(_ context: DecodingError.Context) -> String {
            let path = AnyCodingKey.pathDescription(context.codingPath)
            return "\(path): \(context.debugDescription)"
        }
        switch error {
        case .typeMismatch(let type, let context): return "type mismatch (expected \(type)) at \(at(context))"
        case .valueNotFound(let type, let context): return "value missing (expected \(type)) at \(at(context))"
        case .keyNotFound(let key, let context): return "key '\(key.stringValue)' not found at \(at(context))"
        case .dataCorrupted(let context): return "data corrupted at \(at(context))"
        @unknown default: return "\(error)"
        }
    }
}
