-- sbdb schema, migration 0020: implementation files that other code includes, which are built
-- as part of the file that includes them.

-- table code_includes: files an Objective-C or C file includes by a quoted path that is not a header (#import "Helpers/Base64.m", #include "tables.c"): compiled as part of the including file
CREATE TABLE code_includes (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the including source file
    path TEXT NOT NULL,               -- the path as written between the quotes
    line INTEGER NOT NULL             -- line of the directive
);
CREATE INDEX code_includes_file ON code_includes(file_id);

DROP VIEW unbuilt_files;

-- view unbuilt_files: storyboards, xibs, Info.plists and Swift and Objective-C files that no target of the project or package whose folder holds them builds (headers aside); a file that a built file includes by a quoted path (#import "Base64.m") is built with it
CREATE VIEW unbuilt_files (
    file_id                           -- the file's row in files
) AS
-- Each part is computed once: the folders projects govern and the modules code imports are few,
-- the files many.
WITH folders(folder) AS MATERIALIZED (SELECT DISTINCT folder FROM project_folders),
outside(module) AS MATERIALIZED (
    SELECT DISTINCT module FROM code_imports
    WHERE module NOT IN (SELECT module_name FROM targets WHERE module_name IS NOT NULL)
),
-- What built files include: a path, matched against the end of a file's path.
included(path) AS MATERIALIZED (
    SELECT DISTINCT ltrim(replace(ci.path, '../', ''), './') FROM code_includes ci
    WHERE EXISTS (SELECT 1 FROM file_targets m WHERE m.file_id = ci.file_id)
)
SELECT f.id FROM files f
WHERE EXISTS (SELECT 1 FROM targets)
  AND f.kind IN ('storyboard', 'xib', 'plist', 'swift', 'objc') AND NOT (f.kind = 'objc' AND f.extension = 'h')
  AND f.status <> 'script'
  AND NOT (f.kind = 'swift' AND (f.name = 'Package' OR f.name GLOB 'Package@swift-*'))
  AND NOT EXISTS (SELECT 1 FROM file_targets m WHERE m.file_id = f.id)
  AND NOT EXISTS (SELECT 1 FROM targets t WHERE t.info_plist = f.path)
  AND EXISTS (SELECT 1 FROM folders p WHERE p.folder = '' OR substr(f.path, 1, length(p.folder)) = p.folder)
  AND NOT EXISTS (SELECT 1 FROM outside i WHERE instr('/' || f.path, '/' || i.module || '/') > 0)
  AND NOT (f.kind = 'objc' AND EXISTS (SELECT 1 FROM included i
                                       WHERE substr('/' || f.path, -length(i.path) - 1) = '/' || i.path))
UNION ALL
-- No project of the repository has targets sbdb can read (a damaged or pre-Xcode 3 project): a
-- storyboard or xib that no project refers to by name, outside a SwiftPM layout, as before.
SELECT f.id FROM files f
WHERE NOT EXISTS (SELECT 1 FROM targets)
  AND f.kind IN ('storyboard', 'xib')
  AND EXISTS (SELECT 1 FROM files p WHERE p.kind = 'pbxproj')
  AND f.path NOT GLOB 'Sources/*' AND f.path NOT GLOB '*/Sources/*'
  AND NOT EXISTS (SELECT 1 FROM plist_entries e
                  WHERE e.setting = 'PBXFileReference'
                    AND e.value = substr(f.path, length(rtrim(f.path, replace(f.path, '/', ''))) + 1))
  AND NOT EXISTS (SELECT 1 FROM plist_entries e
                  WHERE e.setting = 'PBXFileSystemSynchronizedRootGroup'
                    AND (f.path GLOB e.value || '/*' OR f.path GLOB '*/' || e.value || '/*'));
