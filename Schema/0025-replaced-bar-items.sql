-- sbdb schema, migration 0025: bar items that code puts in their place before anyone sees them.

-- view replaced_bar_items: a navigation item's left or right bar button item that the controller's own code replaces (navigationItem.leftBarButtonItem = … in the code of the scene controller's class) while no outlet holds the IB item, so that code cannot put it back: the user meets code's item, never IB's
CREATE VIEW replaced_bar_items (
    view_id                           -- the bar button item's row in views
) AS
SELECT v.id
FROM views v
JOIN views item ON item.id = v.parent_id AND item.element = 'navigationItem'
JOIN views controller ON controller.id = item.parent_id
WHERE v.element = 'barButtonItem' AND v.ib_key IN ('leftBarButtonItem', 'rightBarButtonItem')
  AND controller.custom_class IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM outlets o WHERE o.destination_view_id = v.id AND o.kind IN ('outlet', 'outletCollection'))
  AND EXISTS (SELECT 1 FROM code_mentions m JOIN classes c ON c.file_id = m.file_id
              WHERE m.name = '=' || v.ib_key AND c.name = controller.custom_class);
