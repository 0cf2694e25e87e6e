-- summary: Every @IBDesignable / IB_DESIGNABLE class with how often IB files use it, by its name or its @objc runtime name (File's Owners not counted, nor uses in IB files that are not part of the app (ib_files_in_app. What counts and what is left out: docs/reports.md.
-- columns: class, uses, files, declared_in
-- key: class
-- kind: finding
-- message: [uses=0] The @IBDesignable class {class} is used in no IB file
-- message: The @IBDesignable class {class} is used {uses} times in {files} IB files
WITH RECURSIVE
designable(id, name, runtime_name, path) AS (
    SELECT c.id, c.name, c.runtime_name, f.path
    FROM classes c JOIN files f ON f.id = c.file_id
    WHERE c.is_designable = 1 AND c.kind <> 'extension'
),
-- Each declaration's own chain (two classes may share a name), into the framework model.
chain(id, ancestor, depth) AS (
    SELECT s.class_id, s.superclass, 1 FROM class_superclasses s WHERE s.class_id IN (SELECT id FROM designable)
    UNION
    SELECT ch.id, s.superclass, ch.depth + 1
    FROM chain ch JOIN class_superclasses s ON s.name = ch.ancestor
    WHERE ch.depth < 32
),
platform_map(framework_platform, platform) AS (
    VALUES ('iOS', 'ios'), ('iOS', 'tvos'), ('macOS', 'macos'), ('watchOS', 'watchos')
),
-- The document platforms a declaration can appear in; none known: all.
platforms(name, platform) AS (
    SELECT DISTINCT d.name, p.platform
    FROM designable d JOIN chain ch ON ch.id = d.id
    JOIN framework_classes fc ON fc.name = ch.ancestor AND fc.platform <> 'any'
    JOIN platform_map p ON p.framework_platform = fc.platform
),
names(name, runtime_name, declared_in) AS (
    SELECT name, max(runtime_name), min(path) FROM designable GROUP BY name
)
SELECT
    n.name AS class,
    count(v.id) AS uses,
    count(DISTINCT v.file_id) AS files,
    n.declared_in AS declared_in
FROM names n
LEFT JOIN views v ON v.custom_class IN (n.name, n.runtime_name)
    AND v.id NOT IN (SELECT view_id FROM nib_owners)
    -- Uses in IB files that are part of the app (an unbuilt copy beside the built one is none).
    AND v.file_id IN (SELECT file_id FROM ib_files_in_app)
    AND (NOT EXISTS (SELECT 1 FROM platforms p WHERE p.name = n.name)
         OR (SELECT platform FROM documents WHERE file_id = v.file_id) IN (SELECT platform FROM platforms p WHERE p.name = n.name))
GROUP BY n.name
ORDER BY uses DESC, class;
