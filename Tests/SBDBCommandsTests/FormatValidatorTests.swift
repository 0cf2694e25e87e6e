import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// The CI formats pass validators (issue 23): checkstyle and JUnit against XML schemas with
/// xmllint, SARIF and GitLab Code Quality against JSON schemas with Python's jsonschema (the
/// schemas in Tests/Fixtures/Schemas), for the golden files and for a real report's output.
/// Each check is skipped, saying so, when its tool is missing.
@Suite struct FormatValidatorTests {
    static let schemas = Fixtures.url("Schemas")
    static let goldens = Fixtures.url("Goldens/Formats")

    let tree: TemporaryDirectory

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        _ = try runSBDB(["index", tree.path, "-q"])
    }

    /// The golden file and this run's broken-includes in `format`.
    private func outputs(_ format: String) throws -> [String] {
        let live = try runSBDB(["query", "broken-includes", "--db", tree.file(".sbdb/index.sqlite").path, "--format", format])
        #expect(live.status == 0)
        try tree.write("live.\(format)", live.stdout)
        return [Self.goldens.appendingPathComponent("canned-report.\(format)").path, tree.file("live.\(format)").path]
    }

    @Test(arguments: [("checkstyle", "checkstyle.xsd"), ("junit", "junit.xsd")])
    func xmlFormatsValidate(format: String, schema: String) throws {
        guard let xmllint = ExternalTool.find("xmllint") else {
            print("xmllint is absent: the \(format) output is not validated")
            return
        }
        for file in try outputs(format) {
            let (status, output) = try xmllint.run(["--noout", "--schema", Self.schemas.appendingPathComponent(schema).path, file])
            #expect(status == 0, "\(file): \(output)")
        }
    }

    @Test(arguments: [("sarif", "sarif-2.1.0-subset.json"), ("codeclimate", "codeclimate.json")])
    func jsonFormatsValidate(format: String, schema: String) throws {
        guard let python = ExternalTool.find("python3"), (try? python.run(["-c", "import jsonschema"]))?.status == 0 else {
            print("python3 with jsonschema is absent: the \(format) output is not validated")
            return
        }
        let check = "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
        for file in try outputs(format) {
            let (status, output) = try python.run(["-c", check, Self.schemas.appendingPathComponent(schema).path, file])
            #expect(status == 0, "\(file): \(output)")
        }
    }
}
