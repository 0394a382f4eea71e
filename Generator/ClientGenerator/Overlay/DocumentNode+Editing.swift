/// In-place edits at a JSON pointer, for applying overlays.
extension DocumentNode {
    /// Runs `body` on the node at `tokens`; returns false, changing nothing, when a step is missing.
    ///
    /// Each container is taken out of its enum payload while it is edited, so the edit happens
    /// in place instead of copying every array and object along the path.
    mutating func modify(at tokens: ArraySlice<String>, _ body: (inout DocumentNode) -> Void) -> Bool {
        guard let token = tokens.first else {
            body(&self)
            return true
        }
        switch value {
        case .object(var members):
            guard let index = members.firstIndex(where: { $0.key == token }) else { return false }
            value = .null
            defer { value = .object(members) }
            return members[index].value.modify(at: tokens.dropFirst(), body)
        case .array(var elements):
            guard let index = Int(token), elements.indices.contains(index) else { return false }
            value = .null
            defer { value = .array(elements) }
            return elements[index].modify(at: tokens.dropFirst(), body)
        default:
            return false
        }
    }

    /// Removes the member or element `pointer` designates; false when there is none (or for the root).
    mutating func remove(at pointer: JSONPointer) -> Bool {
        guard let last = pointer.last, let parent = pointer.parent else { return false }
        var removed = false
        let found = modify(at: parent.tokens[...]) { container in
            switch container.value {
            case .object(var members):
                guard let index = members.firstIndex(where: { $0.key == last }) else { return }
                container.value = .null
                members.remove(at: index)
                container.value = .object(members)
                removed = true
            case .array(var elements):
                guard let index = Int(last), elements.indices.contains(index) else { return }
                container.value = .null
                elements.remove(at: index)
                container.value = .array(elements)
                removed = true
            default:
                return
            }
        }
        return found && removed
    }

    /// Merges `update`'s members into this object, recursively: a member present on both sides
    /// whose values are both objects is merged in turn; any other value is replaced in place
    /// (the key keeps its position); new members are appended in `update`'s order.
    ///
    /// Returns the pointers, relative to this node, of every value taken from `update`.
    mutating func mergeMembers(_ update: [Member]) -> [[String]] {
        guard case .object(var members) = value else { return [] }
        value = .null
        defer { value = .object(members) }
        var inserted: [[String]] = []
        for member in update {
            guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                members.append(member)
                inserted.append([member.key])
                continue
            }
            if case .object(let nested) = member.value.value, case .object = members[index].value.value {
                inserted += members[index].value.mergeMembers(nested).map { [member.key] + $0 }
            } else {
                members[index].value = member.value
                inserted.append([member.key])
            }
        }
        return inserted
    }
}
