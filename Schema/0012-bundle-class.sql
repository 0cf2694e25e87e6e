-- sbdb schema, migration 0012: why a file no entry point reaches is unused (view unreached_files), and the bundle a load names by a class (Bundle(for: X.self),
-- [NSBundle bundleForClass:[X class]]), so that a load from the bundle of a class that no code of
-- the repository declares (a pod or package not checked in) is known to load that module's file,
-- not a missing one of the repository. Names passed to function parameters are kept as
-- code_constants named function#label (see sbdb schema, code_constants).

-- table code_arguments: the names calls pass to the functions of the repository, and what functions return, so that a load whose name is a parameter (or a call's result) loads each of them
CREATE TABLE code_arguments (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file of the call (or of the function, for a return value)
    name TEXT NOT NULL,               -- function#label (#_N for the Nth argument unlabelled; Type.init#label; selector#_N in Objective-C), or function#return for what a function returns; a load whose name is that parameter has code_references.value = this name
    value TEXT NOT NULL,              -- the name passed: a literal, a class (OrderCell for OrderCell.self), $(CONST StoryboardName.settings) for a constant looked up when links are made; for a return value, $(0) stands for the first argument
    line INTEGER NOT NULL             -- line of the call (calls on one line pair their arguments)
);
CREATE INDEX code_arguments_file ON code_arguments(file_id);
CREATE INDEX code_arguments_name ON code_arguments(name);
CREATE INDEX code_arguments_passed_constants ON code_arguments(value) WHERE value GLOB '$(CONST *';

ALTER TABLE code_references ADD COLUMN bundle_class TEXT; -- the class whose bundle the load reads (Bundle(for: X.self), bundleForClass:[X class]); NULL for nil, the main bundle or any other bundle

-- view unreached_files: storyboards and xibs that no entry point reaches (include_depths.depth is NULL), with why: unreferenced (no link names the file; a link to a name several files share, ambiguous, names each of them), test-only (only code in a test folder, a folder named …Tests, …Specs or Test, links to it), unreachable (links come only from files or classes nothing reaches)
CREATE VIEW unreached_files (
    file_id,                          -- the file's row in files (the logical file: localised copies count once)
    status                            -- unreferenced, test-only or unreachable
) AS
SELECT f.id,
    CASE
        WHEN NOT EXISTS (SELECT 1 FROM includes i WHERE i.target_file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM includes i
                         WHERE i.problem = 'ambiguous' AND i.target_name IN (f.name, f.name || '.' || f.extension))
            THEN 'unreferenced'
        WHEN NOT EXISTS (SELECT 1 FROM includes i JOIN files s ON s.id = i.source_file_id
                         WHERE i.target_file_id = f.id
                           AND NOT ('/' || s.path GLOB '*Tests/*' OR '/' || s.path GLOB '*Specs/*'
                                    OR '/' || s.path GLOB '*/Test/*'))
            THEN 'test-only'
        ELSE 'unreachable'
    END
FROM include_depths d
JOIN files f ON f.id = d.file_id
WHERE d.depth IS NULL;

-- Incremental link updates find the loads that depend on what a function returns or on a constant
-- a call passes (CodeLinks.filesUsing); the unused reports find ambiguous links by name.
CREATE INDEX code_references_returns ON code_references(value) WHERE value_kind = 'constant' AND value GLOB '*#return(*';
CREATE INDEX includes_ambiguous ON includes(target_name) WHERE problem = 'ambiguous';
