import ContainerUICore

extension ResolvedText {
    /// Each non-empty run's characters with its styles: B bold, I italic, S struck through,
    /// C monospaced, L(url) a link (`"Bold|B"`, `"plain"`).
    var styledRuns: [String] {
        var runs: [String] = []
        func visit(_ run: ResolvedText) {
            if !run.string.isEmpty {
                var flags = ""
                if run.style.weight == .bold { flags += "B" }
                if run.style.isItalic { flags += "I" }
                if run.style.strikethrough != nil { flags += "S" }
                if run.style.typography.isMonospaced { flags += "C" }
                if let link = run.style.link { flags += "L(\(link.absoluteString))" }
                runs.append(flags.isEmpty ? run.string : "\(run.string)|\(flags)")
            }
            run.appended.forEach(visit)
        }
        visit(self)
        return runs
    }
}
