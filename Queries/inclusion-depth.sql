-- summary: Every storyboard and nib with how deep links nest it: depth (fewest links from an entry point, which are 0), max_depth (longest chain, each cycle counted once), whether it sits on a cycle, and the chain that gives depth; files no entry point reaches come last with depth NULL.
-- columns: name, path, kind, depth, max_depth, in_cycle, chain
-- key: path
-- kind: inventory
SELECT
    f.name AS name,
    f.path AS path,
    CASE f.kind WHEN 'xib' THEN 'nib' ELSE f.kind END AS kind,
    d.depth AS depth,
    d.max_depth AS max_depth,
    d.in_cycle AS in_cycle,
    d.chain AS chain
-- CROSS JOIN keeps this order: the few depth rows first, each file found by its id.
FROM include_depths d
CROSS JOIN files f ON f.id = d.file_id
ORDER BY d.depth IS NULL, d.depth, f.name, f.path;
