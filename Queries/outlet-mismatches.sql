-- summary: Outlets and actions connected in IB that the class (or a superclass in the repository) does not declare (missing-in-code), and @IBOutlet/@IBAction members no IB file connects (not-connected); members that UIKit/AppKit base classes declare are not reported when the class inherits from them.
-- columns: class, property, kind, problem, path, line
WITH RECURSIVE
framework(member) AS (VALUES
    ('view'), ('delegate'), ('dataSource'), ('tableView'), ('collectionView'), ('window'), ('contentView'),
    ('searchBar'), ('webView'), ('menu'), ('nextKeyView'), ('initialFirstResponder'), ('formatter'),
    ('refreshControl'), ('searchDisplayController'), ('tabBarItem'), ('navigationItem'), ('inputAccessoryView'),
    ('accessoryView'), ('textLabel'), ('detailTextLabel'), ('imageView'), ('backgroundView'),
    ('selectedBackgroundView'), ('documentView'), ('headerView'), ('cornerView'), ('titleView'),
    ('leftBarButtonItem'), ('rightBarButtonItem'), ('backBarButtonItem'), ('outlineTableColumn'), ('splitView'),
    ('tabView'), ('textView'), ('textField'), ('scrollView'), ('toolbar'), ('target'), ('representedObject'),
    ('copy:'), ('paste:'), ('cut:'), ('selectAll:'), ('undo:'), ('redo:'), ('delete:'), ('performClose:'),
    ('performMiniaturize:'), ('performZoom:'), ('terminate:'), ('hide:'), ('hideOtherApplications:'),
    ('unhideAllApplications:'), ('orderFrontStandardAboutPanel:'), ('showHelp:'), ('toggleFullScreen:'),
    ('arrangeInFront:'), ('toggleToolbarShown:'), ('runToolbarCustomizationPalette:'), ('toggleSidebar:'),
    ('newDocument:'), ('openDocument:'), ('saveDocument:'), ('print:'), ('runPageLayout:'), ('showWindow:'),
    ('makeKeyAndOrderFront:'), ('orderFront:'), ('performFindPanelAction:'), ('dismissController:')
),
-- Paths are joined in only for the rows reported.
ib(id, kind, class, member) AS (
    SELECT o.id, o.kind,
           CASE o.kind WHEN 'action' THEN o.destination_class ELSE o.owner_class END,
           CASE o.kind WHEN 'action' THEN o.selector ELSE o.property END
    FROM outlets o
),
code(id, class, kind, member) AS (
    SELECT co.id, co.class_name, co.kind, CASE co.kind WHEN 'action' THEN co.selector ELSE co.name END
    FROM code_outlets co
    WHERE co.kind IN ('outlet', 'outlet-collection', 'action')
),
-- Most connections are declared by the class itself: one lookup each. Only the rest need
-- the superclass chain (missing-in-code) or the subclasses (not-connected).
undeclared AS MATERIALIZED (
    SELECT ib.* FROM ib
    WHERE NOT EXISTS (
          SELECT 1 FROM code_outlets co
          WHERE co.class_name = ib.class AND co.kind IN ('outlet', 'outlet-collection', 'action')
            AND CASE co.kind WHEN 'action' THEN co.selector ELSE co.name END = ib.member)
      AND EXISTS (SELECT 1 FROM classes k WHERE k.name = ib.class AND k.kind = 'class')
),
unconnected AS MATERIALIZED (
    SELECT c.* FROM code c
    WHERE NOT EXISTS (SELECT 1 FROM outlets o WHERE o.owner_class = c.class AND o.kind <> 'action' AND o.property = c.member)
      AND NOT EXISTS (SELECT 1 FROM outlets o WHERE o.destination_class = c.class AND o.kind = 'action' AND o.selector = c.member)
),
ancestors(class, ancestor, depth) AS (
    SELECT DISTINCT name, name, 0 FROM classes WHERE kind IN ('class', 'extension') AND name IN (SELECT class FROM undeclared)
    UNION
    SELECT a.class, c.superclass, a.depth + 1
    FROM ancestors a JOIN classes c ON c.name = a.ancestor AND c.superclass IS NOT NULL
    WHERE a.depth < 32
),
leaves_repository(class) AS (
    SELECT DISTINCT class FROM ancestors WHERE ancestor NOT IN (SELECT name FROM classes)
),
descendants(base, class, depth) AS (
    SELECT DISTINCT class, class, 0 FROM unconnected
    UNION
    SELECT d.base, k.name, d.depth + 1
    FROM descendants d JOIN classes k ON k.superclass = d.class
    WHERE d.depth < 32
)
SELECT u.class AS class, u.member AS property, u.kind AS kind, 'missing-in-code' AS problem, f.path AS path, o.line AS line
FROM undeclared u JOIN outlets o ON o.id = u.id JOIN files f ON f.id = o.file_id
WHERE NOT EXISTS (
      SELECT 1 FROM ancestors a
      WHERE a.class = u.class AND a.depth > 0 AND EXISTS (
          SELECT 1 FROM code_outlets co
          WHERE co.class_name = a.ancestor AND co.kind IN ('outlet', 'outlet-collection', 'action')
            AND CASE co.kind WHEN 'action' THEN co.selector ELSE co.name END = u.member))
  AND NOT (u.class IN (SELECT class FROM leaves_repository) AND u.member IN (SELECT member FROM framework))
UNION ALL
SELECT c.class, c.member, CASE c.kind WHEN 'outlet-collection' THEN 'outletCollection' ELSE c.kind END,
       'not-connected', f.path, co.line
FROM unconnected c JOIN code_outlets co ON co.id = c.id JOIN files f ON f.id = co.file_id
WHERE NOT EXISTS (
    SELECT 1 FROM descendants d
    WHERE d.base = c.class AND d.depth > 0 AND (
        EXISTS (SELECT 1 FROM outlets o WHERE o.owner_class = d.class AND o.kind <> 'action' AND o.property = c.member)
        OR EXISTS (SELECT 1 FROM outlets o WHERE o.destination_class = d.class AND o.kind = 'action' AND o.selector = c.member)))
ORDER BY problem, class, property, path, line;
