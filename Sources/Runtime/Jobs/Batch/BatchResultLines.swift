import Foundation

/// Reads a batch results file (JSON Lines, one result per line, as OpenAI's output and error
/// files and Anthropic's results are) into ``BatchResult``s as the lines arrive.
///
/// One line that cannot be read never costs the others: a line that is not JSON, holds a
/// number beyond `Double` (`1e400`), nests deeper than 512 levels, has a `custom_id` that is
/// not a string, or is not the provider's result shape becomes a ``BatchItemError/Kind/undecodable``
/// result for that line (its ``BatchItemError/lineNumber``, and its custom id when it could be
/// read), and reading goes on with the next line. Only what ends the body itself ends the
/// stream: a connection lost, or a line longer than ``JSONLines/maximumLineLength``
/// (``AIClientError/Kind/responseTooLarge``).
public enum BatchResultLines {
    /// The results in `body`, each line decoded as `Line` and turned into a result by `result`.
    ///
    /// - Parameters:
    ///   - file: Names the file in the message of an undecodable line (`"output file file-abc"`).
    ///   - result: The result a decoded line stands for.
    public static func read<Line: Decodable & Sendable, Response: Sendable>(
        _ type: Line.Type, from body: HTTPResponseBody, file: String,
        result: @escaping @Sendable (Line) -> BatchResult<Response>
    ) -> AsyncThrowingStream<BatchResult<Response>, any Error> {
        let reader = JSONLines.Reader(body: body)
        return AsyncThrowingStream(unfolding: {
            guard let line = try await reader.next() else { return nil }
            return Self.result(of: line, as: Line.self, file: file, result: result)
        })
    }

    /// The result of one line: `result` of the decoded line, or an undecodable result saying
    /// which line and why. Never throws, so one line cannot end the results.
    static func result<Line: Decodable, Response>(
        of line: JSONLineCursor.Line, as type: Line.Type, file: String, result: (Line) -> BatchResult<Response>
    ) -> BatchResult<Response> {
        let decoded: Line
        do {
            decoded = try line.bytes.withUnsafeBytes { try JSONCoding.responseDecoder.decode(Line.self, fromUTF8: $0) }
        } catch {
            return undecodable(line, file: file, error: error)
        }
        return result(decoded)
    }

    static func undecodable<Response>(_ line: JSONLineCursor.Line, file: String, error: any Error) -> BatchResult<Response> {
        // The custom id alone is often still readable (a bad number or shape elsewhere in the
        // line): with it the caller knows which request to retry.
        let customID = line.bytes.withUnsafeBytes { try? JSONCoding.decoder.decode(CustomID.self, fromUTF8: $0) }?.value ?? ""
        let (path, detail) = DecodingErrorFormatter.describe(error)
        let message = "line \(line.number) of \(file) is not a batch result" + (path.isEmpty ? "" : " (at \(path))") + ": \(detail)"
        return BatchResult(customID: customID, outcome: .failure(BatchItemError(
            kind: .undecodable, customID: customID, message: message, lineNumber: line.number)))
    }

    /// The `custom_id` of a result line when it is a string; nil for anything else.
    private struct CustomID: Decodable {
        var value: String?

        private enum Keys: String, CodingKey { case customID = "custom_id" }

        init(from decoder: any Decoder) throws {
            value = try? decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .customID)
        }
    }
}
