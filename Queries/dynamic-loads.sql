-- summary: Every call in the app's own code that runs that loads a nib or storyboard, or opens a scene, by a name sbdb cannot know (built at run time, a variable, a constant defined nowhere or with several values) and that links nothing: read unused-nibs and unused-storyboards as "unused unless one of these calls loads it". What counts and what is left out: docs/reports.md.
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
FROM unbounded_loads u
JOIN code_references r ON r.id = u.reference_id
JOIN files f ON f.id = r.file_id
ORDER BY f.path, r.line, r.kind;
