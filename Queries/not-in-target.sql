-- summary: Storyboards, xibs and Swift and Objective-C files (headers aside) that no target of the Xcode project or SwiftPM package around them builds (no build phase, synchronized folder or package target holds them): they are not in any app, the surest dead files of all; the other reports leave them out. referenced_by counts links to an IB file from built files: each is a load that fails at run time, to fix first. vendored is 1 for a file of a vendored folder or a separate project, listed last.
-- columns: file, path, kind, referenced_by, vendored
-- key: path
-- kind: finding
SELECT
    f.name AS file,
    f.path AS path,
    f.kind AS kind,
    (SELECT count(*) FROM includes i
     WHERE i.target_file_id = f.id AND i.source_file_id NOT IN (SELECT file_id FROM unbuilt_files)) AS referenced_by,
    f.id IN (SELECT file_id FROM vendored_files) AS vendored
FROM unbuilt_files u
JOIN files f ON f.id = u.file_id
WHERE f.kind IN ('storyboard', 'xib', 'swift', 'objc')
ORDER BY vendored, referenced_by DESC, f.kind IN ('swift', 'objc'), f.path;
