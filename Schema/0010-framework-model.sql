-- sbdb schema, migration 0010: the framework class model, Objective-C runtime names, the member
-- that makes each code reference (for class-name helpers), the files that belong to another
-- project than the app's (vendored_files), and the superclass links reports walk (class_superclasses).
-- The rows of framework_classes and framework_members come from Schema/Frameworks/*.sql, which
-- sbdb loads whenever the embedded model differs from the one the database holds (meta
-- 'framework_model'): a new model needs no migration.

-- table framework_classes: UIKit, AppKit, WatchKit and other framework classes that IB files use, with their superclasses (Schema/Frameworks)
-- The key's columns come first: SQLite 3.40's integrity_check misreads NOT NULL columns of a
-- WITHOUT ROWID table whose key columns are not its first ones.
CREATE TABLE framework_classes (
    name TEXT NOT NULL,               -- the class, e.g. UITableView
    platform TEXT NOT NULL,           -- iOS (also tvOS), macOS, watchOS or any; a class of two platforms has a row for each
    superclass TEXT,                  -- its superclass, NULL for NSObject
    framework TEXT NOT NULL,          -- UIKit, AppKit, WatchKit, WebKit, …
    PRIMARY KEY (name, platform)
) WITHOUT ROWID;

-- table framework_members: the outlets, outlet collections and actions IB can connect on a framework class (not its superclasses')
CREATE TABLE framework_members (
    class TEXT NOT NULL,              -- the framework class that declares the member
    member TEXT NOT NULL,             -- property name, or selector of an action (copy:)
    kind TEXT NOT NULL,               -- outlet, outlet-collection or action
    PRIMARY KEY (class, member, kind)
) WITHOUT ROWID;
CREATE INDEX framework_members_member ON framework_members(member);

-- NSCollectionView identifiers that name a nib only when it exists, looked up when a nib comes or goes.
CREATE INDEX code_references_identifier_nib ON code_references(lower(resolved_value))
    WHERE api IN ('makeItem(withIdentifier:for:)', 'makeSupplementaryView(ofKind:withIdentifier:for:)');

ALTER TABLE code_references ADD COLUMN enclosing_member TEXT; -- the method, function or property whose body makes the call; a member that loads the nib named after the class of self is a class-name helper
-- Class-name helpers: the members whose loads vary by subclass.
CREATE INDEX code_references_helpers ON code_references(enclosing_member) WHERE varies_by_subclass = 1;
-- Calls of class-name helpers, looked up when a helper comes, goes or changes.
CREATE INDEX code_references_helper_calls ON code_references(api) WHERE api GLOB 'class-name helper *';

ALTER TABLE classes ADD COLUMN runtime_name TEXT; -- the Objective-C runtime name IB files use when it differs from the name: @objc(ACMStarButton) class StarButton gives ACMStarButton
CREATE INDEX classes_runtime_name ON classes(runtime_name) WHERE runtime_name IS NOT NULL;

-- view vendored_files: files that are not the app's own code or interface: under a vendored folder (Pods/, Carthage/, …, files.vendored), or in a separate project, an Xcode project nested in another project's folder that the outer project does not refer to (a library's checkout, its demo, an old sample)
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
)
SELECT id, 'folder', NULL FROM files WHERE vendored = 1
UNION ALL
SELECT f.id, 'project', min(s.project) FROM files f JOIN separate s ON substr(f.path, 1, length(s.dir)) = s.dir
WHERE f.vendored = 0
GROUP BY f.id;

-- view class_superclasses: each class's superclass, as the reports walk class chains: a repository class's as written without its module (UIKit.UIView) or generic arguments (Base<T>), then the framework model's for a name no repository class has
CREATE VIEW class_superclasses (
    class_id,                         -- the repository class's row in classes; NULL for a framework class
    name,                             -- the class
    superclass,                       -- its superclass
    source                            -- repository or framework
) AS
SELECT id, name,
       (SELECT CASE WHEN g GLOB '*.*' THEN substr(g, instr(g, '.') + 1) ELSE g END
        FROM (SELECT CASE WHEN superclass GLOB '*<*' THEN rtrim(substr(superclass, 1, instr(superclass, '<') - 1))
                          ELSE superclass END AS g)),
       'repository'
FROM classes WHERE kind = 'class' AND superclass IS NOT NULL
UNION ALL
SELECT NULL, name, superclass, 'framework'
FROM framework_classes
WHERE superclass IS NOT NULL AND name NOT IN (SELECT name FROM classes WHERE kind = 'class');
