-- sbdb schema, migration 0018: names bound by the code that calls a function. A load whose name
-- is a parameter is decided by the calls of its function; with no call, it loads nothing.

-- view uncalled_parameter_loads: loads whose name is a parameter of a function that no code of the repository calls (its name occurs only where it is declared, in every source file together): the function never runs with a name, so the load names nothing, and is no load of an unknown name (a function declared twice, as an Objective-C header and implementation do, or mentioned anywhere else, counts as called)
CREATE VIEW uncalled_parameter_loads (
    reference_id,                     -- the load's row in code_references
    function                          -- the function's name, as code would call it
) AS
WITH keyed(id, name) AS (
    SELECT r.id, substr(r.value, 1, instr(r.value, '#') - 1) FROM code_references r
    WHERE r.value_kind = 'constant' AND r.value GLOB '*#*' AND r.value NOT GLOB '*#return*'
      AND r.kind IN ('nib', 'storyboard', 'scene')
),
parameter_loads(id, function) AS (
    -- An Objective-C selector (loadWithName:bundle:) is called by its first piece.
    SELECT id, CASE WHEN instr(name, ':') > 0 THEN substr(name, 1, instr(name, ':') - 1) ELSE name END FROM keyed
)
SELECT p.id, p.function FROM parameter_loads p
-- A member function (lower-case first letter); an initializer (Type.init) is called as Type(…), which is not counted.
WHERE p.function GLOB '[a-z_]*' AND p.function NOT GLOB '*.*'
  AND coalesce((SELECT sum(m.count) FROM code_mentions m WHERE m.name = p.function), 0) <= 1;

DROP VIEW unbounded_loads;

-- view unbounded_loads: calls in the app's own code that runs (code_that_runs, not vendored) that load a nib or storyboard, or open a scene, by a name sbdb cannot bound (built at run time, a variable, a constant with no single value) and that link nothing: each could load any file of its kind, so a finding that such a load could reach is undecided, not proven; a load in a function nothing calls (uncalled_parameter_loads) is none, nor is a scene opened on a storyboard object code already holds
CREATE VIEW unbounded_loads (
    reference_id,                     -- the call's row in code_references
    kind,                             -- nib, storyboard or scene
    file_id,                          -- the source file
    line                              -- line of the call
) AS
SELECT r.id, r.kind, r.file_id, r.line FROM code_references r
WHERE r.kind IN ('nib', 'storyboard', 'scene')
  AND r.resolved_value IS NULL
  AND r.file_id NOT IN (SELECT file_id FROM vendored_files)
  AND r.file_id IN (SELECT file_id FROM code_that_runs)
  -- The super call of a custom initializer that forwards its nib name (initWithNibName:onFolder:)
  -- is followed at each call of the initializer, which is a load of its own.
  AND NOT (r.value_kind = 'dynamic' AND coalesce(r.enclosing_member, '') IN ('initWithNibName', 'initWithWindowNibName'))
  AND r.id NOT IN (SELECT reference_id FROM uncalled_parameter_loads)
  -- A scene opened on a storyboard object code already holds (self.storyboard, an extension of
  -- UIStoryboard) loads no file: the storyboard was loaded where it was made, which is a load of its own.
  AND NOT (r.kind = 'scene' AND r.storyboard_value IS NULL)
  -- A name asked of self ([self mainNibName]) or any other call that still made a link is known.
  AND NOT EXISTS (SELECT 1 FROM includes i
                  WHERE i.mechanism = 'code' AND i.source_file_id = r.file_id AND i.line = r.line);

-- view run_time_name_prefixes: the fixed text that names built at run time start with, in code that runs ("Badge\(level)" and @"Badge%d" start with Badge): a file whose name starts so may be what such a name loads; prefixes shorter than three characters tell nothing
CREATE VIEW run_time_name_prefixes (
    file_id,                          -- the source file that builds the name
    prefix                            -- the text before the first interpolation or format specifier
) AS
SELECT s.file_id, substr(s.value, 1, length(s.value) - 1) FROM code_strings s
WHERE s.value GLOB '*[*]' AND length(s.value) > 3
  AND s.file_id IN (SELECT file_id FROM code_that_runs)
  AND s.file_id NOT IN (SELECT file_id FROM vendored_files);
