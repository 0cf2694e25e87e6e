/// Everything a generated repository will contain, decided before a byte is written: names,
/// paths, scenes and the links between files. The writer turns it into files; tests compare
/// sbdb's index with it.
public struct RepoPlan: Sendable {
    public let shape: RepoShape
    public let seed: UInt64
    public private(set) var storyboards: [StoryboardPlan] = []
    public private(set) var xibs: [XibPlan] = []
    public private(set) var swiftFiles: [SwiftPlan] = []
    public private(set) var objectiveCClasses: [ObjectiveCPlan] = []
    public private(set) var plists: [PlistPlan] = []

    public init(shape: RepoShape, seed: UInt64) throws {
        guard shape.storyboards >= 2, shape.xibs >= 10, shape.objectiveCClasses >= 1 else {
            throw GeneratorError.shapeTooSmall(shape)
        }
        self.shape = shape
        self.seed = seed
        var random = SeededRandom(seed: seed)
        planXibs()
        planStoryboards(&random)
        try planSwift()
        planObjectiveC()
        planPlists()
    }

    /// Module (top folder) names: `App`, then `Feature01`, ….
    static func moduleName(_ index: Int) -> String {
        index == 0 ? "App" : "Feature" + padded(index, 2)
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    private mutating func planXibs() {
        for index in 0..<shape.xibs {
            let kind = XibKind.forIndex(index)
            let number = Self.padded(index, 5)
            let name: String
            switch kind {
            case .cell: name = "Cell\(number)"
            case .card: name = "Card\(number)View"
            case .panel: name = "Panel\(number)"
            case .badge: name = "Badge\(number)View"
            case .row: name = "Row\(number)Cell"
            case .orphan: name = "Orphan\(number)"
            }
            let module = Self.moduleName(index % shape.modules)
            xibs.append(XibPlan(index: index, name: name, kind: kind, module: module, path: "\(module)/Views/\(name).xib"))
        }
    }

    private mutating func planStoryboards(_ random: inout SeededRandom) {
        let count = shape.storyboards
        let names = (0..<count).map { $0 == 0 ? "Main" : $0 == 1 ? "LaunchScreen" : "Flow" + Self.padded($0, 4) }
        let sceneCounts = (0..<count).map { $0 == 1 ? 1 : 4 + random.below(5) }
        let panels = xibs.filter { $0.kind == .panel }
        func identifier(from source: Int, into target: Int) -> String {
            "Scene\(sceneCounts[target] > 1 ? 1 + source % (sceneCounts[target] - 1) : 0)"
        }
        for index in 0..<count {
            let module = Self.moduleName(index % shape.modules)
            let path = "\(module)/Storyboards/\(names[index]).storyboard"
            var links: [StoryboardLink] = []
            var nibLink: StoryboardLink?
            if index != 1 {  // a launch screen links nowhere
                let mechanisms = StoryboardMechanism.allCases
                for (mechanism, target) in [
                    (mechanisms[index % mechanisms.count], (index + 1) % count),
                    (mechanisms[(index + 3) % mechanisms.count], (index * 7 + 3) % count),
                ] {
                    var scene: String? = identifier(from: index, into: target)
                    if mechanism == .segueIdentifier || (mechanism == .storyboardReference && index % 2 == 1) { scene = nil }
                    links.append(StoryboardLink(mechanism: mechanism.rawValue, target: names[target], identifier: scene))
                }
                if index % 25 == 7 {
                    links.append(
                        StoryboardLink(
                            mechanism: StoryboardMechanism.storyboardReference.rawValue, target: "Missing" + Self.padded(index, 4),
                            identifier: nil, problem: "missing-file"))
                }
                if index % 25 == 13 {
                    links.append(
                        StoryboardLink(
                            mechanism: StoryboardMechanism.storyboardReference.rawValue, target: names[(index + 1) % count],
                            identifier: "Retired\(index)", problem: "missing-scene"))
                }
                if !panels.isEmpty {
                    let panel = panels[index % panels.count].name
                    nibLink = StoryboardLink(
                        mechanism: index % 2 == 0 ? "ib-included-nib" : "ib-included-thing", target: panel, targetsNib: true)
                }
            }
            storyboards.append(
                StoryboardPlan(
                    index: index, name: names[index], module: module, path: path, sceneCount: sceneCounts[index],
                    links: links, nibLink: nibLink))
        }
    }

    private mutating func planSwift() throws {
        func file(_ name: String, _ module: String, _ role: SwiftRole) -> SwiftPlan {
            SwiftPlan(name: name, module: module, path: "\(module)/Sources/\(name).swift", role: role)
        }
        var scenes: [SwiftPlan] = []
        for storyboard in storyboards {
            for scene in 0..<storyboard.sceneCount {
                let name = "\(storyboard.name)Scene\(scene)ViewController"
                scenes.append(file(name, storyboard.module, .scene(registers: [])))
            }
        }
        for (offset, cell) in xibs.filter({ $0.kind == .cell }).enumerated() {
            guard case .scene(let registers) = scenes[offset % scenes.count].role else { continue }
            scenes[offset % scenes.count].role = .scene(registers: registers + [cell.name])
        }
        var result = scenes
        for xib in xibs {
            switch xib.kind {
            case .cell: result.append(file(xib.name, xib.module, .cell))
            case .card: result.append(file(xib.name, xib.module, .designable))
            case .badge: result.append(file(xib.name, xib.module, .nibLoadable))
            case .panel, .row, .orphan: break
            }
        }
        guard result.count <= shape.swiftFiles else {
            throw GeneratorError.tooFewSwiftFiles(needed: result.count, shape: shape)
        }
        for index in result.count..<shape.swiftFiles {
            let module = Self.moduleName(index % shape.modules)
            let number = Self.padded(index, 6)
            let target = storyboards[(index * 13) % storyboards.count]
            let scene = "Scene\(index % target.sceneCount)"
            switch index % 10 {
            case 0: result.append(file("Coordinator\(number)", module, .coordinator(storyboard: target.name, scene: scene)))
            case 5: result.append(file("Onboarding\(number)ViewController", module, .instantiable(storyboard: target.name, scene: scene)))
            default: result.append(file("Model\(number)", module, .plain))
            }
        }
        swiftFiles = result
    }

    private mutating func planObjectiveC() {
        let rows = xibs.filter { $0.kind == .row }
        for index in 0..<shape.objectiveCClasses {
            let module = Self.moduleName(index % shape.modules)
            let name = "LegacyList\(Self.padded(index, 4))Controller"
            let target = storyboards[(index * 5 + 2) % storyboards.count]
            objectiveCClasses.append(
                ObjectiveCPlan(
                    name: name, module: module, path: "\(module)/Legacy/\(name)",
                    rows: rows.enumerated().filter { $0.offset % shape.objectiveCClasses == index }.map(\.element.name),
                    storyboard: target.name, scene: "Scene\(index % target.sceneCount)"))
        }
    }

    private mutating func planPlists() {
        for module in 0..<shape.modules {
            let name = Self.moduleName(module)
            var entries: [(key: String, value: String)] = []
            var isExtension = false
            if module == 0 {
                entries = [("UILaunchStoryboardName", "LaunchScreen"), ("UIMainStoryboardFile", "Main")]
            } else if module % 4 == 1, let first = storyboards.first(where: { $0.module == name }) {
                entries = [("NSExtensionMainStoryboard", first.name)]
                isExtension = true
            }
            plists.append(PlistPlan(module: name, path: "\(name)/Info.plist", entries: entries, isExtension: isExtension))
        }
    }

    /// Every link sbdb should find, in natural order.
    public var links: [PlannedLink] {
        var result: [PlannedLink] = []
        for storyboard in storyboards {
            for link in storyboard.links + (storyboard.nibLink.map { [$0] } ?? []) {
                result.append(
                    PlannedLink(
                        source: storyboard.path, mechanism: link.mechanism, target: link.target, identifier: link.identifier,
                        problem: link.problem))
            }
        }
        for plist in plists {
            for entry in plist.entries {
                result.append(PlannedLink(source: plist.path, mechanism: "info-plist", target: entry.value))
            }
        }
        for file in swiftFiles {
            switch file.role {
            case .scene(let registers):
                result += registers.map { PlannedLink(source: file.path, mechanism: "code", target: $0) }
            case .designable, .nibLoadable:
                result.append(PlannedLink(source: file.path, mechanism: "code", target: file.name))
            case .coordinator(let storyboard, let scene), .instantiable(let storyboard, let scene):
                result.append(PlannedLink(source: file.path, mechanism: "code", target: storyboard, identifier: scene))
            case .cell, .plain: break
            }
        }
        for objc in objectiveCClasses {
            let source = objc.path + ".m"
            result += objc.rows.map { PlannedLink(source: source, mechanism: "code", target: $0) }
            result.append(PlannedLink(source: source, mechanism: "code", target: objc.storyboard, identifier: objc.scene))
        }
        return result.sorted()
    }

    /// The xibs nothing reaches: the ones `unused-nibs` must list.
    public var unusedNibs: [String] { xibs.filter { $0.kind == .orphan }.map(\.path).sorted() }
}
