-- summary: customClass values in IB files that no Swift or Objective-C code in the repository declares (by name or @objc runtime name), with their uses; framework classes, classes of a customModule the repository does not hold (a package or pod not checked in) and vendored IB files are left out.
-- columns: class, uses, files, first_path
SELECT
    v.custom_class AS class,
    count(*) AS uses,
    count(DISTINCT v.file_id) AS files,
    min(f.path) AS first_path
FROM views v
JOIN files f ON f.id = v.file_id
WHERE v.custom_class IS NOT NULL AND f.id NOT IN (SELECT file_id FROM vendored_files)
  AND v.custom_class NOT IN (SELECT name FROM classes)
  AND v.custom_class NOT IN (SELECT runtime_name FROM classes WHERE runtime_name IS NOT NULL)
  AND v.custom_class NOT IN (SELECT name FROM framework_classes)
  -- An explicit module that is not the app's own (customModuleProvider="target") and names no
  -- SwiftPM target or folder of the repository is a dependency that is not checked in.
  AND NOT (v.custom_module IS NOT NULL AND coalesce(v.custom_module_provider, '') <> 'target'
           AND v.custom_module NOT IN (SELECT module FROM classes WHERE module IS NOT NULL)
           AND NOT EXISTS (SELECT 1 FROM files m
                           WHERE m.path GLOB v.custom_module || '/*' OR m.path GLOB '*/' || v.custom_module || '/*'))
  AND v.custom_class NOT GLOB 'UI[A-Z]*' AND v.custom_class NOT GLOB 'NS[A-Z]*'
  AND v.custom_class NOT GLOB 'WK[A-Z]*' AND v.custom_class NOT GLOB 'MK[A-Z]*'
  AND v.custom_class NOT GLOB 'AV[A-Z]*' AND v.custom_class NOT GLOB 'SK[A-Z]*'
  AND v.custom_class NOT GLOB 'GLK[A-Z]*' AND v.custom_class NOT GLOB 'SCN[A-Z]*'
  AND v.custom_class NOT GLOB 'PDF[A-Z]*' AND v.custom_class NOT GLOB 'WebView*'
  AND v.custom_class NOT IN ('FirstResponder')
GROUP BY v.custom_class
ORDER BY uses DESC, class;
