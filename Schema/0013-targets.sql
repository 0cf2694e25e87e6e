-- sbdb schema, migration 0013: the project model. The targets of every Xcode project and SwiftPM
-- package of the repository, the files each target builds, its build settings and dependencies;
-- which targets build each file (file_targets, derived when links are made); and which IB files
-- no target builds (unbuilt_files, now by path instead of by file name).

-- table targets: the targets of each Xcode project (project.pbxproj) and SwiftPM package (Package.swift)
CREATE TABLE targets (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the project.pbxproj or Package.swift that declares the target
    name TEXT NOT NULL,               -- the target's name
    product_type TEXT,                -- com.apple.product-type.application, …app-extension, …framework, …bundle.unit-test, …; swiftpm.regular, swiftpm.test, swiftpm.executable, … for a package target
    product_name TEXT,                -- PRODUCT_NAME as the project writes it
    bundle_identifier TEXT,           -- PRODUCT_BUNDLE_IDENTIFIER of the Release configuration (else the first), variables expanded
    module_name TEXT,                 -- PRODUCT_MODULE_NAME, else the product name as a module name
    info_plist TEXT,                  -- INFOPLIST_FILE as a repository path (NULL for a generated Info.plist); this and the three columns before and after it take the target's .xcconfig files into account when links are made
    platform TEXT,                    -- ios, macos, tvos, watchos or visionos (SDKROOT), when known
    line INTEGER                      -- line of the target's name in the project file
);
CREATE INDEX targets_file ON targets(file_id);
CREATE INDEX targets_info_plist ON targets(info_plist) WHERE info_plist IS NOT NULL;

