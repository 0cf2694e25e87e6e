import Foundation
import Yams

/// `.sbdb.yml`: what a team tells sbdb about its repository. Every key is optional.
///
///     exclude: ["Tests/**", "*Legacy*"]     # more paths to skip
///     vendored: ["External"]               # more folders whose files are marked vendored
///     links:                               # in-house link mechanisms
///       - mechanism: acme-embed
///         class: ACMEEmbedViewController
///         name: embeddedStoryboard          # keyPath that holds the storyboard or nib name
///         identifier: embeddedScene         # keyPath that holds the scene id (optional)
///         target: storyboard                # storyboard (default) or nib
///     segue_classes:                       # custom segues whose identifier names a storyboard
///       - AAPLExternalStoryboardSegue
///     wrappers:                            # in-house functions whose argument names a nib or storyboard
///       - function: load
///         label: nibName                     # omit for the first unlabelled argument
///         kind: nib                          # nib, storyboard or scene
///     reports:                             # defaults for `sbdb query` and `sbdb report`; flags win
///       format: markdown                     # query output format
///       output: build/sbdb-report            # report bundle folder, relative to the root
///       only: [unused-nibs, broken-includes] # reports in the bundle
///       enable: [accessibility-gaps]         # reports that are off by default, run too
///       fail_on: [broken-includes]           # reports whose rows fail `sbdb report`
///       params: { name: Main }               # report parameters
public struct SBDBConfiguration: Sendable, Equatable {
    /// Defaults for the reporting commands.
    public struct ReportDefaults: Sendable, Equatable {
        public var format: String?
        public var output: String?
        public var only: [String] = []
        /// Reports that are off by default (`-- default: off`) to run too.
        public var enable: [String] = []
        public var failOn: [String] = []
        public var parameters: [String: String] = [:]

        public init() {}
    }

    /// An in-house function whose argument names a nib, a storyboard or a scene (`wrappers:`).
    public struct Wrapper: Sendable, Equatable, Hashable {
        public enum Kind: String, Sendable, CaseIterable { case nib, storyboard, scene }
        public var function: String
        /// The argument label, or nil for the first unlabelled argument.
        public var label: String?
        public var kind: Kind

        public init(function: String, label: String?, kind: Kind) {
            self.function = function
            self.label = label
            self.kind = kind
        }
    }

    /// A customClass whose runtime attributes name a storyboard or nib.
    public struct LinkRule: Sendable, Equatable, Hashable {
        public var mechanism: String
        public var className: String
        public var nameKeyPath: String
        public var identifierKeyPath: String?
        public var targetIsNib: Bool

        public init(mechanism: String, className: String, nameKeyPath: String, identifierKeyPath: String? = nil, targetIsNib: Bool = false) {
            self.mechanism = mechanism
            self.className = className
            self.nameKeyPath = nameKeyPath
            self.identifierKeyPath = identifierKeyPath
            self.targetIsNib = targetIsNib
        }
    }

    public static let defaultSegueClasses = ["AAPLExternalStoryboardSegue"]

    public var excludes: [String] = []
    public var vendored: [String] = []
    public var links: [LinkRule] = []
    public var segueClasses: [String] = SBDBConfiguration.defaultSegueClasses
    public var wrappers: [Wrapper] = []
    public var reports = ReportDefaults()
    /// Swift and Objective-C files larger than this are not parsed (a diagnostic names them):
    /// one huge generated file must not take the memory of the whole run (`max_source_bytes`).
    public var maxSourceBytes = SBDBConfiguration.defaultMaxSourceBytes
    public static let defaultMaxSourceBytes = 8 * 1024 * 1024
    /// Keys sbdb did not understand, for a warning.
    public var unknownKeys: [String] = []
    /// Where it was read from, if anywhere.
    public var source: String?

    public init() {}

    /// A stable fingerprint of what affects link resolution, stored with the index.
    public var linkFingerprint: String {
        let rules = links.map { "\($0.mechanism)|\($0.className)|\($0.nameKeyPath)|\($0.identifierKeyPath ?? "")|\($0.targetIsNib)" }
        return (rules + ["segues:" + segueClasses.joined(separator: ",")]).joined(separator: ";")
    }
}

