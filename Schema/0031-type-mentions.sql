-- sbdb schema, migration 0031: which type names the code of each type mentions, from which sbdb
-- follows the classes code can reach from the app's entry points (LiveTypes): a nib or storyboard
-- that only code of classes nothing reaches loads is unreachable, and test-only when only tests
-- reach it (include_depths.by_tests). Also: the compilation condition of each call and whether any
-- target compiles it (code_references.condition, compiled; unbounded_loads leaves out what none
-- compiles), and bundles named by their file in code_references.bundle_class (#name:).

-- table type_mentions: the type names (words that start upper-case, outside comments and strings) that the code of each type mentions, one row per file and type: the type's own name in its own body and extensions, a declaration's name and inheritance clause, @class forward declarations and imports are left out; the app's entry point is a mention from the pseudo-type @main (the type an @main, @UIApplicationMain or @NSApplicationMain attribute marks, which the system creates, or main for a C main function); an Objective-C #define's body mentions its words where it is defined. One name per row: the view type_mention_names
-- One row per file and type, not per name: a few thousand rows where names would be tens of
-- thousands, written and read whole (LiveTypes reads them all when it decides).
CREATE TABLE type_mentions (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file
    type TEXT NOT NULL,               -- the innermost type whose code mentions the names (an extension's or category's extended type); '' outside every type (main.swift, globals, free functions, C functions); @main for the app's entry point
    names TEXT NOT NULL,              -- the names it mentions, sorted, separated by single spaces (AppDelegate SettingsViewController UIView)
    PRIMARY KEY (file_id, type)
) WITHOUT ROWID;

-- view type_mention_names: type_mentions with one row per name: which type's code mentions which type name
CREATE VIEW type_mention_names (
    file_id,                          -- the source file
    type,                             -- the type whose code mentions the name ('' outside every type, @main for the app's entry point)
    name                              -- the name mentioned
) AS
SELECT m.file_id, m.type, j.value
FROM type_mentions m, json_each('["' || replace(m.names, ' ', '","') || '"]') j;

ALTER TABLE include_depths ADD COLUMN by_tests INTEGER NOT NULL DEFAULT 0; -- 1 when no entry point reaches the file but test code does: directly, through the classes it reaches, or through IB files those load

DROP VIEW unreached_files;

-- view unreached_files: storyboards and xibs that no entry point reaches (include_depths.depth is NULL), with why: not-in-target (no target of the project or package around the file builds it: it is not in the app), unreferenced (no link names the file; a link to a name several files share, ambiguous, names each of them), test-only (only test code reaches it: code in a test folder, a folder named …Tests, …Specs or Test, or built only by test targets, links to it, or the code of a class only tests reach does), unreachable (links come only from files or classes nothing reaches)
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
        WHEN d.by_tests = 1
          OR NOT EXISTS (SELECT 1 FROM includes i JOIN files s ON s.id = i.source_file_id
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

-- column code_references.bundle_class: the bundle the load reads when the code names one: a class (Bundle(for: X.self), bundleForClass:[X class]), #module for Bundle.module (the package target's own bundle), #id: and an identifier for Bundle(identifier:) and bundleWithIdentifier:, or #name: and a name for a bundle named by its file (Bundle(path: Bundle.main.path(forResource: "Kit", ofType: "bundle")!), bundleWithURL: of URLForResource:@"Kit" withExtension:@"bundle"); NULL for nil, the main bundle or any other bundle

ALTER TABLE code_references ADD COLUMN condition TEXT; -- the compilation condition the call is compiled under: the conditions of every #if (#ifdef, #ifndef) clause around it, an earlier clause's negated (os(macOS) && !(DEBUG), !defined(LEGACY)); NULL outside any
ALTER TABLE code_references ADD COLUMN compiled INTEGER; -- 0 when no target that builds the file compiles the call: its condition is false for each of them (a flag no build setting defines, os(macOS) in a file only iOS targets build); the load is then no link and no dynamic load. NULL otherwise

DROP VIEW unbounded_loads;

-- view unbounded_loads: calls in the app's own code that runs (code_that_runs, not vendored) that load a nib or storyboard, or open a scene, by a name sbdb cannot bound (built at run time, a variable, a constant with no single value) and that link nothing and that some target compiles (code_references.compiled is not 0): each could load any file of its kind, so a finding that such a load could reach is undecided, not proven; a load in a function nothing calls (uncalled_parameter_loads) is none, nor is one named by an inspectable property nothing sets (unset_inspectable_loads), nor a scene opened on a storyboard object code already holds
CREATE VIEW unbounded_loads (
    reference_id,                     -- the call's row in code_references
    kind,                             -- nib, storyboard or scene
    file_id,                          -- the source file
    line                              -- line of the call
) AS
SELECT r.id, r.kind, r.file_id, r.line FROM code_references r
WHERE r.kind IN ('nib', 'storyboard', 'scene')
  AND r.resolved_value IS NULL
  -- Code no target compiles (#if os(macOS) in a file only iOS targets build) loads nothing.
  AND r.compiled IS NOT 0
  AND r.file_id NOT IN (SELECT file_id FROM vendored_files)
  AND r.file_id IN (SELECT file_id FROM code_that_runs)
  -- The super call of a custom initializer that forwards its nib name (initWithNibName:onFolder:)
  -- is followed at each call of the initializer, which is a load of its own.
  AND NOT (r.value_kind = 'dynamic' AND coalesce(r.enclosing_member, '') IN ('initWithNibName', 'initWithWindowNibName'))
  AND r.id NOT IN (SELECT reference_id FROM uncalled_parameter_loads)
  AND r.id NOT IN (SELECT reference_id FROM unset_inspectable_loads)
  -- A scene opened on a storyboard object code already holds (self.storyboard, an extension of
  -- UIStoryboard) loads no file: the storyboard was loaded where it was made, which is a load of its own.
  AND NOT (r.kind = 'scene' AND r.storyboard_value IS NULL)
  -- A name asked of self ([self mainNibName]) or any other call that still made a link is known.
  AND NOT EXISTS (SELECT 1 FROM includes i
                  WHERE i.mechanism = 'code' AND i.source_file_id = r.file_id AND i.line = r.line);
