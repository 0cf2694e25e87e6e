-- sbdb schema, migration 0022: objects IB hides, and the objects of an IB file never put on screen.

ALTER TABLE views ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0; -- 1 when IB hides the object (hidden="YES") until code or a binding shows it

-- view never_shown_views: objects that are never put on screen: inside a top-level view that nothing holds after loading (in an IB file or storyboard scene where an outlet holds another top-level object, File's Owner's view or a controller, a top-level view that no outlet or outlet collection reaches, neither it nor anything inside it, is dropped once the file is loaded; an action or binding inside it shows nothing), or hidden in IB (hidden="YES"; a menu item aside, which a pull-down button shows as its title) with no outlet reaching it or anything inside it and no binding of its hidden state, so that neither code nor a binding can show it
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
SELECT h.id FROM hidden_subtree h WHERE h.root_id NOT IN (SELECT root_id FROM shown_hidden);
