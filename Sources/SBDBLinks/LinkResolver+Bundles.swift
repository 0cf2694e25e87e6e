import SourceParsing

/// Which bundle a load reads, and which of several files of one name it finds there.
extension LinkResolver {
    /// Several files of the name, each built into a different one of the targets that build the
    /// source, and none of those targets with two: one per bundle. Nil otherwise.
    func onePerBundle(_ matches: [LogicalFile], bundles: [Set<Int64>]) -> [LogicalFile]? {
        guard matches.count > 1, bundles.count > 1 else { return nil }
        var chosen: [LogicalFile] = []
        for bundle in bundles {
            let here = matches.filter { !(targetsOf[$0.representative] ?? []).isDisjoint(with: bundle) }
            guard here.count <= 1 else { return nil }
            if let file = here.first, !chosen.contains(where: { $0.representative == file.representative }) { chosen.append(file) }
        }
        return chosen.count > 1 ? chosen.sorted { $0.path < $1.path } : nil
    }

    /// Several files with one name: the one in a bundle the source runs in, else the one sharing
    /// the longest folder prefix with the source (the same target, most likely); nil when that is
    /// a tie. `inBundle` says the project's targets decided.
    func choose(_ all: [LogicalFile], from source: String, bundles: [Set<Int64>]) -> (LogicalFile, inBundle: Bool)? {
        if all.count == 1 { return (all[0], false) }
        let matches = inBundles(all, bundles)
        if matches.count == 1 { return (matches[0], true) }
        let scored = matches.map { ($0, commonPrefixDepth($0.path, source)) }
        let best = scored.map(\.1).max() ?? 0
        var winners = scored.filter { $0.1 == best }.map(\.0)
        // Equally near: a storyboard beats a xib of the same name, as UIKit tries it first.
        if winners.count > 1, winners.contains(where: { $0.kind == .storyboard }) {
            winners = winners.filter { $0.kind == .storyboard }
        }
        return winners.count == 1 ? (winners[0], false) : nil
    }

    /// The bundles a load reads from, one per target running its code: the targets that build
    /// the class of `Bundle(for: X.self)` (its own bundle), or that have the bundle identifier a
    /// storyboard reference names, else the targets that build the source
    /// with the apps that link them (`bundle: nil` in a framework is the app's); for an Info.plist,
    /// the targets using it. Empty when the project says nothing.
    func runningBundles(_ candidate: LinkCandidate) -> [Set<Int64>] {
        if let bundleClass = candidate.bundleClass {
            if bundleClass == CodeReference.moduleBundle, let targets = targetsOf[candidate.sourceFileID], !targets.isEmpty {
                return [targets]  // the package target's own bundle, not the apps linking it
            }
            if bundleClass.hasPrefix(CodeReference.identifierBundlePrefix),
                let targets = identifiedTargets[String(bundleClass.dropFirst(CodeReference.identifierBundlePrefix.count))]
            {
                return [targets]
            }
            if let bundleName = Self.bundleName(bundleClass), let targets = namedTargets[bundleName] { return [targets] }
            if let targets = classTargets[bundleClass], !targets.isEmpty { return [targets] }
        }
        if let identifier = candidate.bundle, let targets = identifiedTargets[identifier] { return [targets] }
        guard let targets = targetsOf[candidate.sourceFileID] else { return [] }
        return targets.sorted().map { bundlesRunning[$0] ?? [$0] }
    }

    /// Of several files with one name, those built into one of `bundles`; all of them when none is.
    func inBundles(_ matches: [LogicalFile], _ bundles: [Set<Int64>]) -> [LogicalFile] {
        let all = bundles.reduce(into: Set<Int64>()) { $0.formUnion($1) }
        guard !all.isEmpty else { return matches }
        let kept = matches.filter { !(targetsOf[$0.representative] ?? []).isDisjoint(with: all) }
        return kept.isEmpty ? matches : kept
    }

    func commonPrefixDepth(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/").dropLast(), b.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }
}
