import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import Testing

/// Every output format against one canned result: the golden texts are written out here.
@Suite struct OutputFormatTests {
    static let result = QueryResult(
        columns: ["storyboard", "scenes", "note"],
        rows: [
            [.text("Main"), .integer(12), .text("has, comma")],
            [.text("Check \"out\""), .integer(3), .null],
            [.text("Line\nbreak"), .real(2.5), .text("tab\there")],
        ])

    @Test func table() {
        #expect(
            OutputFormat.table.render(Self.result) == """
                storyboard   scenes  note
                -----------  ------  ----------
                Main             12  has, comma
                Check "out"       3
                Line break      2.5  tab here

                """)
    }

    @Test func tableShrinksToTheTerminalWithAnEllipsis() {
        let wide = QueryResult(columns: ["path"], rows: [[.text(String(repeating: "a", count: 40))]])
        #expect(OutputFormat.table.render(wide, width: 20) == "path\n--------------------\n" + String(repeating: "a", count: 19) + "…\n")
    }

    @Test func csv() {
        let expected =
            "storyboard,scenes,note\n" + "Main,12,\"has, comma\"\n" + "\"Check \"\"out\"\"\",3,\n"
            + "\"Line\nbreak\",2.5,tab\there\n"
        #expect(OutputFormat.csv.render(Self.result) == expected)
    }

    /// The byte checks that spare most cells a walk over characters must still see Unicode
    /// line breaks (NEL, LS, PS), a Windows line break and accented text.
    @Test func unicodeLineBreaksAndAccentedTextKeepTheirRules() {
        let result = QueryResult(
            columns: ["name", "note"],
            rows: [
                [.text("Café"), .text("a\u{2028}b")],
                [.text("Niño"), .text("c\r\nd")],
                [.text("plain"), .text("e\u{85}f")],
            ])
        #expect(OutputFormat.csv.render(result) == "name,note\nCafé,\"a\u{2028}b\"\nNiño,\"c\r\nd\"\nplain,\"e\u{85}f\"\n")
        #expect(OutputFormat.tsv.render(result) == "name\tnote\nCafé\ta b\nNiño\tc d\nplain\te f\n")
        #expect(
            OutputFormat.table.render(result) == """
                name   note
                -----  ----
                Café   a b
                Niño   c d
                plain  e f

                """)
        #expect(OutputFormat.json.render(result).contains("\"note\":\"c\\r\\nd\""))
    }

    @Test func tsv() {
        #expect(OutputFormat.tsv.render(Self.result) == "storyboard\tscenes\tnote\nMain\t12\thas, comma\nCheck \"out\"\t3\t\nLine break\t2.5\ttab here\n")
    }

    @Test func json() {
        #expect(
            OutputFormat.json.render(Self.result) == """
                [
                  {"storyboard":"Main","scenes":12,"note":"has, comma"},
                  {"storyboard":"Check \\"out\\"","scenes":3,"note":null},
                  {"storyboard":"Line\\nbreak","scenes":2.5,"note":"tab\\there"}
                ]

                """)
    }

    @Test func jsonl() {
        #expect(
            OutputFormat.jsonl.render(Self.result) == """
                {"storyboard":"Main","scenes":12,"note":"has, comma"}
                {"storyboard":"Check \\"out\\"","scenes":3,"note":null}
                {"storyboard":"Line\\nbreak","scenes":2.5,"note":"tab\\there"}

                """)
    }

    @Test func emptyResults() {
        let empty = QueryResult(columns: ["a"], rows: [])
        #expect(OutputFormat.json.render(empty) == "[]\n")
        #expect(OutputFormat.jsonl.render(empty) == "")
        #expect(OutputFormat.csv.render(empty) == "a\n")
    }
}
