-- sbdb schema, migration 0028: which uses of a name are another object's member, windows shown only as sheets, and prototype cells no code dequeues.

ALTER TABLE code_mentions ADD COLUMN on_others INTEGER NOT NULL DEFAULT 0; -- of count, the uses as a member of another object than self (editor.refresh(), [editor refresh:nil], [[self editor] refresh:nil]; not self.refresh(), self?.refresh(), refresh(), [self refresh:nil]): in another class's own code they may be this class's member, the other uses are that class's

ALTER TABLE views ADD COLUMN visible_at_launch INTEGER; -- a window's or panel's visibleAtLaunch: 1 when the nib shows it as it loads (IB's default), 0 when code must; NULL for every other object

-- view sheet_windows: windows whose title no user sees, as code only runs them as sheets (SheetWindows: a class's code passes its own member to beginSheet or beginCriticalSheet, marked name#sheet in code_mentions), AppKit draws a sheet without a title bar: the window is held by that member's outlet, is not shown as its nib loads (visible_at_launch = 0), and no class holding it in an outlet shows a window any other way in its code (makeKeyAndOrderFront, orderFront, orderFrontRegardless, orderWindow, runModal, runModalForWindow, showWindow)
CREATE VIEW sheet_windows (
    view_id                           -- the window's row in views
) AS
SELECT DISTINCT w.id FROM views w
JOIN outlets o ON o.destination_view_id = w.id AND o.kind = 'outlet'
WHERE w.element IN ('window', 'panel') AND w.visible_at_launch = 0
  AND EXISTS (SELECT 1 FROM classes k JOIN code_mentions m ON m.file_id = k.file_id
              WHERE (k.name = o.owner_class OR k.runtime_name = o.owner_class)
                AND m.name = ltrim(o.property, '_') || '#sheet')
  AND NOT EXISTS (
      SELECT 1 FROM outlets h JOIN classes k ON k.name = h.owner_class OR k.runtime_name = h.owner_class
      JOIN code_mentions m ON m.file_id = k.file_id
      WHERE h.destination_view_id = w.id AND h.kind = 'outlet'
        AND m.name IN ('makeKeyAndOrderFront', 'orderFront', 'orderFrontRegardless', 'orderWindow', 'runModal',
                       'runModalForWindow', 'showWindow'));

-- view undequeued_cells: prototype cells of a table or collection view (an IB file's cells with their own reuse identifiers) that no code can dequeue, so that nobody sees them: while the repository's code dequeues cells and every reuse identifier it dequeues is known (no reuse-identifier load whose name sbdb cannot bound, in any code), none is this cell's, and no string of code or data spells it; a cell without an identifier cannot be dequeued at all (UITableView.dequeueReusableCell(withIdentifier:), UICollectionView.dequeueReusableCell(withReuseIdentifier:for:))
CREATE VIEW undequeued_cells (
    view_id                           -- the cell's row in views
) AS
WITH
-- One row when the repository's code dequeues cells and every identifier it dequeues is known
-- (code no target builds counts too: it can only keep a cell from being decided).
decidable(yes) AS MATERIALIZED (
    SELECT 1
    WHERE NOT EXISTS (SELECT 1 FROM code_references r WHERE r.kind = 'reuse-identifier' AND r.resolved_value IS NULL)
      AND EXISTS (SELECT 1 FROM code_references r WHERE r.kind = 'reuse-identifier')
),
dequeued(name) AS MATERIALIZED (
    SELECT DISTINCT resolved_value FROM code_references WHERE kind = 'reuse-identifier' AND resolved_value IS NOT NULL
)
SELECT v.id FROM decidable CROSS JOIN views v JOIN views p ON p.id = v.parent_id
WHERE v.element IN ('tableViewCell', 'collectionViewCell', 'collectionReusableView')
  AND p.element IN ('tableView', 'collectionView')
  AND (v.reuse_identifier IS NULL OR (
      v.reuse_identifier NOT IN (SELECT name FROM dequeued)
      AND NOT EXISTS (SELECT 1 FROM code_strings s WHERE s.value = v.reuse_identifier)));

DROP VIEW never_shown_views;

-- view never_shown_views: objects that are never put on screen: inside a top-level view that nothing holds after loading (in an IB file or storyboard scene where an outlet holds another top-level object, File's Owner's view or a controller, a top-level view that no outlet or outlet collection reaches, neither it nor anything inside it, is dropped once the file is loaded; an action or binding inside it shows nothing), or hidden in IB (hidden="YES"; a menu item aside, which a pull-down button shows as its title) with no outlet reaching it or anything inside it and no binding of its hidden state, so that neither code nor a binding can show it; or inside a prototype cell no code dequeues (undequeued_cells)
CREATE VIEW never_shown_views (
    view_id                           -- the object's row in views
) AS
WITH RECURSIVE
top(id, file_id, scene_id) AS (
    SELECT v.id, v.file_id, v.scene_id FROM views v
    WHERE v.depth = 0 AND v.parent_id IS NULL AND v.placeholder_identifier IS NULL
      AND v.scene_member IS NULL AND v.element NOT GLOB '*Controller' AND v.element NOT GLOB '*[Pp]laceholder'
      AND v.element NOT IN ('customObject', 'window', 'panel', 'menu', 'menuItem', 'exit', 'application', 'userDefaultsController')
),
subtree(top_id, id) AS (
    SELECT id, id FROM top
    UNION ALL SELECT s.top_id, v.id FROM views v JOIN subtree s ON v.parent_id = s.id
),
held(top_id) AS (
    SELECT DISTINCT s.top_id FROM subtree s JOIN outlets o ON o.destination_view_id = s.id
    WHERE o.kind IN ('outlet', 'outletCollection')
),
-- Files and scenes whose loading keeps what outlets hold: an outlet reaches another top-level view,
-- or the scene has a controller (which owns its view).
kept(file_id, scene_id) AS (
    SELECT t.file_id, t.scene_id FROM top t WHERE t.id IN (SELECT top_id FROM held)
    UNION SELECT v.file_id, v.scene_id FROM views v WHERE v.depth = 0 AND v.scene_id IS NOT NULL AND v.element GLOB '*Controller'
),
-- Hidden objects that neither code (through an outlet to it or into it) nor a binding of their
-- hidden state can show.
hidden_subtree(root_id, id) AS (
    -- A hidden menu item is no such object: a pull-down button shows its first item's title.
    SELECT v.id, v.id FROM views v WHERE v.hidden = 1 AND v.element <> 'menuItem'
    UNION ALL SELECT h.root_id, v.id FROM views v JOIN hidden_subtree h ON v.parent_id = h.id
),
shown_hidden(root_id) AS (
    SELECT DISTINCT h.root_id FROM hidden_subtree h JOIN outlets o ON o.destination_view_id = h.id
    WHERE o.kind IN ('outlet', 'outletCollection')
    UNION SELECT b.owner_view_id FROM bindings b WHERE b.name GLOB 'hidden*' AND b.owner_view_id IS NOT NULL
)
SELECT s.id FROM subtree s JOIN top t ON t.id = s.top_id
WHERE s.top_id NOT IN (SELECT top_id FROM held)
  AND EXISTS (SELECT 1 FROM kept k WHERE k.file_id = t.file_id AND k.scene_id IS t.scene_id)
UNION
SELECT h.id FROM hidden_subtree h WHERE h.root_id NOT IN (SELECT root_id FROM shown_hidden)
UNION
SELECT id FROM (
    WITH RECURSIVE inside(id) AS (
        SELECT view_id FROM undequeued_cells
        UNION ALL SELECT v.id FROM views v JOIN inside i ON v.parent_id = i.id
    )
    SELECT id FROM inside);
