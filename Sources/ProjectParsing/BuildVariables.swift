/// A target's build settings as one configuration sees them, with `$(VAR)` and `${VAR}`
/// references expanded: the target's own settings over the project's, and the variables Xcode
/// defines itself (TARGET_NAME, PRODUCT_NAME's default, SRCROOT and PROJECT_DIR as the empty
/// prefix of a project-relative path).
public struct BuildVariables {
    private var values: [String: String] = [:]

    /// `layers` lowest first (a project's xcconfig, the project, a target's xcconfig, the target),
    /// each holding the settings of one configuration; conditional settings are left out.
    public init(layers: [[ProjectModel.BuildSetting]], targetName: String, productName: String?) {
        for layer in layers {
            for setting in layer where setting.condition == nil && setting.key != XcconfigReader.includeKey {
                values[setting.key] = setting.value
            }
        }
        values["TARGET_NAME"] = targetName
        if values["PRODUCT_NAME"] == nil { values["PRODUCT_NAME"] = productName ?? targetName }
        for key in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] { values[key] = "" }
    }

    /// The configuration whose settings describe what ships: `Release` when there is one, else the first.
    public static func chosenConfiguration(_ names: [String?]) -> String? {
        names.contains("Release") ? "Release" : names.compactMap { $0 }.first
    }

    /// Fills a target's identity from its settings: bundle identifier, Info.plist (relative to
    /// the project's folder `base`), module name and platform.
    public static func describe(_ target: inout ProjectModel.Target, layers: [[ProjectModel.BuildSetting]], base: String) {
        let variables = BuildVariables(layers: layers, targetName: target.name, productName: target.productName)
        target.bundleIdentifier = variables.value("PRODUCT_BUNDLE_IDENTIFIER")
        target.infoPlist = variables.value("INFOPLIST_FILE").flatMap { RepositoryPath.join(base, $0) }
        target.moduleName = variables.value("PRODUCT_MODULE_NAME") ?? variables.value("PRODUCT_NAME").map(c99Identifier)
        target.platform = variables.value("SDKROOT").flatMap(platform)
    }

    /// The most bytes one setting may expand to: `V1 = $(V0)$(V0)…` eight levels deep made a
    /// 2.5 KB project store a 500 MB bundle identifier.
    static let expansionBudget = 4_096

    /// A setting with its references expanded; nil when unset, empty, or expanding past
    /// `expansionBudget` bytes (no real setting does).
    public func value(_ key: String) -> String? {
        guard let raw = values[key] else { return nil }
        var budget = Self.expansionBudget
        guard let expanded = expand(raw, depth: 0, budget: &budget)?.trimmingBlanks else { return nil }
        // `$(SRCROOT)/App/Info.plist` expands to `/App/Info.plist`: project-relative.
        let relative = expanded.hasPrefix("/") && raw.hasPrefix("$") ? String(expanded.drop { $0 == "/" }) : expanded
        return relative.isEmpty ? nil : relative
    }

    /// Expands `$(NAME)`, `${NAME}` and `$(NAME:modifier)`; an unknown variable stays as written,
    /// `inherited` is empty. Nil once the output would pass `budget` bytes.
    private func expand(_ text: String, depth: Int, budget: inout Int) -> String? {
        guard text.contains("$"), depth < 8 else {
            budget -= text.utf8.count
            return budget < 0 ? nil : text
        }
        var out = ""
        var rest = Substring(text)
        func spend(_ piece: some StringProtocol) -> Bool {
            budget -= piece.utf8.count
            return budget >= 0
        }
        while let dollar = rest.firstIndex(of: "$") {
            guard spend(rest[..<dollar]) else { return nil }
            out += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, let close = Self.closing[rest[after]],
                let end = rest[after...].firstIndex(of: close)
            else {
                guard spend(rest[dollar...]) else { return nil }
                out += rest[dollar...]
                return out
            }
            let inner = rest[rest.index(after: after)..<end]
            let parts = inner.split(separator: ":", maxSplits: 1)
            let name = String(parts.first ?? "")
            if name == "inherited" {
                // nothing
            } else if let value = values[name] {
                guard var expanded = expand(value, depth: depth + 1, budget: &budget) else { return nil }
                if parts.count > 1, parts[1].hasPrefix("rfc1034identifier") || parts[1].hasPrefix("c99extidentifier") {
                    expanded = parts[1].hasPrefix("c99") ? Self.c99Identifier(expanded) : Self.rfc1034Identifier(expanded)
                }
                out += expanded
            } else {
                guard spend(rest[dollar...end]) else { return nil }
                out += rest[dollar...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        guard spend(rest) else { return nil }
        return out + rest
    }

    private static let closing: [Character: Character] = ["(": ")", "{": "}"]

    /// What Xcode makes of a product name for a module: letters, digits and `_`, no leading digit.
    public static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    public static func rfc1034Identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
    }

    /// SDKROOT → platform.
    public static func platform(_ sdk: String) -> String? {
        let lower = sdk.lowercased()
        if lower.hasPrefix("iphone") { return "ios" }
        if lower.hasPrefix("macosx") { return "macos" }
        if lower.hasPrefix("appletv") { return "tvos" }
        if lower.hasPrefix("watch") { return "watchos" }
        if lower.hasPrefix("xr") { return "visionos" }
        return nil
    }
}
