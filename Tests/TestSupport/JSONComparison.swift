import Foundation

extension Encodable {
    /// The value as Foundation JSON objects, to compare with a recording's raw JSON.
    public func jsonObject() throws -> Any {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(self), options: [.fragmentsAllowed])
    }
}

/// Compares two Foundation JSON values as JSON: numbers by value, objects by members, arrays
/// in order.
public func jsonEqual(_ left: Any?, _ right: Any?) -> Bool {
    switch (left, right) {
    case (nil, nil):
        return true
    case (let left as [String: Any], let right as [String: Any]):
        return left.count == right.count && left.allSatisfy { key, value in right[key].map { jsonEqual(value, $0) } ?? false }
    case (let left as [Any], let right as [Any]):
        return left.count == right.count && zip(left, right).allSatisfy { jsonEqual($0, $1) }
    case (let left?, let right?):
        return (left as? NSObject)?.isEqual(right) ?? false
    default:
        return false
    }
}

/// A recording that a test cannot use as it expected.
public struct ReplayFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension RecordedStream {
    /// The recorded request body decoded as `type`, as a user would have built the request.
    public func request<Request: Decodable>(as type: Request.Type) throws -> Request {
        guard let requestBody else { throw ReplayFailure("\(self) has no JSON request body") }
        return try JSONDecoder().decode(type, from: requestBody)
    }
}
