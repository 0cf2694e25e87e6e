-- summary: customClass values in IB files that no Swift or Objective-C code in the repository declares, with their uses; well-known framework classes and vendored IB files are left out.
-- columns: class, uses, files, first_path
SELECT
    v.custom_class AS class,
    count(*) AS uses,
    count(DISTINCT v.file_id) AS files,
    min(f.path) AS first_path
FROM views v
JOIN files f ON f.id = v.file_id
WHERE v.custom_class IS NOT NULL AND f.vendored = 0
  AND v.custom_class NOT IN (SELECT name FROM classes)
  AND v.custom_class NOT GLOB 'UI[A-Z]*' AND v.custom_class NOT GLOB 'NS[A-Z]*'
  AND v.custom_class NOT GLOB 'WK[A-Z]*' AND v.custom_class NOT GLOB 'MK[A-Z]*'
  AND v.custom_class NOT GLOB 'AV[A-Z]*' AND v.custom_class NOT GLOB 'SK[A-Z]*'
  AND v.custom_class NOT GLOB 'GLK[A-Z]*' AND v.custom_class NOT GLOB 'SCN[A-Z]*'
  AND v.custom_class NOT GLOB 'PDF[A-Z]*' AND v.custom_class NOT GLOB 'WebView*'
  AND v.custom_class NOT IN ('FirstResponder')
GROUP BY v.custom_class
ORDER BY uses DESC, class;
