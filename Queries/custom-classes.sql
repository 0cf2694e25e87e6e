-- summary: Every customClass that IB files use (objects, File's Owners and segues), with its number of uses and of files, most used first; IB's stock First Responder and Application placeholders are left out.
-- columns: class, uses, files, elements
WITH uses AS (
    SELECT custom_class AS class, file_id, element FROM views
    WHERE custom_class IS NOT NULL AND custom_class <> ''
      AND coalesce(placeholder_identifier, '') <> 'IBFirstResponder'
      AND coalesce(scene_member, '') <> 'firstResponder'
      AND NOT (element = 'customObject' AND ib_id IN ('-1', '-3'))
    UNION ALL
    SELECT custom_class, file_id, 'segue' FROM segues WHERE custom_class IS NOT NULL AND custom_class <> ''
),
-- The elements of each class in one pass (a correlated subquery per class scanned every use).
elements AS (
    SELECT class, group_concat(element, ', ') AS elements
    FROM (SELECT DISTINCT class, element FROM uses ORDER BY class, element)
    GROUP BY class
)
SELECT
    u.class AS class,
    count(*) AS uses,
    count(DISTINCT u.file_id) AS files,
    max(k.elements) AS elements
FROM uses u
JOIN elements k ON k.class = u.class
GROUP BY u.class
ORDER BY uses DESC, class;
