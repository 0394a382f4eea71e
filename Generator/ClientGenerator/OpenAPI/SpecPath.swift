/// Path arithmetic for spec files, on plain strings: the core library does no file I/O and
/// must not depend on Foundation's URL rules, which differ between platforms.
enum SpecPath {
    /// The directory part of `path` (`a/b.yaml` → `a`, `b.yaml` → ``, `/b.yaml` → `/`).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `directory/relative`, or `relative` alone when it is absolute or `directory` is empty.
    static func join(_ directory: String, _ relative: String) -> String {
        if directory.isEmpty || relative.hasPrefix("/") { return relative }
        if directory.hasSuffix("/") { return directory + relative }
        return directory + "/" + relative
    }

    /// Removes `.` and empty components and folds `x/..`; leading `..` of a relative path stay.
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
