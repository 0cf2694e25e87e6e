-- sbdb schema, migration 0021: a project nested in another's folder that the app builds with (it
-- links or embeds a product of that project, as in a workspace) is part of the app, not vendored.

DROP VIEW vendored_files;

-- view vendored_files: files that are not the app's own code or interface: under a vendored folder (Pods/, Carthage/, …, files.vendored), or in a separate project, an Xcode project nested in another project's folder that the outer project does not refer to (a library's checkout, its demo, an old sample) and whose products no target of another project links or embeds (an embedded framework the app builds is the app's)
CREATE VIEW vendored_files (
    file_id,                          -- the file's row in files
    reason,                           -- folder, or project
    project                           -- for a separate project: its .xcodeproj (or .pbproj) path
) AS
WITH projects(file_id, project, dir) AS (
    -- "A/B/X.xcodeproj/project.pbxproj": project "A/B/X.xcodeproj", folder "A/B/" ('' at the root).
    SELECT id, substr(path, 1, length(path) - 16),
           rtrim(substr(path, 1, length(path) - 16), replace(substr(path, 1, length(path) - 16), '/', ''))
    FROM files WHERE kind = 'pbxproj' AND path LIKE '%/project.pbxproj'
),
separate(project, dir) AS (
    SELECT p.project, p.dir FROM projects p
    WHERE p.dir <> ''
      AND EXISTS (SELECT 1 FROM projects q WHERE length(q.dir) < length(p.dir) AND substr(p.dir, 1, length(q.dir)) = q.dir)
      AND NOT EXISTS (
          SELECT 1 FROM projects q JOIN plist_entries e ON e.file_id = q.file_id
          WHERE length(q.dir) < length(p.dir) AND substr(p.dir, 1, length(q.dir)) = q.dir
            AND e.setting = 'PBXProjectReference' AND e.value = substr(p.project, length(p.dir) + 1))
      -- A target of another project links or embeds a product of this one (Kit.framework,
      -- libKit.a, Kit.appex): the app builds with it.
      AND NOT EXISTS (
          SELECT 1 FROM targets t
          JOIN target_dependencies d ON d.kind IN ('link', 'embed')
          JOIN targets u ON u.id = d.target_id AND u.file_id <> p.file_id
          WHERE t.file_id = p.file_id
            AND (d.name IN (t.name, t.product_name, 'lib' || t.name || '.a', 'lib' || t.product_name || '.a')
                 OR substr(d.name, 1, length(t.name) + 1) = t.name || '.'
                 OR substr(d.name, 1, length(t.product_name) + 1) = t.product_name || '.'))
)
SELECT id, 'folder', NULL FROM files WHERE vendored = 1
UNION ALL
SELECT f.id, 'project', min(s.project) FROM files f JOIN separate s ON substr(f.path, 1, length(s.dir)) = s.dir
WHERE f.vendored = 0
GROUP BY f.id;
