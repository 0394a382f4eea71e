/// Choosing among object variants that a tag or the JSON kind alone does not tell apart.
///
/// Generated unions describe each such variant once (``ObjectShape``, a static table) and call
/// ``rank(_:keys:shapes:)`` with the payload's member names. The ranking reads the payload, never
/// decodes a variant, and decides in this order (see `docs/decoding-policy.md`):
///
/// 1. **Constant members.** A variant that pins a member to fixed strings (`role: "assistant"`)
///    is ruled out when the payload has that member with another string value.
/// 2. **Required members.** A variant is ruled out when a member it requires is absent.
/// 3. **Matching members.** Among the rest, the variant that declares the most of the payload's
///    members comes first; then the one with more required members; then spec order.
///
/// When several variants tie on step 3 the payload alone cannot decide, and all of them are
/// returned in that order, to be tried one by one (``decodeFirst(_:in:_:)``). When every variant
/// is ruled out, only the best-matching one is returned: it decodes with the usual tolerance.
extension UnionDecoding {
    /// What an object variant of a union declares.
    public struct ObjectShape: Sendable {
        /// Members the variant requires.
        public let required: [String]
        /// Every member the variant declares.
        public let declared: Set<String>
        /// Members pinned to fixed string values (`role` → `["assistant"]`).
        public let constants: [(member: String, values: [String])]

        public init(required: [String], declared: [String], constants: [(member: String, values: [String])] = []) {
            self.required = required
            self.declared = Set(declared)
            self.constants = constants
        }
    }

    /// Indices into `shapes` in the order to decode them: one index when the payload decides,
    /// several when it cannot (a tie), never none unless `shapes` is empty.
    public static func rank(_ decoder: any Decoder, keys: Set<String>, shapes: [ObjectShape]) -> [Int] {
        guard shapes.count > 1 else { return shapes.indices.map { $0 } }
        var values: [String: String?] = [:]
        func value(of member: String) -> String? {
            if let known = values[member] { return known }
            let read = tag(of: decoder, key: member)
            values[member] = read
            return read
        }
        var constantsHold = [Bool](repeating: true, count: shapes.count)
        var eligible = [Bool](repeating: true, count: shapes.count)
        var scores = [Int](repeating: 0, count: shapes.count)
        for (index, shape) in shapes.enumerated() {
            for constant in shape.constants where keys.contains(constant.member) {
                if let actual = value(of: constant.member), !constant.values.contains(actual) {
                    constantsHold[index] = false
                    break
                }
            }
            eligible[index] = constantsHold[index] && shape.required.allSatisfy(keys.contains)
            scores[index] = keys.count <= shape.declared.count
                ? keys.reduce(0) { $0 + (shape.declared.contains($1) ? 1 : 0) }
                : shape.declared.reduce(0) { $0 + (keys.contains($1) ? 1 : 0) }
        }
        func ordered(_ pool: [Int]) -> [Int] {
            pool.sorted { lhs, rhs in
                if scores[lhs] != scores[rhs] { return scores[lhs] > scores[rhs] }
                if shapes[lhs].required.count != shapes[rhs].required.count {
                    return shapes[lhs].required.count > shapes[rhs].required.count
                }
                return lhs < rhs
            }
        }
        let candidates = shapes.indices.filter { eligible[$0] }
        if !candidates.isEmpty {
            let sorted = ordered(candidates)
            let best = scores[sorted[0]]
            return sorted.filter { scores[$0] == best }
        }
        // Nothing fits the spec: the best match decodes, tolerating what it can.
        let fallback = shapes.indices.filter { constantsHold[$0] }
        return [ordered(fallback.isEmpty ? Array(shapes.indices) : fallback)[0]]
    }

    /// Decodes the first of `indices` that decodes; when none does, rethrows the error of the
    /// first (the best-ranked variant), which says most about what the payload lacks. What a
    /// rejected variant reported to the `DecodingIssueCollector` before it failed is discarded:
    /// only the kept variant's issues remain.
    public static func decodeFirst<Value>(_ indices: [Int], in decoder: any Decoder, _ decode: (Int) throws -> Value) throws -> Value {
        let collector = indices.count > 1 ? DecodingIssueCollector.of(decoder) : nil
        let mark = collector?.mark ?? 0
        var firstError: (any Error)?
        for index in indices {
            do {
                return try decode(index)
            } catch {
                collector?.discard(since: mark)
                if firstError == nil { firstError = error }
            }
        }
        throw firstError ?? DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no variant to decode"))
    }

    /// The value `decode` returns, or nil when it throws: a trial of one variant among several.
    /// When it throws, what it reported to the `DecodingIssueCollector` is discarded.
    public static func attempt<Value>(in decoder: any Decoder, _ decode: () throws -> Value) -> Value? {
        guard let collector = DecodingIssueCollector.of(decoder) else { return try? decode() }
        let mark = collector.mark
        do {
            return try decode()
        } catch {
            collector.discard(since: mark)
            return nil
        }
    }
}
