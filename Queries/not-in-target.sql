-- summary: Storyboards, xibs and Swift and Objective-C files (headers aside) that no target of the Xcode project or SwiftPM package around them builds (no build phase, synchronized folder or package target holds them): they are not in any app, the surest dead files of all; the other reports leave them out. referenced_by counts links to an IB file from built files. What counts and what is left out: docs/reports.md.
-- columns: file, path, kind, referenced_by, vendored, undecided
-- key: path
-- kind: finding
-- message: No target builds {path}: it is in no app, and can be deleted or added to a target
SELECT
    f.name AS file,
    f.path AS path,
    f.kind AS kind,
    (SELECT count(*) FROM includes i
     WHERE i.target_file_id = f.id AND i.source_file_id NOT IN (SELECT file_id FROM unbuilt_files)) AS referenced_by,
    f.id IN (SELECT file_id FROM vendored_files) AS vendored,
    -- What sbdb cannot decide: a project it could not read holds the file's folder
    -- (unread_project_folders), or a tool runs the file by its name (Danger's Dangerfile.swift, a
    -- playground's pages).
    CASE WHEN EXISTS (SELECT 1 FROM unread_project_folders p WHERE p.folder = '' OR substr(f.path, 1, length(p.folder)) = p.folder)
         THEN 'the project ' || (SELECT pf.path FROM unread_project_folders p JOIN files pf ON pf.id = p.file_id
                                 WHERE p.folder = '' OR substr(f.path, 1, length(p.folder)) = p.folder
                                 ORDER BY length(p.folder) DESC LIMIT 1)
              || ' holds this folder and sbdb could read no target from it: it may build the file'
         WHEN f.name = 'Dangerfile' AND f.kind = 'swift'
         THEN 'Danger runs Dangerfile.swift by its name; no target is meant to build it'
         -- A playground's pages and sources: Xcode runs them in the playground, never in a target.
         WHEN f.kind = 'swift' AND f.path GLOB '*.playground/*'
         THEN 'a playground''s code (' || substr(f.path, 1, instr(f.path, '.playground/') + 10)
              || '): Xcode runs it in the playground; no target is meant to build it'
         -- A run-script build phase names the file (swift Scripts/gen.swift): the build runs it.
         WHEN EXISTS (SELECT 1 FROM plist_entries e WHERE e.setting = 'PBXShellScriptFile'
                      AND ('/' || f.path = '/' || e.value OR substr('/' || f.path, -length(e.value) - 1) = '/' || e.value))
         THEN 'a run-script build phase of ' || (SELECT pf.path FROM plist_entries e JOIN files pf ON pf.id = e.file_id
                                                  WHERE e.setting = 'PBXShellScriptFile'
                                                    AND substr('/' || f.path, -length(e.value) - 1) = '/' || e.value LIMIT 1)
              || ' runs it: a tool, not a target''s code'
    END AS undecided
FROM unbuilt_files u
JOIN files f ON f.id = u.file_id
WHERE f.kind IN ('storyboard', 'xib', 'swift', 'objc')
ORDER BY vendored, referenced_by DESC, f.kind IN ('swift', 'objc'), f.path;
