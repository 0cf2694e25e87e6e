extension XcconfigReader {
    /// An .xcconfig's settings with each `#include` replaced by the included file's, keeping
    /// only the settings that count: the last of each key and condition (the one that wins), and
    /// before it those it extends with `$(inherited)` (Xcode reads the earlier value there).
    ///
    /// Read from the end, so a file included again adds nothing the later inclusion did not:
    /// each file is expanded once, and thirty files each including the next ten times cost
    /// thirty expansions, not ten to the thirtieth (that took 3.2 GB before it aborted).
    public static func chain(_ path: String?, _ files: [String: [ProjectModel.BuildSetting]]) -> [ProjectModel.BuildSetting] {
        guard let path else { return [] }
        return expand(path, files, existing: nil).settings
    }

    /// `chain`, or nil when what the file sets is not all known: it, or a file it includes
    /// without `?`, is not among `existing`, or its includes nest past 16 levels.
    public static func completeChain(
        _ path: String, _ files: [String: [ProjectModel.BuildSetting]], existing: Set<String>
    ) -> [ProjectModel.BuildSetting]? {
        let result = expand(path, files, existing: existing)
        return result.complete ? result.settings : nil
    }

    private static func expand(
        _ path: String, _ files: [String: [ProjectModel.BuildSetting]], existing: Set<String>?
    ) -> (settings: [ProjectModel.BuildSetting], complete: Bool) {
        // Key and condition whose earlier settings no longer count.
        var closed = Set<String>()
        var expanded = Set<String>()
        var settings: [ProjectModel.BuildSetting] = []
        var complete = true
        func visit(_ path: String, optional: Bool, depth: Int) {
            if let existing, !existing.contains(path) {
                if !optional { complete = false }
                return
            }
            guard depth < 16 else {
                complete = false
                return
            }
            guard expanded.insert(path).inserted, let lines = files[path] else { return }
            for setting in lines.reversed() {
                if setting.key == includeKey {
                    visit(setting.value, optional: setting.condition == "?", depth: depth + 1)
                    continue
                }
                let key = setting.key + "\u{0}" + (setting.condition ?? "")
                guard !closed.contains(key) else { continue }
                settings.append(setting)
                if !setting.value.contains("$(inherited)") && !setting.value.contains("${inherited}") { closed.insert(key) }
            }
        }
        visit(path, optional: false, depth: 0)
        return (settings.reversed(), complete)
    }
}
