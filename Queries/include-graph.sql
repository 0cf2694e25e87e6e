-- summary: Every link that reaches a file, as graph edges: source file, mechanism, target file and scene, for people who want the raw include graph.
-- columns: source, source_path, line, mechanism, target, target_path, identifier
-- key: source_path, mechanism, target, target_path, identifier
-- kind: inventory
SELECT
    f.name AS source,
    f.path AS source_path,
    i.line AS line,
    i.mechanism AS mechanism,
    t.name AS target,
    t.path AS target_path,
    i.target_identifier AS identifier
FROM includes i
JOIN files f ON f.id = i.source_file_id
JOIN files t ON t.id = i.target_file_id
ORDER BY source_path, line, mechanism, target_path;
