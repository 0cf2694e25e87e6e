-- summary: Storyboards that nothing reaches: no link of any mechanism, no code reference or convention, not an entry point.
-- columns: storyboard, path
SELECT
    f.name AS storyboard,
    f.path AS path
FROM include_depths d
JOIN files f ON f.id = d.file_id
WHERE f.kind = 'storyboard'
  AND NOT EXISTS (SELECT 1 FROM includes i WHERE i.target_file_id = f.id)
ORDER BY f.path;
