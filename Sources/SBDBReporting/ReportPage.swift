import SBDBReports
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

    static let style = """
        body{font-family:-apple-system,system-ui,sans-serif;margin:1.5em auto;max-width:76em;padding:0 1em;line-height:1.4}\
        h1{margin:.2em 0}h2{margin:1.2em 0 .4em;border-bottom:1px solid #ddd}.muted{color:#666}.small{font-size:.85em}\
        .headline{font-size:1.4em;margin:.4em 0}ul.findings{padding-left:1.2em}ul.findings li{margin:.25em 0}\
        a.place{font-family:ui-monospace,monospace;font-size:.85em;color:#06c}.counts a{font-weight:600}\
        .badge{display:inline-block;min-width:1.6em;padding:0 .4em;border-radius:.8em;text-align:center;color:#fff;font-weight:600;font-size:.9em}\
        .badge.error{background:#c62828}.badge.warning{background:#e08600}.badge.note{background:#607d8b}.badge.none{background:#bbb}\
        .change{color:#c62828;font-size:.9em}details{margin:.3em 0;border:1px solid #e3e3e3;border-radius:.3em;padding:.3em .6em}\
        details>summary{cursor:pointer}\
        table{border-collapse:collapse;margin:.5em 0;display:block;overflow-x:auto;max-width:100%}\
        td,th{border:1px solid #ccc;padding:.2em .45em;text-align:left;vertical-align:top;max-width:32em;overflow-wrap:anywhere}\
        th{background:#f4f4f4}.n{text-align:right}.graph{overflow-x:auto}\
        ul.tree{font-size:.9em}.broken{color:#b00}.cycle{color:#c60}th[data-sort]{cursor:pointer}input.filter{margin:.5em 0}\
        .pages button{margin:0 .2em}
        """

    /// Click a header to sort by it (numbers as numbers), type in the box above a table to keep
    /// the rows that contain the text; a long table shows 25 rows a page, with buttons to turn.
    static let script = """
        <script>
        document.querySelectorAll('table').forEach(function (table) {
          var rows = Array.prototype.slice.call(table.querySelectorAll('tr')).slice(1);
          if (rows.length < 2) return;
          var size = 25, page = 0, shown = rows;
          var box = document.createElement('input');
          box.className = 'filter'; box.placeholder = 'Filter ' + rows.length + ' rows';
          var pager = document.createElement('div');
          pager.className = 'pages small muted';
          function draw() {
            var pages = Math.max(1, Math.ceil(shown.length / size));
            if (page >= pages) page = pages - 1;
            rows.forEach(function (row) { row.style.display = 'none'; });
            shown.slice(page * size, page * size + size).forEach(function (row) { row.style.display = ''; });
            pager.innerHTML = '';
            if (shown.length <= size) { pager.textContent = shown.length + ' rows'; return; }
            var back = document.createElement('button'), next = document.createElement('button');
            back.textContent = '‹'; next.textContent = '›';
            back.disabled = page === 0; next.disabled = page === pages - 1;
            back.onclick = function () { page--; draw(); }; next.onclick = function () { page++; draw(); };
            pager.appendChild(back);
            pager.appendChild(document.createTextNode('rows ' + (page * size + 1) + '–' + Math.min(shown.length, page * size + size) + ' of ' + shown.length));
            pager.appendChild(next);
          }
          box.oninput = function () {
            var text = box.value.toLowerCase();
            shown = rows.filter(function (row) { return row.textContent.toLowerCase().indexOf(text) >= 0; });
            page = 0; draw();
          };
          table.parentNode.insertBefore(box, table);
          table.parentNode.insertBefore(pager, table.nextSibling);
          table.querySelectorAll('th').forEach(function (th, column) {
            th.setAttribute('data-sort', '');
            th.onclick = function () {
              var down = th.getAttribute('data-sort') !== 'up';
              th.setAttribute('data-sort', down ? 'up' : 'down');
              var order = function (a, b) {
                var x = a.cells[column].textContent, y = b.cells[column].textContent;
                var result = (isNaN(x) || isNaN(y)) ? x.localeCompare(y) : x - y;
                return down ? result : -result;
              };
              rows.sort(order); shown.sort(order);
              rows.forEach(function (row) { row.parentNode.appendChild(row); });
              page = 0; draw();
            };
          });
          draw();
        });
        </script>

        """
}
