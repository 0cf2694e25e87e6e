import Foundation
import SBDBTestSupport
import Testing

/// Issue 33: a rule is stated for every app. No code or SQL of `Sources/`, `Queries/` or
/// `Schema/` names a dependency of the real apps (a pod of a `Podfile.lock`, a package of a
/// `Package.resolved`) or an app itself; comments may cite one as an example. The public link
/// mechanisms sbdb reads by design (docs/link-mechanisms.md) are the exceptions, and so are
/// dependency names that are also ordinary Swift or English words.
@Suite(.enabled(if: Fixtures.apps != nil, Comment(rawValue: Fixtures.appsMissing)))
struct RuleHygieneTests {
    /// Public link mechanisms (docs/link-mechanisms.md), and pod names that are ordinary words
    /// (Swift's `Result`, a table's `Keys`).
    static let allowed: Set<String> = ["XLForm", "Result", "Keys"]

    /// The pods and packages the real apps depend on, and the apps' own names.
    static func dependencyNames(in apps: URL) throws -> Set<String> {
        var names = Set<String>()
        let manager = FileManager.default
        for app in try manager.contentsOfDirectory(atPath: apps.path) where app.contains("__") {
            names.insert(String(app.split(separator: "_").last ?? ""))
            let root = apps.appendingPathComponent(app)
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            for case let path as String in walker where path.hasSuffix("Podfile.lock") || path.hasSuffix("Package.resolved") {
                guard !path.contains(".build/"), let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                else { continue }
                if path.hasSuffix("Podfile.lock") {
                    // `  - Alamofire (5.4.0)` and `  - "Firebase/Core (8.0)"` under PODS:.
                    for line in text.split(separator: "\n") where line.hasPrefix("  - ") {
                        let pod = line.dropFirst(4).drop { $0 == "\"" }.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
                        names.insert(String(pod))
                    }
                } else {
                    for key in ["\"identity\"", "\"package\""] {
                        for part in text.components(separatedBy: key).dropFirst() {
                            let value = part.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
                            names.insert(String(value))
                        }
                    }
                }
            }
        }
        return names.filter { $0.count >= 4 && !allowed.contains($0) }
    }

    /// The words of a source or SQL file outside its comments (`//`, `/* */` in Swift; `--` in SQL).
    static func codeWords(of text: String, sql: Bool) -> Set<String> {
        var words = Set<String>()
        var inBlock = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine)
            if inBlock {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...]
                inBlock = false
            }
            if !sql, let start = line.range(of: "/*"), line.range(of: "*/", range: start.upperBound..<line.endIndex) == nil {
                line = line[..<start.lowerBound]
                inBlock = true
            }
            if let comment = line.range(of: sql ? "--" : "//") { line = line[..<comment.lowerBound] }
            for word in line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
                words.insert(String(word))
            }
        }
        return words
    }

    @Test func noRuleNamesADependencyOrAnAppOfTheRealApps() throws {
        let apps = try #require(Fixtures.apps)
        let names = try Self.dependencyNames(in: apps)
        #expect(names.count > 50, "the real apps' Podfile.lock and Package.resolved files should name many dependencies")
        var found: [String] = []
        for folder in ["Sources", "Queries", "Schema"] {
            let root = Fixtures.packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") || path.hasSuffix(".sql") {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                for word in Self.codeWords(of: text, sql: path.hasSuffix(".sql")).intersection(names) {
                    found.append("\(folder)/\(path): \(word)")
                }
            }
        }
        #expect(found.isEmpty, "rules must hold for every app; name a dependency or an app only in a comment: \(found.sorted())")
    }

    /// The comment filter itself: names in comments are allowed, names in code are not.
    @Test func commentsMayCiteAnExample() {
        let swift = "let a = 1 // as Alamofire does\n/* Lottie\n still a comment */ let b = Sparkle\n"
        #expect(Self.codeWords(of: swift, sql: false).intersection(["Alamofire", "Lottie", "Sparkle"]) == ["Sparkle"])
        #expect(Self.codeWords(of: "SELECT 1 -- Sparkle\nFROM Lottie", sql: true).intersection(["Lottie", "Sparkle"]) == ["Lottie"])
    }
}
