/// The parts of the bundle's HTML page that work offline: the include graph as an indented tree
/// (when Graphviz is absent; no script from a CDN), and a few lines of inline script that make
/// every table sortable and filterable, which leave plain tables where scripts do not run.
enum ReportPage {
    /// The graph as nested lists from each file no link reaches (or, in a graph that is all
    /// cycles, from the first file): each file's links once, a file met again marked as above.
    /// At most `lineLimit` entries; the rest is said, not drawn.
    static func tree(_ graph: IncludeGraph, lineLimit: Int = 2_000) -> String {
        var outgoing: [String: [IncludeGraph.Edge]] = [:]
        var reached = Set<String>()
        for edge in graph.edges {
            outgoing[edge.from, default: []].append(edge)
            if edge.from != edge.to { reached.insert(edge.to) }
        }
        let labels = Dictionary(graph.nodes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var roots = graph.nodes.filter { !reached.contains($0.key) && outgoing[$0.key] != nil }.map(\.key)
        if roots.isEmpty, let first = graph.nodes.first(where: { outgoing[$0.key] != nil }) { roots = [first.key] }
        var shown = Set<String>()
        var lines = 0
        var out = "<ul class=\"tree\">\n"
        func label(_ key: String) -> String {
            guard let node = labels[key] else { return HTMLFormatter.escape(key) }
            let text = "<code>\(HTMLFormatter.escape(node.label))</code> <span class=\"muted\">\(HTMLFormatter.escape(node.kind))</span>"
            return node.missing ? "<span class=\"broken\">\(text) (missing)</span>" : text
        }
        func visit(_ key: String, via edge: IncludeGraph.Edge?) {
            guard lines < lineLimit else { return }
            lines += 1
            var item = label(key)
            if let edge {
                let mechanism = "<span class=\"muted\">\(HTMLFormatter.escape(edge.label))</span>"
                item = (edge.broken ? "<span class=\"broken\">broken</span> " : "") + mechanism + " → " + item
                if edge.inCycle { item += " <span class=\"cycle\">(cycle)</span>" }
            }
            let children = outgoing[key] ?? []
            guard shown.insert(key).inserted else {
                out += "<li>\(item)\(children.isEmpty ? "" : " <span class=\"muted\">(links above)</span>")</li>\n"
                return
            }
            guard !children.isEmpty else {
                out += "<li>\(item)</li>\n"
                return
            }
            out += "<li>\(item)\n<ul>\n"
            for child in children.sorted(by: { ($0.to, $0.label) < ($1.to, $1.label) }) { visit(child.to, via: child) }
            out += "</ul></li>\n"
        }
        for root in roots.sorted() { visit(root, via: nil) }
        out += "</ul>\n"
        if lines >= lineLimit {
            out += "<p class=\"muted\">The first \(lineLimit) entries; include-graph.dot and include-graph.mmd hold it all.</p>\n"
        }
        return out
    }

    static let style = "ul.tree{font-size:.9em}.broken{color:#b00}.cycle{color:#c60}th[data-sort]{cursor:pointer}input.filter{margin:.5em 0}"

    /// Click a header to sort by it (numbers as numbers), type in the box above a table to keep
    /// the rows that contain the text.
    static let script = """
        <script>
        document.querySelectorAll('table').forEach(function (table) {
          var rows = Array.prototype.slice.call(table.querySelectorAll('tr')).slice(1);
          if (rows.length < 2) return;
          var box = document.createElement('input');
          box.className = 'filter'; box.placeholder = 'Filter ' + rows.length + ' rows';
          box.oninput = function () {
            var text = box.value.toLowerCase();
            rows.forEach(function (row) { row.style.display = row.textContent.toLowerCase().indexOf(text) < 0 ? 'none' : ''; });
          };
          table.parentNode.insertBefore(box, table);
          table.querySelectorAll('th').forEach(function (th, column) {
            th.setAttribute('data-sort', '');
            th.onclick = function () {
              var down = th.getAttribute('data-sort') !== 'up';
              th.setAttribute('data-sort', down ? 'up' : 'down');
              rows.sort(function (a, b) {
                var x = a.cells[column].textContent, y = b.cells[column].textContent;
                var order = (isNaN(x) || isNaN(y)) ? x.localeCompare(y) : x - y;
                return down ? order : -order;
              });
              rows.forEach(function (row) { row.parentNode.appendChild(row); });
            };
          });
        });
        </script>

        """
}
