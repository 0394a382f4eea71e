/// In-place edits at a JSON pointer, for applying overlays.
extension DocumentNode {
    /// Runs `body` on the node at `tokens`; returns false, changing nothing, when a step is missing.
    mutating func modify(at tokens: ArraySlice<String>, _ body: (inout DocumentNode) -> Void) -> Bool {
        guard let token = tokens.first else {
            body(&self)
            return true
        }
        let rest = tokens.dropFirst()
        if let found = withMembers({ members -> Bool in
            guard let index = members.firstIndex(where: { $0.key == token }) else { return false }
            return members[index].value.modify(at: rest, body)
        }) {
            return found
        }
        return withElements { elements -> Bool in
            guard let index = Int(token), elements.indices.contains(index) else { return false }
            return elements[index].modify(at: rest, body)
        } ?? false
    }

    /// What `remove(at:)` removed.
    enum Removal {
        case nothing
        case member
        case element
    }

    /// Removes the member or element `pointer` designates (never the root).
    mutating func remove(at pointer: JSONPointer) -> Removal {
        guard let last = pointer.last, let parent = pointer.parent else { return .nothing }
        var removal = Removal.nothing
        _ = modify(at: parent.tokens[...]) { container in
            _ = container.withMembers { members in
                guard let index = members.firstIndex(where: { $0.key == last }) else { return }
                members.remove(at: index)
                removal = .member
            }
            _ = container.withElements { elements in
                guard let index = Int(last), elements.indices.contains(index) else { return }
                elements.remove(at: index)
                removal = .element
            }
        }
        return removal
    }

    /// Runs `body` on this object's members in place; nil for a non-object.
    ///
    /// The members are moved out of the enum payload (leaving `.null` behind) while `body`
    /// runs, so the array is uniquely referenced and edits do not copy it. A `switch` binding
    /// would not do: the switched-on copy keeps the array alive until the switch ends.
    mutating func withMembers<Result>(_ body: (inout [Member]) -> Result) -> Result? {
        guard case .object(var members) = value else { return nil }
        value = .null
        defer { value = .object(members) }
        return body(&members)
    }

    /// Runs `body` on this array's elements in place; nil for a non-array. See `withMembers`.
    mutating func withElements<Result>(_ body: (inout [DocumentNode]) -> Result) -> Result? {
        guard case .array(var elements) = value else { return nil }
        value = .null
        defer { value = .array(elements) }
        return body(&elements)
    }

    /// Merges `update`'s members into this object, recursively: a member present on both sides
    /// whose values are both objects is merged in turn; any other value is replaced in place
    /// (the key keeps its position); new members are appended in `update`'s order.
    ///
    /// Returns the pointers, relative to this node, of every value taken from `update`.
    mutating func mergeMembers(_ update: [Member]) -> [[String]] {
        withMembers { members in
            var inserted: [[String]] = []
            for member in update {
                guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                    members.append(member)
                    inserted.append([member.key])
                    continue
                }
                if case .object(let nested) = member.value.value, members[index].value.members != nil {
                    inserted += members[index].value.mergeMembers(nested).map { [member.key] + $0 }
                } else {
                    members[index].value = member.value
                    inserted.append([member.key])
                }
            }
            return inserted
        } ?? []
    }
}
