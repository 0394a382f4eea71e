/// Stores a struct member out of line, so that a struct can contain itself.
///
/// The generator stores the members that close a cycle of structs (an `Item` with an optional
/// `parent: Item`, or `A → B → A`) in this box, as `private var _parent: IndirectValue<Item?>`
/// behind the member (a property wrapper is refused in the `nonisolated` structs it writes): a
/// value type that contains itself by value would have infinite size. The member keeps its
/// declared type (`parent` is still `Item?`), and the struct stays `Sendable`, `Equatable` and
/// `Hashable` by value: the box is an `indirect` enum, so copies share storage until one is
/// changed, like any value.
@propertyWrapper
public enum IndirectValue<Value> {
    indirect case value(Value)

    /// Boxes `wrappedValue`.
    public init(wrappedValue: Value) {
        self = .value(wrappedValue)
    }

    /// The stored value.
    public var wrappedValue: Value {
        get {
            switch self {
            case .value(let value): value
            }
        }
        set { self = .value(newValue) }
    }
}

extension IndirectValue: Sendable where Value: Sendable {}
extension IndirectValue: Equatable where Value: Equatable {}
extension IndirectValue: Hashable where Value: Hashable {}
