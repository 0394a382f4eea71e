extension APIDiff {
    /// Whether changing `before` into `after` can break a caller, and notes that say how.
    ///
    /// A member's type and a case's payload break callers whenever they change. A function
    /// keeps its callers when each old parameter is still there, in order, with the same type
    /// and a default wherever it had one, every new parameter has a default, and its effects
    /// and result are the same. A type keeps its callers when it is the same kind of
    /// declaration and keeps every conformance (`Hashable` keeps `Equatable`).
    static func compare(_ before: APISurface.Entry, _ after: APISurface.Entry) -> (breaking: Bool, notes: [String]) {
        switch before.kind {
        case .type:
            return compareTypes(before.signature, after.signature)
        case .member, .case:
            return (true, [])
        case .initializer, .operation, .method:
            return compareFunctions(before, after)
        }
    }

    static func compareFunctions(_ before: APISurface.Entry, _ after: APISurface.Entry) -> (breaking: Bool, notes: [String]) {
        var breaking = false
        var notes: [String] = []
        func note(_ text: String, breaks: Bool) {
            notes.append(text)
            if breaks { breaking = true }
        }
        var matched: Set<Int> = []
        var position = 0
        for parameter in before.parameters {
            let label = "`\(parameter.label)`"
            let unmatched = after.parameters.indices.filter { !matched.contains($0) && after.parameters[$0].label == parameter.label }
            guard let index = unmatched.first(where: { $0 >= position }) ?? unmatched.first else {
                note("\(label) removed", breaks: true)
                continue
            }
            let counterpart = after.parameters[index]
            matched.insert(index)
            if index < position {
                // Arguments are written in order: one that moved before another breaks calls.
                note("\(label) moved", breaks: true)
            } else {
                position = index + 1
            }
            if counterpart.type != parameter.type {
                note("\(label) is `\(counterpart.type)`, was `\(parameter.type)`", breaks: true)
            }
            switch (parameter.defaultValue, counterpart.defaultValue) {
            case (_?, nil):
                note("\(label) is now required", breaks: true)
            case (nil, _?):
                note("\(label) now has a default", breaks: false)
            case (let old?, let new?) where old != new:
                note("\(label) defaults to `\(new)`, was `\(old)`", breaks: false)
            default:
                break
            }
        }
        for (index, parameter) in after.parameters.enumerated() where !matched.contains(index) {
            let label = "`\(parameter.label)`"
            if parameter.defaultValue == nil {
                note("new \(label) without a default", breaks: true)
            } else {
                note("new \(label) with a default", breaks: false)
            }
        }
        if before.result != after.result {
            note(after.result.isEmpty ? "result was `\(before.result)`" : "result is `\(after.result)`, was " + (before.result.isEmpty ? "nothing" : "`\(before.result)`"), breaks: true)
        }
        if before.signature.hasPrefix("static ") != after.signature.hasPrefix("static ") {
            note(after.signature.hasPrefix("static ") ? "now static" : "no longer static", breaks: true)
        }
        return (breaking, notes)
    }

    /// `struct`, `enum`, `typealias`… of a type's signature.
    static func typeKeyword(_ signature: String) -> String {
        String(signature.prefix { $0 != ":" && $0 != " " })
    }

    /// Types: `struct: Codable, Equatable` or `typealias = Target`.
    static func compareTypes(_ before: String, _ after: String) -> (breaking: Bool, notes: [String]) {
        func parts(_ signature: String) -> (keyword: String, conformances: Set<String>) {
            let keyword = typeKeyword(signature)
            guard keyword != "typealias" else { return (keyword, []) }
            let pieces = signature.split(separator: ":", maxSplits: 1)
            let conformances = pieces.count > 1 ? pieces[1].split(separator: ",").map { String($0.trimmed) } : []
            return (keyword, Set(conformances))
        }
        let old = parts(before)
        let new = parts(after)
        if old.keyword != new.keyword {
            return (true, ["was a \(old.keyword), now a \(new.keyword)"])
        }
        if old.keyword == "typealias" {
            return (true, [])
        }
        // What a conformance brings with it: code that used `Equatable` still compiles.
        let implied: [String: [String]] = ["Hashable": ["Equatable"]]
        let kept = new.conformances.union(new.conformances.flatMap { implied[$0] ?? [] })
        let lost = old.conformances.subtracting(kept).sorted()
        let gained = new.conformances.subtracting(old.conformances).sorted()
        let notes = lost.map { "no longer `\($0)`" } + gained.map { "now `\($0)`" }
        return (!lost.isEmpty, notes)
    }
}
