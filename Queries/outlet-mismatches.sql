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
-- IB connections and code members are compared as (class, member) pairs in one ordered pass:
-- EXCEPT merges two indexes on the very same expressions (migration 0007: outlets_member,
-- code_outlets_member), so no row is looked up one by one. Only the pairs left over are joined
-- back to their rows; the superclass chain (missing-in-code) and the subclasses (not-connected)
-- are walked for those alone. A NULL member matches nothing, as with = (the code side leaves
-- NULL members out; they are joined back with IS).
-- Code members: the index's CASE yields NULL for kinds other than outlet, outlet-collection and
-- action, so an equality on it also checks the kind. LIMIT -1 (no limit) keeps the ORDER BY that
-- makes SQLite merge the two sides (it drops the ORDER BY of a subquery that is joined).
undeclared(id, kind, class, member) AS MATERIALIZED (
    SELECT o.id, o.kind, p.class, p.member
    FROM (
        SELECT CASE kind WHEN 'action' THEN destination_class ELSE owner_class END AS class,
               CASE kind WHEN 'action' THEN selector ELSE property END AS member
        FROM outlets
        EXCEPT
        SELECT class_name, CASE kind WHEN 'action' THEN selector WHEN 'outlet' THEN name WHEN 'outlet-collection' THEN name END
        FROM code_outlets
        WHERE CASE kind WHEN 'action' THEN selector WHEN 'outlet' THEN name WHEN 'outlet-collection' THEN name END IS NOT NULL
        ORDER BY 1, 2 LIMIT -1) p
    JOIN outlets o ON CASE o.kind WHEN 'action' THEN o.destination_class ELSE o.owner_class END = p.class
                  AND CASE o.kind WHEN 'action' THEN o.selector ELSE o.property END IS p.member
    WHERE EXISTS (SELECT 1 FROM classes k WHERE k.name = p.class AND k.kind = 'class')
),
unconnected(id, class, kind, member) AS MATERIALIZED (
    SELECT co.id, p.class, co.kind, p.member
    FROM (
        SELECT class_name AS class,
               CASE kind WHEN 'action' THEN selector WHEN 'outlet' THEN name WHEN 'outlet-collection' THEN name END AS member
        FROM code_outlets
        WHERE kind IN ('outlet', 'outlet-collection', 'action')
        EXCEPT
        SELECT CASE kind WHEN 'action' THEN destination_class ELSE owner_class END,
               CASE kind WHEN 'action' THEN selector ELSE property END
        FROM outlets
        WHERE CASE kind WHEN 'action' THEN selector ELSE property END IS NOT NULL
        ORDER BY 1, 2 LIMIT -1) p
    JOIN code_outlets co ON co.class_name = p.class
                        AND CASE co.kind WHEN 'action' THEN co.selector WHEN 'outlet' THEN co.name WHEN 'outlet-collection' THEN co.name END IS p.member
                        AND co.kind IN ('outlet', 'outlet-collection', 'action')
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
          WHERE co.class_name = a.ancestor
            AND CASE co.kind WHEN 'action' THEN co.selector WHEN 'outlet' THEN co.name WHEN 'outlet-collection' THEN co.name END = u.member))
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
-- kind only orders rows that agree on everything else (two members on one line).
ORDER BY problem, class, property, path, line, kind;
