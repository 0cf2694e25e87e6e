-- summary: Every piece of evidence that one storyboard or nib is used: each link into it, with the file and line it comes from and how it was found (sbdb explain NAME runs this).
-- columns: target, target_path, source, source_path, line, mechanism, detail, problem
-- key: target_path, source_path, mechanism, detail
-- kind: inventory
-- param: name
SELECT
    coalesce(t.name, i.target_name) AS target,
    t.path AS target_path,
    f.name AS source,
    f.path AS source_path,
    i.line AS line,
    i.mechanism AS mechanism,
    i.detail AS detail,
    i.problem AS problem
FROM includes i
JOIN files f ON f.id = i.source_file_id
LEFT JOIN files t ON t.id = i.target_file_id
WHERE t.name = :name OR i.target_name = :name
ORDER BY target_path, source_path, line, mechanism;
