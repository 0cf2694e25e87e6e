-- sbdb schema, migration 0011: the modules code imports and the class each outlet holds, so that
-- a class IB uses and the repository does not declare can be told apart: one that code imports
-- or holds in an outlet comes from a package or pod (it compiles); one that nothing names is a
-- typo or a deleted class. Framework model rows now say whether they describe a package.

-- table code_imports: each module a Swift or Objective-C file imports (import X, @import X;, #import <X/…>)
CREATE TABLE code_imports (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file
    module TEXT NOT NULL,             -- the module, e.g. Sparkle (the first component of import class Lottie.X)
    line INTEGER NOT NULL             -- line of the import
);
CREATE INDEX code_imports_file ON code_imports(file_id);
CREATE INDEX code_imports_module ON code_imports(module);

ALTER TABLE code_outlets ADD COLUMN type TEXT; -- the class an outlet holds as written, without optionality or module (UILabel for UIKit.UILabel!; the element class of a collection); NULL for actions and inspectables
CREATE INDEX code_outlets_type ON code_outlets(type) WHERE type IS NOT NULL;

ALTER TABLE framework_classes ADD COLUMN package INTEGER NOT NULL DEFAULT 0; -- 1 for a class of a well-known package (Sparkle, Lottie, …), which counts only where code imports its module
ALTER TABLE bindings ADD COLUMN selector TEXT; -- the NSSelectorName option of a target binding (doubleClickTarget, target, …): the action it sends to the bound object

-- Files a project refers to are looked up by name.
CREATE INDEX plist_entries_setting_value ON plist_entries(setting, value);

-- view unbuilt_files: storyboards and xibs that no Xcode project of the repository builds: in a repository with a project.pbxproj, a file that no project refers to by name (PBXFileReference, PBXVariantGroup) and that no folder Xcode keeps in sync (PBXFileSystemSynchronizedRootGroup) holds; files of a SwiftPM layout (…/Sources/…) count as built
CREATE VIEW unbuilt_files (
    file_id                           -- the file's row in files
) AS
SELECT f.id FROM files f
WHERE f.kind IN ('storyboard', 'xib')
  AND EXISTS (SELECT 1 FROM files p WHERE p.kind = 'pbxproj')
  AND f.path NOT GLOB 'Sources/*' AND f.path NOT GLOB '*/Sources/*'
  AND NOT EXISTS (SELECT 1 FROM plist_entries e
                  WHERE e.setting = 'PBXFileReference'
                    AND e.value = substr(f.path, length(rtrim(f.path, replace(f.path, '/', ''))) + 1))
  AND NOT EXISTS (SELECT 1 FROM plist_entries e
                  WHERE e.setting = 'PBXFileSystemSynchronizedRootGroup'
                    AND (f.path GLOB e.value || '/*' OR f.path GLOB '*/' || e.value || '/*'));

-- table code_mentions: how often each member-like name (lower-case first letter or _) occurs in a source file outside comments and strings, declarations included: a member code mentions more often than it is declared is used by code
-- Keyed by file first, so a file's rows are written in one run of the tree; reports look names
-- up by the index on name.
CREATE TABLE code_mentions (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file
    name TEXT NOT NULL,               -- the identifier (titleLabel, onFirePressed, _status; Objective-C selector pieces)
    count INTEGER NOT NULL,           -- occurrences in the file
    PRIMARY KEY (file_id, name)
) WITHOUT ROWID;
CREATE INDEX code_mentions_name ON code_mentions(name, count); -- covering: used_in_code sums counts from the index alone
-- used_in_code counts the declarations of a member's name across classes.
CREATE INDEX code_outlets_name ON code_outlets(name);

-- Loads of a name asked of a class or of self ([X cellIdentifier], [self mainNibName]: values X.-cellIdentifier, self.-mainNibName), linked again whenever a class or provider changes.
CREATE INDEX code_references_provider_asks ON code_references(file_id) WHERE value_kind = 'constant' AND value GLOB '*.-*';