/// Why `.sbdb.yml` could not be used.
public enum ConfigurationError: LocalizedError, Equatable {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason):
            return "Cannot read the configuration '\(path)': \(printable(reason))."
        case .invalid(let path, let reason):
            return "The configuration '\(path)' is not valid: \(printable(reason)). See the README's SBDBConfiguration section."
        }
    }
}

extension SBDBConfiguration {
    public static let fileName = ".sbdb.yml"

    /// Reads `path`, or `ROOT/.sbdb.yml` when it exists, or returns the defaults.
    public static func load(root: String, path explicit: String? = nil) throws -> SBDBConfiguration {
        let path = explicit ?? (root as NSString).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: path) else {
            if let explicit { throw ConfigurationError.unreadable(path: explicit, reason: "no such file") }
            return SBDBConfiguration()
        }
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ConfigurationError.unreadable(path: path, reason: error.localizedDescription)
        }
        var configuration = try parse(text, path: path)
        configuration.source = path
        return configuration
    }

    package static func parse(_ text: String, path: String) throws -> SBDBConfiguration {
        let node: Any?
        do {
            // Composed first, then counted within a budget, then turned into values: nested aliases
            // (a YAML "billion laughs") would expand without bound when made into values.
            let composed = try Yams.compose(yaml: text)
            if let composed {
                var budget = maximumValues
                guard fitsBudget(composed, &budget) else {
                    throw ConfigurationError.invalid(
                        path: path,
                        reason: """
                            it expands to more than \(maximumValues) values (aliases of aliases?); write it without nested aliases
                            """)
                }
            }
            node = composed.map { Constructor.default.any(from: $0) }
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError.invalid(path: path, reason: "\(error)")
        }
        var configuration = SBDBConfiguration()
        guard let node else { return configuration }
        guard let map = node as? [String: Any] else {
            throw ConfigurationError.invalid(path: path, reason: "the top level must be a mapping of keys to values")
        }
        for (key, value) in map {
            switch key {
            case "exclude": configuration.excludes = try strings(value, key: key, path: path)
            case "vendored": configuration.vendored = try strings(value, key: key, path: path)
            case "segue_classes": configuration.segueClasses = try strings(value, key: key, path: path)
            case "links": configuration.links = try linkRules(value, path: path)
            case "wrappers": configuration.wrappers = try wrappers(value, path: path)
            case "reports": configuration.reports = try reportDefaults(value, path: path, unknown: &configuration.unknownKeys)
            case "max_source_bytes":
                guard let bytes = value as? Int, bytes > 0 else {
                    throw ConfigurationError.invalid(path: path, reason: "'max_source_bytes' must be a positive number of bytes, such as 8388608")
                }
                configuration.maxSourceBytes = bytes
            default: configuration.unknownKeys.append(key)
            }
        }
        configuration.unknownKeys.sort()
        return configuration
    }

    /// More values than any configuration needs, far fewer than an alias bomb expands to.
    package static let maximumValues = 100_000

    /// Whether `node`, aliases expanded, holds at most `budget` values; stops as soon as it does not.
    private static func fitsBudget(_ node: Node, _ budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch node {
        case .scalar, .alias:
            return true
        case .mapping(let mapping):
            for (key, value) in mapping where !fitsBudget(key, &budget) || !fitsBudget(value, &budget) { return false }
            return true
        case .sequence(let sequence):
            for item in sequence where !fitsBudget(item, &budget) { return false }
            return true
        }
    }

    private static func strings(_ value: Any, key: String, path: String) throws -> [String] {
        if let single = value as? String { return [single] }
        guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
            throw ConfigurationError.invalid(path: path, reason: "'\(key)' must be a list of strings")
        }
        return list.compactMap { $0 as? String }
    }

    private static func reportDefaults(_ value: Any, path: String, unknown: inout [String]) throws -> ReportDefaults {
        guard let map = value as? [String: Any] else {
            throw ConfigurationError.invalid(path: path, reason: "'reports' must be a mapping (format, output, only, enable, fail_on, params)")
        }
        var defaults = ReportDefaults()
        for (key, value) in map {
            switch key {
            case "format":
                guard let format = value as? String, OutputFormat(rawValue: format) != nil else {
                    throw ConfigurationError.invalid(
                        path: path, reason: "reports.format must be one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                defaults.format = format
            case "output":
                guard let output = value as? String else {
                    throw ConfigurationError.invalid(path: path, reason: "reports.output must be a folder path")
                }
                defaults.output = output
            case "only": defaults.only = try strings(value, key: "reports.only", path: path)
            case "enable": defaults.enable = try strings(value, key: "reports.enable", path: path)
            case "fail_on": defaults.failOn = try strings(value, key: "reports.fail_on", path: path)
            case "params":
                guard let params = value as? [String: Any] else {
                    throw ConfigurationError.invalid(path: path, reason: "reports.params must map parameter names to values")
                }
                defaults.parameters = params.mapValues { "\($0)" }
            default: unknown.append("reports.\(key)")
            }
        }
        return defaults
    }

    /// The configuration as YAML, defaults included, for `sbdb config`.
    public var yaml: String {
        var reportsMap: [String: Any] = [:]
        if let format = reports.format { reportsMap["format"] = format }
        if let output = reports.output { reportsMap["output"] = output }
        reportsMap["only"] = reports.only
        reportsMap["enable"] = reports.enable
        reportsMap["fail_on"] = reports.failOn
        reportsMap["params"] = reports.parameters
        let map: [String: Any] = [
            "exclude": excludes,
            "vendored": vendored,
            "segue_classes": segueClasses,
            "links": links.map { rule -> [String: Any] in
                var entry: [String: Any] = [
                    "mechanism": rule.mechanism, "class": rule.className, "name": rule.nameKeyPath,
                    "target": rule.targetIsNib ? "nib" : "storyboard",
                ]
                if let identifier = rule.identifierKeyPath { entry["identifier"] = identifier }
                return entry
            },
            "wrappers": wrappers.map { wrapper -> [String: Any] in
                var entry: [String: Any] = ["function": wrapper.function, "kind": wrapper.kind.rawValue]
                if let label = wrapper.label { entry["label"] = label }
                return entry
            },
            "reports": reportsMap,
            "max_source_bytes": maxSourceBytes,
        ]
        return (try? Yams.dump(object: map, sortKeys: true)) ?? ""
    }

    private static func wrappers(_ value: Any, path: String) throws -> [Wrapper] {
        guard let list = value as? [Any] else {
            throw ConfigurationError.invalid(path: path, reason: "'wrappers' must be a list of mappings")
        }
        return try list.enumerated().map { index, item in
            guard let rule = item as? [String: Any], let function = rule["function"] as? String else {
                throw ConfigurationError.invalid(path: path, reason: "wrappers[\(index)] needs 'function'")
            }
            let kindName = rule["kind"] as? String ?? "nib"
            guard let kind = Wrapper.Kind(rawValue: kindName) else {
                throw ConfigurationError.invalid(path: path, reason: "wrappers[\(index)].kind must be nib, storyboard or scene, not '\(kindName)'")
            }
            return Wrapper(function: function, label: rule["label"] as? String, kind: kind)
        }
    }

    /// What affects how source files are read: a change re-reads every source file.
    public var sourceFingerprint: String {
        let wrapped = wrappers.map { "\($0.function)|\($0.label ?? "_")|\($0.kind.rawValue)" }.joined(separator: ";")
        // The default limit leaves the fingerprint as it was: databases keep their sources.
        return maxSourceBytes == Self.defaultMaxSourceBytes ? wrapped : wrapped + "|max:\(maxSourceBytes)"
    }

    private static func linkRules(_ value: Any, path: String) throws -> [LinkRule] {
        guard let list = value as? [Any] else {
            throw ConfigurationError.invalid(path: path, reason: "'links' must be a list of mappings")
        }
        return try list.enumerated().map { index, item in
            guard let rule = item as? [String: Any],
                let className = rule["class"] as? String, let name = rule["name"] as? String
            else {
                throw ConfigurationError.invalid(
                    path: path, reason: "links[\(index)] needs at least 'class' and 'name' (the keyPath holding the storyboard or nib name)")
            }
            let target = rule["target"] as? String ?? "storyboard"
            guard target == "storyboard" || target == "nib" else {
                throw ConfigurationError.invalid(path: path, reason: "links[\(index)].target must be storyboard or nib, not '\(target)'")
            }
            return LinkRule(
                mechanism: rule["mechanism"] as? String ?? "custom:\(className)", className: className,
                nameKeyPath: name, identifierKeyPath: rule["identifier"] as? String, targetIsNib: target == "nib")
        }
    }
}
