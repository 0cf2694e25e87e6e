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
)
-- One pass over the uses in class order. Element names never hold a comma, so the list of
-- distinct elements is spelled with ', ' by replacing group_concat's separator.
SELECT
    class,
    count(*) AS uses,
    count(DISTINCT file_id) AS files,
    replace(group_concat(DISTINCT element), ',', ', ') AS elements
FROM (SELECT class, element, file_id FROM uses ORDER BY class, element)
GROUP BY class
ORDER BY uses DESC, class;
