import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// Indexes the shared corpus of real IB files (skipped when it is absent) and checks that
/// nothing is lost: every scene and every connection element becomes a row.
@Suite(.enabled(if: Fixtures.corpus != nil, Comment(rawValue: Fixtures.corpusMissing)))
struct CorpusIndexTests {
    /// Counts start tags the dumb way, as an independent oracle.
    static func occurrences(of tags: [String], in files: [URL]) throws -> Int {
        var total = 0
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            for tag in tags { total += text.components(separatedBy: tag).count - 1 }
        }
        return total
    }

    static func ibFiles(_ root: URL) -> (modern: [URL], archives: [URL]) {
        var modern: [URL] = []
        var archives: [URL] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        for case let url as URL in enumerator where ["storyboard", "xib"].contains(url.pathExtension) {
            let head = String(decoding: (try? FileHandle(forReadingFrom: url).read(upToCount: 400)) ?? Data(), as: UTF8.self)
            if head.contains("<archive") { archives.append(url) } else { modern.append(url) }
        }
        return (modern, archives)
    }

    @Test func everyFileIndexesAndNothingIsDropped() throws {
        let corpus = try #require(Fixtures.corpus)
        let scratch = try TemporaryDirectory()
        let database = scratch.file("corpus.sqlite").path
        let summary = try index(corpus.path, database: database)
        let files = Self.ibFiles(corpus)
        #expect(summary.failed == 0, "\(summary.diagnostics.filter { $0.diagnostic.severity == .error }.map(\.compilerStyle))")
        #expect(try rows(database, "SELECT count(*) FROM files WHERE kind IN ('storyboard', 'xib')") == [String(files.modern.count + files.archives.count)])
        #expect(try rows(database, "SELECT count(*) FROM files WHERE status = 'legacy'") == [String(files.archives.count)])
        #expect(try rows(database, "SELECT count(*) FROM diagnostics WHERE code = 'legacy-archive'") == [String(files.archives.count)])
        #expect(try count(database, "scenes") == Self.occurrences(of: ["<scene "], in: files.modern))
        // Legacy archives add connections of their own (ArchiveTests); these are the modern files'.
        let modern = "file_id IN (SELECT file_id FROM documents WHERE format = 'document')"
        #expect(
            try rows(database, "SELECT count(*) FROM outlets WHERE \(modern)")
                == [String(Self.occurrences(of: ["<outlet ", "<outletCollection ", "<action "], in: files.modern))])
        #expect(
            try count(database, "storyboard_references") == Self.occurrences(of: ["<viewControllerPlaceholder ", "<controllerPlaceholder "], in: files.modern))
        #expect(try count(database, "runtime_attributes") == Self.occurrences(of: ["<userDefinedRuntimeAttribute "], in: files.modern))
        #expect(try rows(database, "SELECT count(*) FROM bindings WHERE \(modern)") == [String(Self.occurrences(of: ["<binding "], in: files.modern))])
        // Every scene has a controller, watchOS ones included.
        #expect(try rows(database, "SELECT count(*) FROM scenes WHERE controller_view_id IS NULL") == ["0"])
        // Every modern xib has a File's Owner.
        #expect(
            try rows(
                database,
                """
                SELECT count(*) FROM files f JOIN documents d ON d.file_id = f.id
                WHERE f.kind = 'xib' AND d.format = 'document'
                  AND NOT EXISTS (SELECT 1 FROM nib_owners n WHERE n.file_id = f.id AND n.role = 'files-owner')
                """) == ["0"])
        // A second run over an unchanged corpus reads nothing.
        let again = try index(corpus.path, database: database)
        #expect(again.parsed == 0)
        #expect(again.unchanged == summary.seen)
    }

    @Test func everyPlatformIsRecognised() throws {
        let corpus = try #require(Fixtures.corpus)
        let scratch = try TemporaryDirectory()
        let database = scratch.file("corpus.sqlite").path
        try index(corpus.path, database: database)
        let platforms = Set(try rows(database, "SELECT DISTINCT platform FROM documents WHERE format = 'document'"))
        #expect(platforms.isSuperset(of: ["ios", "macos", "watchos"]))
        #expect(try rows(database, "SELECT count(*) FROM documents WHERE format = 'document' AND platform IS NULL") == ["0"])
    }
}
