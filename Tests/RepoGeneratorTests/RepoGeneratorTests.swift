import Foundation
import RepoGenerator
import SBDBTestSupport
import Testing

/// The generator writes what its plan promises, the same bytes for the same seed, and a
/// repository whose links sbdb finds exactly as planted.
@Suite struct RepoGeneratorTests {
    @Test func writesTheFilesItsShapePromises() throws {
        let tree = try TemporaryDirectory()
        let shape = RepoShape.tiny
        let repository = try RepoGenerator(shape: shape, seed: 3).write(to: tree.url)
        var onDisk: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(at: tree.url, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if !url.hasDirectoryPath { onDisk[url.pathExtension, default: 0] += 1 }
        }
        #expect(
            onDisk == [
                "storyboard": shape.storyboards, "xib": shape.xibs, "swift": shape.swiftFiles,
                "h": shape.objectiveCClasses, "m": shape.objectiveCClasses, "plist": shape.modules,
            ])
        #expect(
            repository.files == [
                "storyboard": shape.storyboards, "xib": shape.xibs, "swift": shape.swiftFiles,
                "objc": 2 * shape.objectiveCClasses, "plist": shape.modules,
            ])
        for path in repository.storyboardPaths + repository.xibPaths {
            let text = try String(contentsOf: tree.file(path), encoding: .utf8)
            #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch."))
            #expect(text.hasSuffix("</document>\n"))
        }
    }

    @Test func theUnitShapeIsIssueEightsAndPlantsEveryMechanism() throws {
        let plan = try RepoPlan(shape: .unit, seed: 1)
        #expect(plan.storyboards.count == 200)
        #expect(plan.xibs.count == 2_000)
        #expect(plan.swiftFiles.count == 10_000)
        #expect(plan.objectiveCClasses.count == 250)
        let mechanisms = Set(plan.links.map(\.mechanism))
        #expect(mechanisms == Set(StoryboardMechanism.allCases.map(\.rawValue) + ["ib-included-nib", "info-plist", "code"]))
        #expect(plan.links.filter { $0.problem == "missing-file" }.count == 8)
        #expect(plan.links.filter { $0.problem == "missing-scene" }.count == 8)
        #expect(plan.unusedNibs.count == 200)
        let scaled = RepoShape.unit.scaled(by: 4)
        #expect(scaled == RepoShape(storyboards: 800, xibs: 8_000, swiftFiles: 40_000, objectiveCClasses: 1_000))
    }

    @Test func theSameSeedGivesTheSameBytesAndAnotherSeedOthers() throws {
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        let other = try TemporaryDirectory()
        let repository = try RepoGenerator(shape: .tiny, seed: 7).write(to: first.url)
        try RepoGenerator(shape: .tiny, seed: 7).write(to: second.url)
        try RepoGenerator(shape: .tiny, seed: 8).write(to: other.url)
        var differences = 0
        for path in repository.storyboardPaths + repository.xibPaths + repository.swiftPaths {
            let bytes = try Data(contentsOf: first.file(path))
            #expect(try Data(contentsOf: second.file(path)) == bytes, "\(path) differs between two runs with seed 7")
            if (try? Data(contentsOf: other.file(path))) != bytes { differences += 1 }
        }
        #expect(differences > repository.storyboardPaths.count, "seed 8 should give other IB ids and layouts")
    }

    @Test func tooSmallShapesAreRefusedWithTheReason() {
        #expect(throws: GeneratorError.shapeTooSmall(RepoShape(storyboards: 1, xibs: 40, swiftFiles: 160, objectiveCClasses: 4))) {
            try RepoPlan(shape: RepoShape(storyboards: 1, xibs: 40, swiftFiles: 160, objectiveCClasses: 4), seed: 1)
        }
        let crowded = RepoShape(storyboards: 16, xibs: 40, swiftFiles: 20, objectiveCClasses: 4)
        #expect(throws: GeneratorError.self) { try RepoPlan(shape: crowded, seed: 1) }
    }
}
