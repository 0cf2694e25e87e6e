-- summary: Every call in the app's own code (not vendored code or a separate project) that loads a nib or storyboard, or opens a scene, by a name sbdb cannot know (built at run time, a variable, a constant defined nowhere or with several values) and that links nothing: read unused-nibs and unused-storyboards as "unused unless one of these calls loads it". The argument is shown as written.
-- columns: kind, api, argument, value_kind, enclosing_type, path, line
-- key: path, api, argument
-- kind: inventory
SELECT
    r.kind AS kind,
    r.api AS api,
    r.source_text AS argument,
    r.value_kind AS value_kind,
    r.enclosing_type AS enclosing_type,
    f.path AS path,
    r.line AS line
FROM code_references r
JOIN files f ON f.id = r.file_id
WHERE r.kind IN ('nib', 'storyboard', 'scene')
  AND r.resolved_value IS NULL
  AND f.id NOT IN (SELECT file_id FROM vendored_files)
  -- The super call of a custom initializer that forwards its nib name (initWithNibName:onFolder:)
  -- is followed at each call of the initializer, which is a load of its own.
  AND NOT (r.value_kind = 'dynamic' AND coalesce(r.enclosing_member, '') IN ('initWithNibName', 'initWithWindowNibName'))
  -- A name asked of self ([self mainNibName]) or any other call that still made a link is known.
  AND NOT EXISTS (SELECT 1 FROM includes i
                  WHERE i.mechanism = 'code' AND i.source_file_id = r.file_id AND i.line = r.line)
ORDER BY f.path, r.line, r.kind;
