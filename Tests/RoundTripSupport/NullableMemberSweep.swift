import AIClientRuntime
import Foundation

/// Every optional, nullable member of a client's structs (the generated
/// `SchemaRegistry.nullableMembers()`), encoded twice: as absent (the struct's empty value, the
/// member nil) and as `null` (the same, the member in `nulls`). Both the request encoder
/// (`JSONCoding`) and `JSONValue(encoding:)` are checked.
public enum NullableMemberSweep {
    public typealias Case = (type: String, member: String, absent: any Encodable & Sendable, null: any Encodable & Sendable)

    public static func run(_ cases: [Case], title: String) -> CheckReport {
        var report = CheckReport(title: title)
        for item in cases {
            let id = "\(item.type).\(item.member)"
            do {
                for encode in [requestJSON, directJSON] {
                    guard case .object(let absent) = try encode(item.absent), case .object(let null) = try encode(item.null) else {
                        throw Failure("not an object")
                    }
                    if absent[item.member] != nil { throw Failure("sent when nil and not in `nulls`: \(absent[item.member]!)") }
                    if null[item.member] != .null { throw Failure("not sent as null when in `nulls`: \(String(describing: null[item.member]))") }
                    var rest = null
                    rest[item.member] = nil
                    if rest != absent { throw Failure("other members differ") }
                }
                report.pass()
            } catch {
                report.fail(id, "\(error)")
            }
        }
        return report
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func requestJSON(_ value: any Encodable) throws -> JSONValue {
        try ClientJSONDecoder().decode(JSONValue.self, from: JSONCoding.encode(value))
    }

    static func directJSON(_ value: any Encodable) throws -> JSONValue {
        try JSONValue(encoding: value)
    }
}
