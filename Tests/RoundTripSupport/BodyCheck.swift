import AIClientRuntime
import Foundation

/// One decode/encode of a body, its outcome written into a report.
public enum BodyCheck {
    /// `data[3].content[0].text` → `data[].content[].text`: one finding for every element.
    static func generalized(_ path: String) -> String {
        var result = ""
        var inIndex = false
        for character in path {
            if character == "[" {
                inIndex = true
                result.append("[")
            } else if character == "]" {
                inIndex = false
                result.append("]")
            } else if !inIndex {
                result.append(character)
            }
        }
        return result
    }

    /// Returns the outcome when the body decoded.
    @discardableResult
    /// With `strictVariants`, a union kept as `unknown` fails the check (for the spec's own
    /// examples, which should use only what the spec declares); `verdict` may fail it for a
    /// reason of the caller's.
    /// `location` (where the input is, e.g. `Spec/openai.yaml:5285:21`) prefixes failure reasons.
    public static func run(
        _ codec: SchemaCodec, schema: String, data: Data, id: String, location: String? = nil, strictVariants: Bool = false,
        verdict: (SchemaCodec.Outcome) -> String? = { _ in nil }, into report: inout CheckReport
    ) -> SchemaCodec.Outcome? {
        let at = location.map { "\($0): " } ?? ""
        let outcome: SchemaCodec.Outcome
        do {
            outcome = try codec.roundTrip(schema, data)
        } catch {
            report.fail(id, at + error.description)
            return nil
        }
        let sorted = outcome.sorted
        let variants = outcome.fallbacks.filter { $0.kind == .unknownVariant }
        if !sorted.unexplained.isEmpty {
            report.fail(id, at + "re-encoded differently: " + sorted.unexplained.prefix(6).map(\.description).joined(separator: "; "))
        } else if strictVariants, !variants.isEmpty {
            // It round-trips, but only because no declared variant took it.
            report.fail(id, at + "kept as unknown: " + variants.prefix(4).map(\.description).joined(separator: "; "))
        } else if let reason = verdict(outcome) {
            report.fail(id, at + reason)
        } else {
            report.pass()
        }
        // Findings are grouped by type and member (indices left out), with the first input.
        for issue in outcome.issues {
            let kind = issue.kind == .missingRequired ? "absent" : "null"
            report.tally("tolerated: required members absent or null (decoded as empty values)", "\(schema) \(generalized(issue.path)): \(kind)", example: id)
        }
        for difference in sorted.undeclared {
            report.tally("members the spec does not declare (not kept)", "\(schema) \(generalized(difference.path))", example: id)
        }
        for difference in sorted.nullVersusAbsent {
            report.tally("null on one side, absent on the other (an optional cannot tell them apart)", "\(schema) \(generalized(difference.path))", example: id)
        }
        for fallback in outcome.fallbacks {
            let text = "\(schema) \(generalized(fallback.path)): \(fallback.summary)"
            switch fallback.kind {
            case .unknownEnumValue: report.tally("enum values the spec does not list (kept)", text, example: id)
            case .unknownVariant: report.tally("union values no declared variant describes (kept as unknown)", text, example: id)
            }
        }
        return outcome
    }
}
