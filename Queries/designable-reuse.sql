-- summary: Every @IBDesignable / IB_DESIGNABLE class with how often IB files use it, by its name or its @objc runtime name (File's Owners not counted; subclasses count under their own name; a class declared twice, in a header and an implementation or in two languages, counts once), including classes used nowhere.
-- columns: class, uses, files, declared_in
WITH designable(name, runtime_name, declared_in) AS (
    SELECT c.name, max(c.runtime_name), min(f.path)
    FROM classes c JOIN files f ON f.id = c.file_id
    WHERE c.is_designable = 1 AND c.kind <> 'extension'
    GROUP BY c.name
)
SELECT
    d.name AS class,
    count(v.id) AS uses,
    count(DISTINCT v.file_id) AS files,
    d.declared_in AS declared_in
FROM designable d
LEFT JOIN views v ON v.custom_class IN (d.name, d.runtime_name)
    AND v.id NOT IN (SELECT view_id FROM nib_owners)
GROUP BY d.name
ORDER BY uses DESC, class;
