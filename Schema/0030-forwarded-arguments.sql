-- sbdb schema, migration 0030: names a function passes on from its own parameters. A call whose
-- argument is a parameter of the function making it (present(storyboard: name) inside
-- func show(name: String)) is kept in code_arguments with the value $(ARG show#name): the load of
-- present's parameter then loads each name show's callers pass, followed to a fixed point. This
-- index finds the functions a changed caller reaches that way, when a re-index re-links loads.
CREATE INDEX code_arguments_forwarded ON code_arguments(value) WHERE value GLOB '$(ARG *';

-- view unbounded_name_doubts: for each xib and storyboard, why a load by a name sbdb cannot bound may be its load: code loads files of its kind (nibs for a xib, storyboards for a storyboard) by names sbdb cannot bound (unbounded_loads), and the file is named after a class of the repository (such names come from classes: String(describing:), NSStringFromClass) or starts with the fixed text of a name code builds at run time (run_time_name_prefixes); NULL rows are left out. unused-nibs and unused-storyboards call a file no entry point reaches undecided for this reason
CREATE VIEW unbounded_name_doubts (
    file_id,                          -- the xib or storyboard
    reason                            -- why it may be loaded, with the first such load (path:line and its argument) and how many more
) AS
WITH
-- The run-time names' fixed parts as GLOB patterns, and per kind the first load sbdb cannot bound
-- with the count of the others: each computed once, not per file.
prefixes(pattern) AS MATERIALIZED (
    SELECT replace(replace(replace(prefix, '[', '[[]'), '?', '[?]'), '*', '[*]') || '*' FROM run_time_name_prefixes
),
first_load(kind, text) AS MATERIALIZED (
    SELECT kind, text FROM (
        SELECT l.kind AS kind,
               lf.path || ':' || l.line || ' ' || r.source_text
               || CASE WHEN count(*) OVER (PARTITION BY l.kind) > 1
                       THEN ' (and ' || (count(*) OVER (PARTITION BY l.kind) - 1) || ' more: sbdb query dynamic-loads)' ELSE '' END AS text,
               row_number() OVER (PARTITION BY l.kind ORDER BY lf.path, l.line) AS n
        FROM unbounded_loads l JOIN code_references r ON r.id = l.reference_id JOIN files lf ON lf.id = l.file_id
        WHERE l.kind IN ('nib', 'storyboard')
    ) WHERE n = 1
)
SELECT f.id,
       CASE f.kind WHEN 'xib' THEN 'code loads nibs' ELSE 'code opens storyboards' END
       || ' by names sbdb cannot bound, and this one is named after a class'
       || CASE WHEN EXISTS (SELECT 1 FROM classes c WHERE c.name = f.name) THEN '' ELSE ' or starts like a name code builds' END
       || ': ' || fl.text
FROM files f
JOIN first_load fl ON fl.kind = CASE f.kind WHEN 'xib' THEN 'nib' ELSE 'storyboard' END
WHERE f.kind IN ('xib', 'storyboard')
  AND (EXISTS (SELECT 1 FROM classes c WHERE c.name = f.name)
       OR EXISTS (SELECT 1 FROM prefixes p WHERE f.name GLOB p.pattern));
