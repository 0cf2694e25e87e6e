-- summary: Images, colours and fonts that IB files of the app (not vendored, built by a target) name but that nothing provides: no asset catalog set of that name (namespaces included), no image file the repository or a target's build phases hold (Name.png, Name@2x.png, Name.pdf, …), no font file declaring that PostScript name. What counts and what is left out: docs/reports.md.
-- columns: kind, name, problem, path, line, object, undecided
-- key: kind, name, problem, path, object
-- kind: finding
-- severity: error
-- message: [problem=not-registered] The font '{name}' is in the repository, but no Info.plist registers it (UIAppFonts or ATSApplicationFontsPath)
-- message: The {kind} '{name}' is named here ({object}), but no asset catalog, file or font provides it
WITH
-- The IB files of the app, with the platform whose system names apply.
ib(id, path, platform) AS MATERIALIZED (
    SELECT f.id, f.path, CASE d.platform WHEN 'macos' THEN 'macos' ELSE 'ios' END
    FROM files f JOIN documents d ON d.file_id = f.id
    WHERE f.id IN (SELECT file_id FROM ib_files_in_app)
),
-- What the app's own files call each image: the file name without folders, extension, @2x and
-- ~ipad, from the files the walk found and the paths of targets' build phases (which name
-- images a checkout may not hold).
-- The targets that build each IB file, and the bundles its code runs in (a framework's or
-- plug-in's nib finds the app's images too, on macOS): a name resolves in their bundles.
ib_targets(file_id, target_id) AS MATERIALIZED (
    SELECT file_id, target_id FROM file_targets WHERE file_id IN (SELECT id FROM ib)
    UNION
    SELECT f.file_id, r.bundle_target_id FROM file_targets f JOIN target_runs r ON r.target_id = f.target_id
    WHERE f.file_id IN (SELECT id FROM ib)
    UNION
    -- AppKit looks a nib's images up in the main bundle too: any application's.
    SELECT ib.id, t.id FROM ib JOIN targets t ON t.product_type = 'com.apple.product-type.application'
    WHERE ib.platform = 'macos' AND ib.id IN (SELECT file_id FROM file_targets)
),
image_paths(path, target_id) AS (
    SELECT f.path, t.target_id FROM files f LEFT JOIN file_targets t ON t.file_id = f.id WHERE f.kind = 'image'
    UNION
    SELECT path, target_id FROM target_files WHERE is_folder = 0 AND (lower(path) GLOB '*.png' OR lower(path) GLOB '*.pdf'
        OR lower(path) GLOB '*.jpg' OR lower(path) GLOB '*.jpeg' OR lower(path) GLOB '*.gif' OR lower(path) GLOB '*.tif'
        OR lower(path) GLOB '*.tiff' OR lower(path) GLOB '*.icns' OR lower(path) GLOB '*.heic' OR lower(path) GLOB '*.bmp')
),
image_files(file_name, target_id) AS (
    SELECT substr(path, length(rtrim(path, replace(path, '/', ''))) + 1), target_id FROM image_paths
),
image_names(name, target_id) AS MATERIALIZED (
    SELECT file_name, target_id FROM image_files
    UNION
    SELECT replace(replace(replace(replace(replace(
        substr(file_name, 1, length(rtrim(file_name, replace(file_name, '.', ''))) - 1),
        '@2x', ''), '@3x', ''), '@1x', ''), '~ipad', ''), '~iphone', ''), target_id
    FROM image_files WHERE file_name GLOB '*.*'
),
-- Each set with the targets whose bundles hold its catalog (NULL: no target holds it).
assets(kind, name, target_id) AS MATERIALIZED (
    SELECT DISTINCT n.kind, n.name, c.target_id FROM asset_names n LEFT JOIN asset_catalogs c ON c.catalog = n.catalog
),
-- Fonts the repository's font files declare, and whether an Info.plist registers the file.
font_files(postscript_name, registered) AS MATERIALIZED (
    SELECT t.postscript_name, max(
        EXISTS (SELECT 1 FROM plist_entries e WHERE e.setting = 'ATSApplicationFontsPath')
        OR EXISTS (SELECT 1 FROM plist_entries e WHERE e.setting = 'UIAppFonts'
                   AND (e.value = f.path OR f.path GLOB '*/' || e.value
                        OR substr(e.value, length(rtrim(e.value, replace(e.value, '/', ''))) + 1)
                           = substr(f.path, length(f.folder) + 1))))
    FROM fonts t JOIN files f ON f.id = t.file_id
    WHERE t.postscript_name IS NOT NULL
    GROUP BY t.postscript_name
),
-- IB files built by a target that links a package product no package of the repository
-- declares: a name they use may be that package's (DuckDuckGo's DesignResourcesKit colours).
package_users(file_id) AS MATERIALIZED (
    SELECT DISTINCT ft.file_id FROM file_targets ft
    JOIN target_dependencies d ON d.target_id = ft.target_id AND d.kind = 'package-product'
    WHERE d.name NOT IN (SELECT name FROM targets)
),
uses AS (
    SELECT u.*, ib.path, ib.platform, u.file_id IN (SELECT file_id FROM ib_targets) AS has_targets,
           -- `image="close.png"` loads the set or file named close too.
           CASE WHEN lower(u.name) GLOB '*.png' OR lower(u.name) GLOB '*.jpg' OR lower(u.name) GLOB '*.pdf'
                     OR lower(u.name) GLOB '*.tiff' OR lower(u.name) GLOB '*.jpeg' OR lower(u.name) GLOB '*.gif'
                     OR lower(u.name) GLOB '*.icns' OR lower(u.name) GLOB '*.tif'
                THEN substr(u.name, 1, length(rtrim(u.name, replace(u.name, '.', ''))) - 1) ELSE u.name END AS stem
    FROM resource_uses u JOIN ib ON ib.id = u.file_id
    WHERE u.system = 0 AND u.kind IN ('image', 'color', 'font')
      AND u.file_id NOT IN (SELECT file_id FROM package_users)
      AND NOT EXISTS (SELECT 1 FROM resources r WHERE r.file_id = u.file_id AND r.name = u.name AND r.embedded = 1)
      -- An image the file's <resources> declares with catalog="system" is an SF Symbol wherever
      -- the file names it (a button state's image="gearshape" included): the system provides it.
      AND NOT EXISTS (SELECT 1 FROM resources r WHERE r.file_id = u.file_id AND r.name = u.name AND r.catalog = 'system')
),
findings AS (
    SELECT u.kind, u.name,
           CASE WHEN EXISTS (SELECT 1 FROM assets a WHERE a.name IN (u.name, u.stem) AND a.kind NOT IN ('color', 'data'))
                  OR EXISTS (SELECT 1 FROM image_names i WHERE i.name IN (u.name, u.stem))
                THEN 'not-in-bundle' ELSE 'not-found' END AS problem,
           u.path, u.line, u.view_id
    FROM uses u
    WHERE u.kind = 'image'
      AND NOT EXISTS (SELECT 1 FROM assets a WHERE a.name IN (u.name, u.stem) AND a.kind NOT IN ('color', 'data')
                      AND (a.target_id IS NULL OR NOT u.has_targets
                           OR a.target_id IN (SELECT target_id FROM ib_targets t WHERE t.file_id = u.file_id)))
      AND NOT EXISTS (SELECT 1 FROM image_names i WHERE i.name IN (u.name, u.stem)
                      AND (i.target_id IS NULL OR NOT u.has_targets
                           OR i.target_id IN (SELECT target_id FROM ib_targets t WHERE t.file_id = u.file_id)))
      AND NOT EXISTS (SELECT 1 FROM system_resources s WHERE s.kind = 'image' AND s.name = u.name)
      -- AppKit's named images (NSImageName): every NS… name is the system's.
      AND NOT (u.platform = 'macos' AND u.name GLOB 'NS[A-Z]*')
    UNION ALL
    SELECT u.kind, u.name,
           CASE WHEN EXISTS (SELECT 1 FROM assets a WHERE a.name = u.name AND a.kind = 'color') THEN 'not-in-bundle' ELSE 'not-found' END,
           u.path, u.line, u.view_id
    FROM uses u
    WHERE u.kind = 'color'
      AND NOT EXISTS (SELECT 1 FROM assets a WHERE a.name = u.name AND a.kind = 'color'
                      AND (a.target_id IS NULL OR NOT u.has_targets
                           OR a.target_id IN (SELECT target_id FROM ib_targets t WHERE t.file_id = u.file_id)))
      AND NOT EXISTS (SELECT 1 FROM system_resources s WHERE s.kind = 'color' AND s.name = u.name)
    UNION ALL
    SELECT u.kind, u.name,
           CASE WHEN EXISTS (SELECT 1 FROM font_files ff WHERE ff.postscript_name = u.name) THEN 'not-registered' ELSE 'not-found' END,
           u.path, u.line, u.view_id
    FROM uses u
    WHERE u.kind = 'font'
      AND NOT EXISTS (SELECT 1 FROM font_files ff WHERE ff.postscript_name = u.name AND ff.registered)
      AND u.name NOT GLOB '.*'
      AND NOT EXISTS (SELECT 1 FROM system_resources s WHERE s.platform = u.platform
                      AND ((s.kind = 'font' AND s.name = u.name) OR (s.kind = 'font-family' AND s.name = u.family)))
      -- A face the list does not name, of a system family: HelveticaNeue-Thin.
      AND NOT (u.family IS NULL AND EXISTS (
          SELECT 1 FROM system_resources s WHERE s.platform = u.platform AND s.kind = 'font-family'
            AND u.name GLOB replace(s.name, ' ', '') || '-*'))
)
SELECT g.kind, g.name, g.problem, g.path, g.line,
       coalesce(v.custom_class, v.element) || coalesce(' ' || v.ib_id, '') AS object,
       -- A font nothing in the repository declares, while an Info.plist registers font files the
       -- repository does not hold (unheld_app_fonts): one of those may be it.
       CASE WHEN g.kind = 'font' AND g.problem = 'not-found' AND EXISTS (SELECT 1 FROM unheld_app_fonts)
            THEN 'an Info.plist registers font files the repository does not hold ('
                 || (SELECT group_concat(value, ', ') FROM (SELECT DISTINCT value FROM unheld_app_fonts ORDER BY value LIMIT 3))
                 || CASE WHEN (SELECT count(DISTINCT value) FROM unheld_app_fonts) > 3 THEN ', …' ELSE '' END
                 || '): a dependency or build step provides them, and this font may be one of theirs'
       END AS undecided
FROM findings g LEFT JOIN views v ON v.id = g.view_id
ORDER BY g.problem, g.kind, g.name, g.path, g.line;
