-- The first form of outlet-mismatches (before 0005): slow but plain, kept to check the fast one against.
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
ib(kind, class, member, path, line) AS (
    SELECT o.kind,
           CASE o.kind WHEN 'action' THEN o.destination_class ELSE o.owner_class END,
           CASE o.kind WHEN 'action' THEN o.selector ELSE o.property END,
           f.path, o.line
    FROM outlets o JOIN files f ON f.id = o.file_id
),
ancestors(class, ancestor, depth) AS (
    -- Only the classes IB connects need their chains: both checks below start from one.
    SELECT DISTINCT name, name, 0 FROM classes WHERE kind IN ('class', 'extension') AND name IN (SELECT class FROM ib)
    UNION
    SELECT a.class, c.superclass, a.depth + 1
    FROM ancestors a JOIN classes c ON c.name = a.ancestor AND c.superclass IS NOT NULL
    WHERE a.depth < 32
),
leaves_repository(class) AS (
    SELECT DISTINCT class FROM ancestors WHERE ancestor NOT IN (SELECT name FROM classes)
),
code(class, kind, member, path, line) AS (
    SELECT co.class_name, co.kind, CASE co.kind WHEN 'action' THEN co.selector ELSE co.name END, f.path, co.line
    FROM code_outlets co JOIN files f ON f.id = co.file_id
    WHERE co.kind IN ('outlet', 'outlet-collection', 'action')
),
-- Distinct (class, member) pairs, so each check below is one index lookup: member names such as
-- titleLabel repeat across thousands of classes, and a lookup by member alone was quadratic.
ib_keys(key) AS (SELECT DISTINCT class || ' ' || member FROM ib),
code_keys(key) AS (SELECT DISTINCT class || ' ' || member FROM code)
SELECT ib.class AS class, ib.member AS property, ib.kind AS kind, 'missing-in-code' AS problem, ib.path AS path, ib.line AS line
FROM ib
WHERE ib.class IN (SELECT name FROM classes WHERE kind = 'class')
  AND NOT EXISTS (
      SELECT 1 FROM ancestors a
      WHERE a.class = ib.class AND EXISTS (SELECT 1 FROM code_keys k WHERE k.key = a.ancestor || ' ' || ib.member))
  AND NOT (ib.class IN (SELECT class FROM leaves_repository) AND ib.member IN (SELECT member FROM framework))
UNION ALL
SELECT c.class, c.member, CASE c.kind WHEN 'outlet-collection' THEN 'outletCollection' ELSE c.kind END,
       'not-connected', c.path, c.line
FROM code c
WHERE NOT EXISTS (
    SELECT 1 FROM ancestors a
    WHERE a.ancestor = c.class AND EXISTS (SELECT 1 FROM ib_keys k WHERE k.key = a.class || ' ' || c.member))
ORDER BY problem, class, property, path, line;