-- table target_files: the files and folders each target builds, by repository path, as its build phases (or package target) list them
CREATE TABLE target_files (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the project or package file
    target_id INTEGER NOT NULL REFERENCES targets(id) ON DELETE CASCADE, -- the target
    path TEXT NOT NULL,               -- repository-relative path (a path outside the repository starts with ../)
    role TEXT NOT NULL,               -- source, resource, framework, header, copy, synchronized (an Xcode 16 synchronized folder), package (a package target's folder), or excluded (a file of such a folder that the target leaves out)
    is_folder INTEGER NOT NULL        -- 1 for a folder every file under which the target holds (folder reference, synchronized folder, package target)
);
CREATE INDEX target_files_file ON target_files(file_id);
CREATE INDEX target_files_target ON target_files(target_id);
CREATE INDEX target_files_path ON target_files(path);

-- table target_dependencies: what each target depends on: other targets, products it embeds or links, Swift package products
CREATE TABLE target_dependencies (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the project or package file
    target_id INTEGER NOT NULL REFERENCES targets(id) ON DELETE CASCADE, -- the depending target
    kind TEXT NOT NULL,               -- target, embed, link or package-product
    name TEXT NOT NULL                -- the other target's name, or the product's name
);
CREATE INDEX target_dependencies_file ON target_dependencies(file_id);
CREATE INDEX target_dependencies_target ON target_dependencies(target_id);

-- table build_settings: every build setting of every configuration, of a target or of the project itself, and of every .xcconfig file (target_id and configuration NULL; #include lines as key #include with the included file's path)
CREATE TABLE build_settings (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the project or .xcconfig file
    target_id INTEGER REFERENCES targets(id) ON DELETE CASCADE, -- the target; NULL for the project's own settings and an .xcconfig's
    configuration TEXT,               -- Debug, Release, …
    key TEXT NOT NULL,                -- the setting, e.g. INFOPLIST_FILE
    condition TEXT,                   -- [sdk=iphoneos*] and other conditions, as written
    value TEXT NOT NULL,              -- as written; a list is joined with spaces
    line INTEGER                      -- line of the value
);
CREATE INDEX build_settings_file ON build_settings(file_id);
CREATE INDEX build_settings_key ON build_settings(key);

-- table base_configurations: the .xcconfig file each configuration of a project or target is based on (baseConfigurationReference); its settings, and those of the files it includes, are in build_settings under the .xcconfig's file_id
CREATE TABLE base_configurations (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the project file
    target_id INTEGER REFERENCES targets(id) ON DELETE CASCADE, -- the target; NULL for the project's own configurations
    configuration TEXT NOT NULL,      -- Debug, Release, …
    path TEXT NOT NULL                -- the .xcconfig's repository path
);
CREATE INDEX base_configurations_file ON base_configurations(file_id);

-- table file_targets: which targets build each file of the repository (derived from target_files when links are made: a file listed by path, or under a folder a target holds and not excluded from it)
CREATE TABLE file_targets (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the built file
    target_id INTEGER NOT NULL REFERENCES targets(id) ON DELETE CASCADE, -- a target that builds it
    role TEXT NOT NULL,               -- as in target_files
    PRIMARY KEY (file_id, target_id)
) WITHOUT ROWID;
CREATE INDEX file_targets_target ON file_targets(target_id);

-- view target_runs: which targets' bundles each target's code runs in: its own, and those of every target that links or embeds it, directly or through others, when it is a framework, library or package (an app or extension that an app embeds runs in its own)
CREATE VIEW target_runs (
    target_id,                        -- the target whose code runs
    bundle_target_id                  -- a target whose bundle (app, extension) it runs in
) AS
WITH RECURSIVE uses(user, used) AS (
    SELECT d.target_id, t.id FROM target_dependencies d
    JOIN targets t ON d.name IN (t.name, t.product_name)
                   OR d.name GLOB t.name || '.*' OR d.name GLOB t.product_name || '.*'
    WHERE t.id <> d.target_id
      AND (t.product_type GLOB '*framework*' OR t.product_type GLOB '*library*' OR t.product_type = 'swiftpm.regular')
),
runs(target_id, bundle_target_id) AS (
    SELECT id, id FROM targets
    UNION
    SELECT r.target_id, u.user FROM runs r JOIN uses u ON u.used = r.bundle_target_id
)
SELECT target_id, bundle_target_id FROM runs;

-- view project_folders: the folder each project or package governs: the folder holding the .xcodeproj, or holding Package.swift; a file under it that no target builds is not in any target
CREATE VIEW project_folders (
    file_id,                          -- the project.pbxproj or Package.swift
    folder                            -- its folder with a trailing slash ('' for the repository root)
) AS
SELECT DISTINCT f.id,
       CASE WHEN f.kind = 'pbxproj'
            THEN rtrim(rtrim(rtrim(f.path, replace(f.path, '/', '')), '/'), replace(f.path, '/', ''))
            ELSE rtrim(f.path, replace(f.path, '/', '')) END
FROM targets t JOIN files f ON f.id = t.file_id;

DROP VIEW unbuilt_files;
-- view unbuilt_files: storyboards, xibs, Info.plists and Swift and Objective-C files that no target of the project or package governing them builds: in the folder of a project or package that declares targets, in no target's build phases, synchronized folders or package folders. Not counted: headers (no build phase lists most of them), package manifests, Swift scripts (files.status = 'script': a first line #!…), and files in a folder named after a module that code imports and no target of the repository makes (a CocoaPods development pod or other library built outside the projects sbdb reads). When no project has targets sbdb can read, a storyboard or xib that no project refers to by name
CREATE VIEW unbuilt_files (
    file_id                           -- the file's row in files
) AS
-- Each part is computed once: the folders projects govern and the modules code imports are few,
-- the files many.
WITH folders(folder) AS MATERIALIZED (SELECT DISTINCT folder FROM project_folders),
outside(module) AS MATERIALIZED (
    SELECT DISTINCT module FROM code_imports
    WHERE module NOT IN (SELECT module_name FROM targets WHERE module_name IS NOT NULL)
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

DROP VIEW unreached_files;
-- view unreached_files: storyboards and xibs that no entry point reaches (include_depths.depth is NULL), with why: not-in-target (no target of the project or package around the file builds it: it is not in the app), unreferenced (no link names the file; a link to a name several files share, ambiguous, names each of them), test-only (only test code links to it: code in a test folder, a folder named …Tests, …Specs or Test, or built only by test targets), unreachable (links come only from files or classes nothing reaches)
CREATE VIEW unreached_files (
    file_id,                          -- the file's row in files (the logical file: localised copies count once)
    status                            -- not-in-target, unreferenced, test-only or unreachable
) AS
SELECT f.id,
    CASE
        WHEN f.id IN (SELECT file_id FROM unbuilt_files) THEN 'not-in-target'
        WHEN NOT EXISTS (SELECT 1 FROM includes i WHERE i.target_file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM includes i
                         WHERE i.problem = 'ambiguous' AND i.target_name IN (f.name, f.name || '.' || f.extension))
            THEN 'unreferenced'
        WHEN NOT EXISTS (SELECT 1 FROM includes i JOIN files s ON s.id = i.source_file_id
                         WHERE i.target_file_id = f.id
                           AND NOT ('/' || s.path GLOB '*Tests/*' OR '/' || s.path GLOB '*Specs/*'
                                    OR '/' || s.path GLOB '*/Test/*')
                           AND s.id NOT IN (SELECT file_id FROM test_files))
            THEN 'test-only'
        ELSE 'unreachable'
    END
FROM include_depths d
JOIN files f ON f.id = d.file_id
WHERE d.depth IS NULL;

-- view test_files: files that only test targets build (unit and UI test bundles, package test targets)
CREATE VIEW test_files (
    file_id                           -- the file's row in files
) AS
SELECT m.file_id FROM file_targets m JOIN targets t ON t.id = m.target_id
GROUP BY m.file_id
HAVING min(t.product_type GLOB '*.bundle.*-test*' OR t.product_type GLOB '*.bundle.ui-testing' OR t.product_type = 'swiftpm.test') = 1;

-- column diagnostics.path: path relative to the indexed root; in a name that is not valid UTF-8 (code non-utf8-name: the file or folder is not indexed), each byte that is not printable ASCII, and the backslash, is written \xNN

-- column code_references.bundle_class: the bundle the load reads when the code names one: a class (Bundle(for: X.self), bundleForClass:[X class]), #module for Bundle.module (the package target's own bundle), or #id: and an identifier for Bundle(identifier:) and bundleWithIdentifier:; NULL for nil, the main bundle or any other bundle

-- column files.status: ok, legacy (Xcode 3 archive, recognised only), failed (see diagnostics; older rows kept), script (a Swift file whose first line is #!…: run by itself, never a target's code)
