-- summary: Every @IBDesignable / IB_DESIGNABLE class with how often IB files use it (File's Owners not counted; subclasses count under their own name), including classes used nowhere.
-- columns: class, uses, files, declared_in
SELECT
    c.name AS class,
    count(v.id) AS uses,
    count(DISTINCT v.file_id) AS files,
    min(f.path) AS declared_in
FROM classes c
JOIN files f ON f.id = c.file_id
LEFT JOIN views v ON v.custom_class = c.name
    AND v.id NOT IN (SELECT view_id FROM nib_owners)
WHERE c.is_designable = 1 AND c.kind <> 'extension'
GROUP BY c.name
ORDER BY uses DESC, class;
