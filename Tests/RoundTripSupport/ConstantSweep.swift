import AIClientRuntime
import Foundation

/// Values the spec has not caught up with, one at a time: every string a recorded reply carries
/// in a member named `type` or `object` (union tags, open enums and pinned constants alike) is
/// replaced by a value no spec lists, and the reply must still decode and carry the new value
/// where the old one was (kept by the model, not dropped or stood in for).
public struct ConstantSweep {
    /// The members swept: what says what a payload is.
    public static let members: Set<String> = ["type", "object"]
    /// A value no spec lists.
    public static let unlisted = "zz_unlisted_value"

    let traffic: RecordedTrafficCheck

    public init(traffic: RecordedTrafficCheck) {
        self.traffic = traffic
    }

    /// One check per replaced value; a reply's `n`th replacement is its id with `#n member=value`.
    /// `limit` bounds the decodes (every reply is swept until it is reached).
    public func run(limit: Int = 20_000) -> (report: CheckReport, swept: Set<String>) {
        var report = CheckReport(title: "\(traffic.fixture.config.module) recorded replies, one unlisted type/object value at a time")
        var swept: Set<String> = []
        var decodes = 0
        for interaction in traffic.interactions where interaction.responseKind == "json" && interaction.status < 300 {
            guard let body = interaction.responseBody,
                  let match = traffic.matcher.match(method: interaction.method, url: interaction.url),
                  case .component(let schema) = OperationBodies.response(match.operation, status: interaction.status, accepting: OperationBodies.isJSON)
            else { continue }
            var places: [(path: [Segment], member: String, value: String)] = []
            Self.collect(body, path: [], into: &places)
            for (index, place) in places.enumerated() {
                guard decodes < limit else { return (report, swept) }
                decodes += 1
                swept.insert("\(place.member)=\(place.value)")
                let id = "\(interaction.label) #\(index + 1) \(place.member)=\(place.value)"
                let changed = Self.replacing(body, at: place.path, with: .string(Self.unlisted))
                do {
                    let outcome = try traffic.codec.roundTrip(schema, CanonicalJSON.data(changed))
                    if Self.value(in: outcome.output, at: place.path) == .string(Self.unlisted) {
                        report.pass()
                    } else {
                        report.fail(id, "decoded, but the unlisted value is not where it was: \(Self.value(in: outcome.output, at: place.path).map { "\($0)" } ?? "absent")")
                    }
                } catch {
                    report.fail(id, "\(error)")
                }
            }
        }
        return (report, swept)
    }

    enum Segment: Hashable {
        case key(String)
        case index(Int)
    }

    static func collect(_ value: JSONValue, path: [Segment], into places: inout [(path: [Segment], member: String, value: String)]) {
        switch value {
        case .object(let members):
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                if Self.members.contains(key), case .string(let text) = member {
                    places.append((path + [.key(key)], key, text))
                } else {
                    collect(member, path: path + [.key(key)], into: &places)
                }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                collect(element, path: path + [.index(index)], into: &places)
            }
        default:
            break
        }
    }

    static func replacing(_ value: JSONValue, at path: ArraySlice<Segment>, with replacement: JSONValue) -> JSONValue {
        guard let first = path.first else { return replacement }
        switch (first, value) {
        case (.key(let key), .object(var members)):
            if let member = members[key] { members[key] = replacing(member, at: path.dropFirst(), with: replacement) }
            return .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            elements[index] = replacing(elements[index], at: path.dropFirst(), with: replacement)
            return .array(elements)
        default:
            return value
        }
    }

    static func replacing(_ value: JSONValue, at path: [Segment], with replacement: JSONValue) -> JSONValue {
        replacing(value, at: path[...], with: replacement)
    }

    static func value(in value: JSONValue, at path: [Segment]) -> JSONValue? {
        var current = value
        for segment in path {
            switch (segment, current) {
            case (.key(let key), .object(let members)):
                guard let member = members[key] else { return nil }
                current = member
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}
