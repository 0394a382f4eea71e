/// The outcome of checking many inputs: "N of M" passed, every failure with its reason, and
/// sections of findings that did not fail the check (tolerated deviations, fallbacks, what was
/// skipped and why), each finding counted with the first input that showed it.
public struct CheckReport: Sendable {
    public struct Failure: Sendable, Hashable {
        /// Identifies the input (an example's origin, a recording's line and source).
        public var id: String
        public var reason: String
    }

    struct Finding: Sendable {
        var text: String
        var count: Int
        /// The first input that showed it.
        var example: String?
    }

    struct Section: Sendable {
        var title: String
        var findings: [Finding] = []
        var index: [String: Int] = [:]
    }

    public var title: String
    public private(set) var total = 0
    public private(set) var passed = 0
    public private(set) var failures: [Failure] = []
    private var sections: [Section] = []

    public init(title: String) {
        self.title = title
    }

    public mutating func pass() {
        total += 1
        passed += 1
    }

    public mutating func fail(_ id: String, _ reason: String) {
        total += 1
        failures.append(Failure(id: id, reason: reason))
    }

    /// Adds one line to a section.
    public mutating func note(_ section: String, _ line: String) {
        tally(section, line, example: nil)
    }

    /// Counts a finding in a section: the same `text` again raises its count, and the report
    /// shows the first `example` (input) that had it.
    public mutating func tally(_ section: String, _ text: String, example: String?) {
        let sectionIndex: Int
        if let existing = sections.firstIndex(where: { $0.title == section }) {
            sectionIndex = existing
        } else {
            sections.append(Section(title: section))
            sectionIndex = sections.count - 1
        }
        if let index = sections[sectionIndex].index[text] {
            sections[sectionIndex].findings[index].count += 1
        } else {
            sections[sectionIndex].index[text] = sections[sectionIndex].findings.count
            sections[sectionIndex].findings.append(Finding(text: text, count: 1, example: example))
        }
    }

    /// Failures not listed in `known` (id → why it is expected), and `known` ids that did not
    /// fail (the list went stale: something was fixed).
    public func unexpected(known: [String: String]) -> (failures: [Failure], stale: [String]) {
        let failed = Set(failures.map(\.id))
        return (failures.filter { known[$0.id] == nil }, known.keys.filter { !failed.contains($0) }.sorted())
    }

    /// The report as printed by the tests.
    public func text(known: [String: String] = [:]) -> String {
        var lines = ["== \(title): \(passed) of \(total) passed"]
        if !failures.isEmpty {
            let expected = failures.filter { known[$0.id] != nil }.count
            lines.append("-- failures (\(failures.count), \(expected) of them explained)")
            for failure in failures {
                lines.append("  ✗ \(failure.id)")
                lines.append("      \(failure.reason)")
                if let why = known[failure.id] { lines.append("      explained: \(why)") }
            }
        }
        for section in sections {
            let count = section.findings.reduce(0) { $0 + $1.count }
            lines.append("-- \(section.title) (\(count))")
            for finding in section.findings {
                let times = finding.count > 1 || finding.example != nil ? "\(finding.count) × " : ""
                let example = finding.example.map { "  [first: \($0)]" } ?? ""
                lines.append("  \(times)\(finding.text)\(example)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
