-- sbdb schema, migration 0023: two indexes for the lookups every changed source file's links
-- make, which read a whole table once per change before (the 16x generated repository, 203k
-- files: 57 ms and 61 ms of a 90 ms change).

-- The loads of a class's property that no constant names (`MovieCell.nibName`, asked of the
-- class's chain of providers).
CREATE INDEX code_references_unresolved_members ON code_references(file_id)
    WHERE value_kind = 'constant' AND resolved_value IS NULL AND value GLOB '*[A-Z]*.[a-z]*' AND value NOT GLOB '*#*';
-- The classes whose conformances may be a class-name convention (every convention's name holds
-- Storyboard or Nib), by name: a model's nested `CodingKeys`, declared in thousands of files, is none.
CREATE INDEX classes_conventions ON classes(name) WHERE conformances LIKE '%Storyboard%' OR conformances LIKE '%Nib%';

-- view unset_inspectable_loads: loads whose name is an @IBInspectable string property of their own class (code_references.value Type.name#inspectable) that nothing sets: no default, no IB file's runtime attribute of that key path on an object of the class, no source file assigning it through a member access (code_mentions =name, for x.name = …), and no other file declaring the class (an extension) mentioning it (its own file assigning it makes the load dynamic when read): the property stays nil and the load never runs, so it is no load of an unknown name
CREATE VIEW unset_inspectable_loads (
    reference_id                      -- the load's row in code_references
) AS
WITH keyed(id, file_id, key, class, property) AS (
    SELECT r.id, r.file_id, r.value,
           substr(r.value, 1, instr(r.value, '.') - 1),
           substr(r.value, instr(r.value, '.') + 1, length(r.value) - instr(r.value, '.') - length('#inspectable'))
    FROM code_references r
    WHERE r.value_kind = 'constant' AND r.value GLOB '*#inspectable' AND r.kind IN ('nib', 'storyboard', 'scene')
)
SELECT k.id FROM keyed k
WHERE NOT EXISTS (SELECT 1 FROM code_arguments a WHERE a.name = k.key)
  AND NOT EXISTS (SELECT 1 FROM runtime_attributes ra JOIN views v ON v.id = ra.view_id
                  WHERE ra.key_path = k.property AND v.custom_class = k.class)
  AND NOT EXISTS (SELECT 1 FROM code_mentions m WHERE m.name = '=' || k.property)
  AND NOT EXISTS (SELECT 1 FROM code_mentions m JOIN classes c ON c.file_id = m.file_id
                  WHERE m.name = k.property AND c.name = k.class AND m.file_id <> k.file_id);

DROP VIEW unbounded_loads;

-- view unbounded_loads: calls in the app's own code that runs (code_that_runs, not vendored) that load a nib or storyboard, or open a scene, by a name sbdb cannot bound (built at run time, a variable, a constant with no single value) and that link nothing: each could load any file of its kind, so a finding that such a load could reach is undecided, not proven; a load in a function nothing calls (uncalled_parameter_loads) is none, nor is one named by an inspectable property nothing sets (unset_inspectable_loads), nor a scene opened on a storyboard object code already holds
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
  AND r.id NOT IN (SELECT reference_id FROM unset_inspectable_loads)
  -- A scene opened on a storyboard object code already holds (self.storyboard, an extension of
  -- UIStoryboard) loads no file: the storyboard was loaded where it was made, which is a load of its own.
  AND NOT (r.kind = 'scene' AND r.storyboard_value IS NULL)
  -- A name asked of self ([self mainNibName]) or any other call that still made a link is known.
  AND NOT EXISTS (SELECT 1 FROM includes i
                  WHERE i.mechanism = 'code' AND i.source_file_id = r.file_id AND i.line = r.line);
