-- summary: customClass values in IB files that no Swift or Objective-C code in the repository declares (by name or @objc runtime name), with their uses; framework classes, classes of a customModule the repository does not hold (a package or pod not checked in) and vendored IB files are left out.
-- columns: class, uses, files, first_path
WITH undeclared(custom_class, custom_module, provider, file_id) AS MATERIALIZED (
    SELECT v.custom_class, v.custom_module, v.custom_module_provider, v.file_id
    FROM views v
    WHERE v.custom_class IS NOT NULL
      AND v.custom_class NOT IN (SELECT name FROM classes)
      AND v.custom_class NOT IN (SELECT runtime_name FROM classes WHERE runtime_name IS NOT NULL)
      AND v.custom_class NOT IN (SELECT name FROM framework_classes)
      AND v.custom_class NOT GLOB 'UI[A-Z]*' AND v.custom_class NOT GLOB 'NS[A-Z]*'
      AND v.custom_class NOT GLOB 'WK[A-Z]*' AND v.custom_class NOT GLOB 'MK[A-Z]*'
      AND v.custom_class NOT GLOB 'AV[A-Z]*' AND v.custom_class NOT GLOB 'SK[A-Z]*'
      AND v.custom_class NOT GLOB 'GLK[A-Z]*' AND v.custom_class NOT GLOB 'SCN[A-Z]*'
      AND v.custom_class NOT GLOB 'PDF[A-Z]*' AND v.custom_class NOT GLOB 'WebView*'
      AND v.custom_class NOT IN ('FirstResponder')
),
-- An explicit module that is not the app's own (customModuleProvider="target") and names no
-- SwiftPM target or folder of the repository is a dependency that is not checked in. Each
-- module is looked for once.
external_modules(module) AS MATERIALIZED (
    SELECT module FROM (
        SELECT DISTINCT custom_module AS module FROM undeclared
        WHERE custom_module IS NOT NULL AND coalesce(provider, '') <> 'target'
          AND custom_module NOT IN (SELECT module FROM classes WHERE module IS NOT NULL))
    WHERE NOT EXISTS (SELECT 1 FROM files m WHERE m.path GLOB module || '/*' OR m.path GLOB '*/' || module || '/*')
)
SELECT
    u.custom_class AS class,
    count(*) AS uses,
    count(DISTINCT u.file_id) AS files,
    min(f.path) AS first_path
FROM undeclared u
JOIN files f ON f.id = u.file_id
WHERE f.id NOT IN (SELECT file_id FROM vendored_files)
  AND NOT (u.custom_module IS NOT NULL AND coalesce(u.provider, '') <> 'target'
           AND u.custom_module IN (SELECT module FROM external_modules))
GROUP BY u.custom_class
ORDER BY uses DESC, class;
