@testable import SBDBCore
import Testing

/// `FileNaming` reads a path's bytes; it must split every path as the string-based version it
/// replaced did, which is kept here as the reference.
@Suite struct FileNamingTests {
    struct Reference {
        let name: String
        let fileExtension: String
        let lproj: String?

        init(_ relativePath: String) {
            let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
            let fileName = components.last.map(String.init) ?? relativePath
            var base = fileName
            var fileExtension = ""
            if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
                base = String(fileName[..<dot])
                fileExtension = String(fileName[fileName.index(after: dot)...])
            }
            for suffix in ["~ipad", "~iphone"] where base.lowercased().hasSuffix(suffix) {
                base = String(base.dropLast(suffix.count))
            }
            name = base
            self.fileExtension = fileExtension
            if components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
                lproj = String(components[components.count - 2].dropLast(".lproj".count))
            } else {
                lproj = nil
            }
        }
    }

    static let paths = [
        "App/Base.lproj/Main.storyboard", "App/en.lproj/Main.storyboard", "Main.storyboard", "Views/Card View.xib",
        "Views/Cell~iPad.xib", "Views/Cell~iphone.xib", "Views/Cell~IPHONE~ipad.xib", "Views/Cell~ipad~iphone.xib",
        "Views/~ipad.xib", "a/.hidden", ".xib", "a/b.c.d.xib", "noextension", "a/b/", "a//b.xib", "a.lproj//b.xib",
        "/leading.xib", "///", "", "a/.lproj/b.xib", "lproj/b.xib", "zh-Hans.lproj/Écran.storyboard",
        "Ünïcödé/Fenêtre~iPad.xib", "a/b.", "a/b..xib", "x.lproj/", "Pods/A/Resources/en.lproj/V.xib",
        "emoji/👩‍💻.xib", "deep/a.lproj/b.lproj/c.xib", "e\u{301}.xib", "cafe\u{301}.lproj/V.xib",
    ]

    @Test(arguments: paths)
    func splitsAsTheReferenceDoes(path: String) {
        let naming = FileNaming(relativePath: path)
        let reference = Reference(path)
        #expect(naming.name == reference.name)
        #expect(naming.fileExtension == reference.fileExtension)
        #expect(naming.lproj == reference.lproj)
    }

    @Test func namesTheParts() {
        let naming = FileNaming(relativePath: "App/Base.lproj/Login~iPad.storyboard")
        #expect(naming == FileNaming(relativePath: "Other/Base.lproj/Login~iPad.storyboard"))
        #expect(naming.name == "Login")
        #expect(naming.fileExtension == "storyboard")
        #expect(naming.lproj == "Base")
    }
}
