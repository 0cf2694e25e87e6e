-- summary: customClass values in IB files that no Swift or Objective-C code the app builds declares (by name or @objc runtime name; a class declared only in a file no target builds does not exist at run time), with their uses: typos and deleted classes, which crash or silently fall back at runtime. What counts and what is left out: docs/reports.md.
-- columns: class, uses, files, first_path, undecided
-- key: class
-- kind: finding
-- message: IB files use the class '{class}' ({uses} times in {files} files), but no code the app builds declares it
WITH RECURSIVE undeclared(custom_class, custom_module, provider, file_id) AS MATERIALIZED (
    SELECT v.custom_class, v.custom_module, v.custom_module_provider, v.file_id
    FROM views v
    WHERE v.custom_class IS NOT NULL
      -- Rule: a class counts only where its code runs (code_that_runs): one declared only in a
      -- file no target builds is no class of the app, and IB finds nothing by its name.
      AND v.custom_class NOT IN (SELECT name FROM classes WHERE file_id IN (SELECT file_id FROM code_that_runs))
      AND v.custom_class NOT IN (SELECT runtime_name FROM classes
                                 WHERE runtime_name IS NOT NULL AND file_id IN (SELECT file_id FROM code_that_runs))
      AND v.custom_class NOT IN (SELECT name FROM framework_classes)
      AND v.custom_class NOT GLOB 'UI[A-Z]*' AND v.custom_class NOT GLOB 'NS[A-Z]*'
      AND v.custom_class NOT GLOB 'WK[A-Z]*' AND v.custom_class NOT GLOB 'MK[A-Z]*'
      AND v.custom_class NOT GLOB 'AV[A-Z]*' AND v.custom_class NOT GLOB 'SK[A-Z]*'
      AND v.custom_class NOT GLOB 'GLK[A-Z]*' AND v.custom_class NOT GLOB 'SCN[A-Z]*'
      AND v.custom_class NOT GLOB 'PDF[A-Z]*' AND v.custom_class NOT GLOB 'WebView*'
      AND v.custom_class NOT IN ('FirstResponder')
),
-- The name of every folder that holds files, at any depth, found in one pass over the folders.
folder_parts(rest, name) AS (
    SELECT DISTINCT folder, NULL FROM files WHERE folder <> ''
    UNION SELECT substr(rest, instr(rest, '/') + 1), substr(rest, 1, instr(rest, '/') - 1)
    FROM folder_parts WHERE instr(rest, '/') > 0
),
folder_names(name) AS MATERIALIZED (
    SELECT DISTINCT name FROM folder_parts WHERE name IS NOT NULL
),
-- A module is the repository's own when a SwiftPM target or a folder of that name holds files.
own_module(module) AS MATERIALIZED (
    SELECT module FROM (
        SELECT custom_module AS module FROM undeclared WHERE custom_module IS NOT NULL
        UNION SELECT module FROM code_imports)
    WHERE module IN (SELECT module FROM classes WHERE module IS NOT NULL)
       OR module IN (SELECT name FROM folder_names)
),
-- An explicit module that is not the app's own (customModuleProvider="target") and that the
-- repository does not hold is a dependency that is not checked in.
external_custom_module(module) AS (
    SELECT DISTINCT custom_module FROM undeclared
    WHERE custom_module IS NOT NULL AND coalesce(provider, '') <> 'target'
      AND custom_module NOT IN (SELECT module FROM own_module)
),
-- Modules code imports that the repository does not build, nor Apple's SDKs.
imported_package(module) AS MATERIALIZED (
    SELECT DISTINCT module FROM code_imports
    WHERE module NOT IN (SELECT module FROM own_module)
      AND module NOT IN (SELECT framework FROM framework_classes)
),
names(name) AS (SELECT DISTINCT custom_class FROM undeclared),
-- The class a package provides, proven by code: code compiles against it (an outlet holds it),
-- or it is the module itself (import ShinyButton).
proven(name) AS (
    SELECT name FROM names
    WHERE name IN (SELECT type FROM code_outlets WHERE type IS NOT NULL)
       OR name IN (SELECT module FROM imported_package)
),
-- Two names are one family when they share a leading run of at least six characters that ends
-- where both start a new capitalised word (ChatMessages|LoadEarlierHeaderView and
-- ChatMessages|ViewController): a package names its classes so.
lengths(n) AS (SELECT 2 UNION ALL SELECT n + 1 FROM lengths WHERE n < 40),
family(name, relative) AS (
    SELECT a.name, b.relative
    FROM names a
    JOIN (SELECT module AS relative, 'module' AS kind FROM imported_package
          UNION ALL SELECT name, 'proven' FROM proven) b ON b.relative <> a.name
    JOIN lengths l ON l.n < length(a.name) AND l.n <= length(b.relative)
    WHERE substr(a.name, 1, l.n) = substr(b.relative, 1, l.n)
      AND l.n >= 6 AND unicode(substr(a.name, l.n + 1, 1)) BETWEEN 65 AND 90
      AND (l.n = length(b.relative) OR unicode(substr(b.relative, l.n + 1, 1)) BETWEEN 65 AND 90)
      AND (b.kind = 'module' OR EXISTS (
          SELECT 1 FROM undeclared x JOIN undeclared y ON y.file_id = x.file_id
          WHERE x.custom_class = a.name AND y.custom_class = b.relative))
),
external(name) AS (
    SELECT name FROM proven UNION SELECT name FROM family
),
-- A name that starts with a capitalised word a class of the repository starts with (Inbox in
-- InboxViewControler and InboxViewController), or with its two-capital prefix, is the
-- repository's own: a typo or a deleted class, which no dependency explains.
own_word(name) AS MATERIALIZED (
    SELECT DISTINCT a.name
    FROM names a
    JOIN lengths l ON l.n < length(a.name) AND l.n <= 20
    WHERE unicode(substr(a.name, l.n + 1, 1)) BETWEEN 65 AND 90
      -- A word of three letters or more, or a prefix of two capitals (PK in PKRatingView).
      AND (l.n >= 3 OR substr(a.name, 1, 2) = upper(substr(a.name, 1, 2)))
      -- A class that starts with the same letters and then a capital, looked up in the index.
      AND EXISTS (SELECT 1 FROM classes k
                  WHERE k.name >= substr(a.name, 1, l.n) || 'A' AND k.name < substr(a.name, 1, l.n) || '['
                    AND k.name <> a.name)
),
-- Rule: the dependencies that are not checked in which the code of an IB file's targets imports
-- (any code's, for an IB file no project governs): a class no code declares, and not of the
-- repository's own words, may come from one.
dependencies(file_id, module) AS MATERIALIZED (
    SELECT DISTINCT u.file_id, i.module
    FROM (SELECT DISTINCT file_id FROM undeclared) u
    -- external_modules, from what this query already knows: every module of the framework model
    -- is an SDK module, so these are the imported packages that no Apple SDK provides.
    JOIN code_imports i ON i.module IN (SELECT module FROM imported_package)
                       AND i.module NOT IN (SELECT module FROM sdk_modules)
    WHERE NOT EXISTS (SELECT 1 FROM file_targets t WHERE t.file_id = u.file_id)
       OR EXISTS (SELECT 1 FROM file_targets a JOIN file_targets b ON b.target_id = a.target_id
                  WHERE a.file_id = u.file_id AND b.file_id = i.file_id)
),
-- The first three of those modules for each class, in one pass (a lookup per class scanned every
-- file's classes once per class).
class_modules(custom_class, modules) AS MATERIALIZED (
    SELECT custom_class, group_concat(module, ', ')
    FROM (SELECT custom_class, module, row_number() OVER (PARTITION BY custom_class ORDER BY module) AS n
          FROM (SELECT DISTINCT x.custom_class, d.module FROM dependencies d JOIN undeclared x ON x.file_id = d.file_id)
          ORDER BY custom_class, module)
    WHERE n <= 3
    GROUP BY custom_class
)
SELECT
    u.custom_class AS class,
    count(*) AS uses,
    count(DISTINCT u.file_id) AS files,
    min(f.path) AS first_path,
    -- IB's customModuleProvider="target" says the class is the app target's own: no dependency's.
    CASE WHEN u.custom_class NOT IN (SELECT name FROM own_word) AND max(coalesce(u.provider, '') = 'target') = 0 THEN
    'declared nowhere in the repository, whose code for this file imports ' || m.modules
    || ', not checked in: it may come from there' END AS undecided
FROM undeclared u
JOIN files f ON f.id = u.file_id
LEFT JOIN class_modules m ON m.custom_class = u.custom_class
WHERE f.id NOT IN (SELECT file_id FROM vendored_files)
  -- A file no project builds never runs: its classes cannot fail (unused-nibs lists the file).
  AND f.id NOT IN (SELECT file_id FROM unbuilt_files)
  AND NOT (u.custom_module IS NOT NULL AND coalesce(u.provider, '') <> 'target'
           AND u.custom_module IN (SELECT module FROM external_custom_module))
  AND u.custom_class NOT IN (SELECT name FROM external)
GROUP BY u.custom_class
ORDER BY uses DESC, class;
