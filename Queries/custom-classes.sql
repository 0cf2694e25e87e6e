-- summary: Every customClass that IB files use (objects, File's Owners and segues), with its number of uses and of files, most used first; IB's stock First Responder and Application placeholders are left out.
-- columns: class, uses, files, elements
-- key: class
-- kind: inventory
WITH segue_uses AS MATERIALIZED (
    SELECT custom_class AS class, file_id, 'segue' AS element FROM segues WHERE custom_class IS NOT NULL AND custom_class <> ''
),
-- The filter is the WHERE of views_custom_class_uses (migration 0007), which holds these uses in
-- class and element order; INDEXED BY keeps SQLite on it rather than on the smaller
-- views_custom_class (migration 0008), which would need the table for every row.
uses AS NOT MATERIALIZED (
    SELECT custom_class AS class, file_id, element FROM views INDEXED BY views_custom_class_uses
    WHERE custom_class IS NOT NULL AND custom_class <> ''
      AND coalesce(placeholder_identifier, '') <> 'IBFirstResponder'
      AND coalesce(scene_member, '') <> 'firstResponder'
      AND NOT (element = 'customObject' AND ib_id IN ('-1', '-3'))
)
-- Classes no segue uses: one pass over the index, grouped as it reads. A class used once has one
-- file and one element (that row's, as a bare column); only the others count distinct files and
-- list distinct elements, from their own range of the index. Element names never hold a comma,
-- so the list is spelled with ', ' by replacing group_concat's separator.
SELECT
    class,
    count(*) AS uses,
    CASE count(*) WHEN 1 THEN 1 ELSE (SELECT count(DISTINCT file_id) FROM uses u WHERE u.class = g.class) END AS files,
    CASE count(*) WHEN 1 THEN replace(element, ',', ', ')
         ELSE (SELECT replace(group_concat(element), ',', ', ')
               FROM (SELECT DISTINCT element FROM uses u WHERE u.class = g.class ORDER BY element)) END AS elements
FROM uses g
GROUP BY class
HAVING class NOT IN (SELECT class FROM segue_uses)
UNION ALL
-- Classes of segues (few): their uses in objects and in segues together, in class order.
SELECT class, count(*), count(DISTINCT file_id), replace(group_concat(DISTINCT element), ',', ', ')
FROM (SELECT class, element, file_id FROM (
          SELECT class, file_id, element FROM uses WHERE class IN (SELECT class FROM segue_uses)
          UNION ALL
          SELECT class, file_id, element FROM segue_uses)
      ORDER BY class, element)
GROUP BY class
ORDER BY uses DESC, class;
