extension StaticFiles {
    /// The canonical path of the file `segments` names, refusing every way out of the root.
    ///
    /// The segments were percent-decoded once, so a `%` left in one means double encoding
    /// (`%252e`), and a `/` means an encoded separator (`%2F`): both are refused, as are `.` and
    /// `..`, backslashes, NUL and hidden files. Symlinks are resolved and must stay inside the root.
    func resolve(_ segments: [String]) throws -> String {
        for segment in segments {
            if segment == "." || segment == ".." {
                throw HTTPError(.badRequest, detail: "Paths may not contain dot segments.")
            }
            if segment.contains(where: { "/\\%\0".contains($0) }) || segment.unicodeScalars.contains(where: { $0.value < 0x20 }) {
                throw HTTPError(.badRequest, detail: "The path contains a character that is not allowed.")
            }
            if segment.hasPrefix(".") {
                throw HTTPError(.notFound, detail: "No such file.")
            }
        }
        let candidate = ([root] + segments).joined(separator: "/")
        guard var resolved = FileSystem.realPath(candidate) else {
            throw HTTPError(.notFound, detail: "No such file.")
        }
        try checkInsideRoot(resolved)
        if FileSystem.status(resolved)?.isDirectory == true {
            guard let index = FileSystem.realPath(resolved + "/index.html") else {
                throw HTTPError(.notFound, detail: "No such file.")
            }
            try checkInsideRoot(index)
            resolved = index
        }
        return resolved
    }

    private func checkInsideRoot(_ path: String) throws {
        guard path == root || path.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw HTTPError(.forbidden, detail: "That path leads outside the served directory.")
        }
    }
}
