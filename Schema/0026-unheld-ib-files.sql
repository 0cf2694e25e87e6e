-- sbdb schema, migration 0026: IB files the app opens that the repository does not hold.

-- view unheld_ib_bundles: each bundle whose storyboards or nibs the app's own files open (a storyboard reference or a load naming the bundle's identifier) while no Info.plist or project of the repository gives that identifier: its IB files are not checked in (a dependency built elsewhere), so what they connect cannot be known. Such a file may set any class of the app as a scene's or object's class: a class that no IB file of the repository uses may be connected there
CREATE VIEW unheld_ib_bundles (
    bundle,                           -- the bundle identifier the link names
    source_path,                      -- the first file (by path) that links into it
    line                              -- that link's first line
) AS
SELECT bundle, path, line
FROM (
    SELECT i.target_bundle AS bundle, f.path AS path, i.line AS line,
           row_number() OVER (PARTITION BY i.target_bundle ORDER BY f.path, i.line) AS n
    FROM includes i JOIN files f ON f.id = i.source_file_id
    WHERE i.problem = 'external-bundle' AND i.target_bundle IS NOT NULL
      AND i.source_file_id NOT IN (SELECT file_id FROM vendored_files)
      AND i.target_bundle NOT IN (
          SELECT value FROM plist_entries
          WHERE setting IN ('CFBundleIdentifier', 'PRODUCT_BUNDLE_IDENTIFIER') AND value IS NOT NULL))
WHERE n = 1;
