-- summary: Scenes, views and bytes per storyboard, largest first: the merge-conflict hot spots that make teams split storyboards.
-- columns: storyboard, path, scenes, views, bytes
-- key: path
-- kind: inventory
SELECT
    f.name AS storyboard,
    f.path AS path,
    (SELECT count(*) FROM scenes s WHERE s.file_id = f.id) AS scenes,
    (SELECT count(*) FROM views v WHERE v.file_id = f.id) AS views,
    f.size AS bytes
FROM files f
WHERE f.kind = 'storyboard'
ORDER BY bytes DESC, path;
