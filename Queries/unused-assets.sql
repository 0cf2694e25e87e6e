-- summary: Image and colour sets of the app's asset catalogs (not vendored; in a catalog a target builds, when a project or package governs its folder) that nothing names. What counts and what is left out: docs/reports.md.
-- columns: kind, name, catalog, path, status
-- param: dynamic 0
-- key: kind, name, path
-- kind: finding
-- message: [status=test-only] The {kind} set '{name}' of {catalog} is named only by test code
-- message: Nothing names the {kind} set '{name}' of {catalog}: no IB file, code, property list or build setting
WITH
catalogs(catalog) AS MATERIALIZED (
    SELECT DISTINCT a.catalog FROM assets a JOIN files f ON f.id = a.file_id
    WHERE f.id NOT IN (SELECT file_id FROM vendored_files)
      -- In the folder of a project or package, only the catalogs a target builds are the app's.
      AND (NOT EXISTS (SELECT 1 FROM project_folders p WHERE p.folder = '' OR substr(a.catalog, 1, length(p.folder)) = p.folder)
           OR EXISTS (SELECT 1 FROM target_files t WHERE t.path = a.catalog)
           OR EXISTS (SELECT 1 FROM file_targets ft WHERE ft.file_id = a.file_id))
),
sets AS MATERIALIZED (
    SELECT n.file_id, n.catalog, n.kind, n.name AS full_name, a.name, a.identifier, a.symbol, a.folder, a.parent,
           -- Xcode's Objective-C constants: ACImageNameFlaggedHeader, ACColorNameBrand, and with a
           -- name's own capitals kept, ACImageNameRSSFolder.
           CASE n.kind WHEN 'image' THEN 'ACImageName' ELSE 'ACColorName' END
               || upper(substr(coalesce(a.symbol, a.identifier), 1, 1)) || substr(coalesce(a.symbol, a.identifier), 2) AS objc_symbol,
           CASE n.kind WHEN 'image' THEN 'ACImageName' ELSE 'ACColorName' END
               || upper(substr(a.name, 1, 1)) || substr(a.name, 2) AS objc_name
    FROM asset_names n JOIN assets a ON a.file_id = n.file_id
    LEFT JOIN assets p ON p.catalog = a.catalog AND p.folder = a.parent
    WHERE n.kind IN ('image', 'color') AND n.catalog IN (SELECT catalog FROM catalogs)
      -- A set inside a composite one (a complication set, tvOS brand assets, an image stack) is
      -- that asset's part, used with it.
      AND (p.kind IS NULL OR p.kind IN ('folder', 'catalog'))
),
ib_names(name) AS MATERIALIZED (
    SELECT name FROM resource_uses UNION SELECT name FROM resources
),
plist_names(name) AS MATERIALIZED (
    SELECT value FROM plist_entries
    WHERE setting GLOB '*IconFile' OR setting GLOB '*IconFiles' OR setting GLOB '*IconName' OR setting GLOB '*ImageName'
       OR setting GLOB '*ColorName' OR setting GLOB '*IconSymbolName'
),
setting_values(value) AS MATERIALIZED (
    SELECT ' ' || value || ' ' FROM build_settings WHERE key GLOB 'ASSETCATALOG_COMPILER_*'
    UNION SELECT ' ' || value || ' ' FROM plist_entries WHERE setting GLOB 'ASSETCATALOG_COMPILER_*'
),
-- Source files and property lists outside tests: code in a test folder (…Tests, …Specs, Test) or built only by test targets names an asset for its tests alone.
app_sources(id) AS MATERIALIZED (
    SELECT id FROM files WHERE kind IN ('swift', 'objc', 'plist', 'property-list', 'json')
      AND NOT ('/' || path GLOB '*Tests/*' OR '/' || path GLOB '*Specs/*' OR '/' || path GLOB '*/Test/*')
      AND id NOT IN (SELECT file_id FROM test_files)
),
-- Names code builds at run time: the fixed text before an interpolation or format specifier
-- ("icon_\(size)", @"icon_%d"), and literals that end where more would follow ("icon_").
patterns(prefix) AS MATERIALIZED (
    SELECT DISTINCT substr(value, 1, length(value) - 1) FROM code_strings WHERE value GLOB '?*[*]'
    UNION
    SELECT DISTINCT value FROM code_strings WHERE value GLOB '*[_-]' AND length(value) >= 3
),
-- Each set's name cut before each _, - and run of digits: gloss_button_blue gives gloss and
-- gloss_button, which code may complete ("gloss_button" + "_blue").
cuts(file_id, name, position) AS (
    SELECT file_id, full_name, 2 FROM sets
    UNION ALL
    SELECT file_id, name, position + 1 FROM cuts WHERE position < length(name)
),
stems(file_id, stem) AS MATERIALIZED (
    SELECT file_id, substr(name, 1, position - 1) FROM cuts
    WHERE position > 3 AND (substr(name, position, 1) IN ('_', '-', '/')
        OR (substr(name, position, 1) GLOB '[0-9]' AND substr(name, position - 1, 1) NOT GLOB '[0-9]'))
),
-- Every leading part of each set's names (icon, ico, ic, i for icon_home), so that a set whose
-- name begins with a pattern code builds is found by equality, not by comparing each set with
-- every pattern.
heads(file_id, full_name, text, length) AS (
    SELECT file_id, full_name, text, 1 FROM (SELECT file_id, full_name, full_name AS text FROM sets
                                             UNION SELECT file_id, full_name, name FROM sets)
    UNION ALL
    SELECT file_id, full_name, text, length + 1 FROM heads WHERE length < length(text)
),
patterned(file_id, full_name) AS MATERIALIZED (
    SELECT DISTINCT h.file_id, h.full_name FROM heads h JOIN patterns p ON p.prefix = substr(h.text, 1, h.length)
),
-- Loads of images or colours by names code computes (UIImage(named: entityName)).
dynamic_loads(kind) AS MATERIALIZED (
    SELECT DISTINCT kind FROM code_references
    WHERE kind IN ('image', 'color') AND resolved_value IS NULL AND file_id IN (SELECT id FROM app_sources)
),
named AS MATERIALIZED (
    SELECT s.*,
        EXISTS (SELECT 1 FROM ib_names i WHERE i.name IN (s.full_name, s.name))
        OR EXISTS (SELECT 1 FROM code_strings c WHERE c.value IN (s.full_name, s.name,
               s.name || '.png', s.name || '.jpg', s.name || '.pdf', s.full_name || '.png')
               AND c.file_id IN (SELECT id FROM app_sources))
        OR EXISTS (SELECT 1 FROM plist_names p WHERE p.name IN (s.full_name, s.name))
        OR EXISTS (SELECT 1 FROM setting_values v WHERE instr(v.value, ' ' || s.name || ' ') > 0)
        -- By name first (the unary + keeps SQLite from walking every source file per set).
        OR EXISTS (SELECT 1 FROM code_mentions m WHERE m.name IN (s.identifier, s.symbol, s.objc_symbol, s.objc_name)
                   AND +m.file_id IN (SELECT id FROM app_sources)) AS in_app,
        EXISTS (SELECT 1 FROM code_strings c WHERE c.value IN (s.full_name, s.name))
        OR EXISTS (SELECT 1 FROM code_mentions m WHERE m.name IN (s.identifier, s.symbol, s.objc_symbol, s.objc_name)) AS in_code,
        EXISTS (SELECT 1 FROM patterned x WHERE x.file_id = s.file_id AND x.full_name = s.full_name)
        OR EXISTS (SELECT 1 FROM stems t JOIN code_strings c ON c.value = t.stem
                   WHERE t.file_id = s.file_id AND c.file_id IN (SELECT id FROM app_sources)) AS is_dynamic
    FROM sets s
),
-- A folder of three sets or more most of which nothing names, in an app whose code loads that
-- kind by computed names: a collection code loads that way (tracker logos, country flags).
collections(catalog, parent, kind) AS MATERIALIZED (
    SELECT catalog, parent, kind FROM named
    WHERE kind IN (SELECT kind FROM dynamic_loads)
    GROUP BY catalog, parent, kind
    HAVING count(*) >= 3 AND 2 * sum(NOT in_app) > count(*)
       -- Names made of letters alone (amobee, US), as data gives them; not Arrow-Left-24, which
       -- a designer gives, code writes out, and which are dead when nothing names them.
       AND 5 * sum(NOT in_app AND name NOT GLOB '*[^A-Za-z]*') >= 4 * sum(NOT in_app)
),
findings AS (
    SELECT n.*, n.is_dynamic OR EXISTS (
        SELECT 1 FROM collections c WHERE c.catalog = n.catalog AND c.parent IS n.parent AND c.kind = n.kind) AS maybe_computed
    FROM named n WHERE NOT n.in_app
)
SELECT n.kind, n.full_name AS name, n.catalog, n.catalog || '/' || n.folder AS path,
       CASE WHEN n.maybe_computed THEN 'dynamic' WHEN n.in_code THEN 'test-only' ELSE 'unreferenced' END AS status
FROM findings n
WHERE NOT n.maybe_computed OR :dynamic
ORDER BY n.maybe_computed, n.in_code, n.catalog, n.kind, n.full_name;
