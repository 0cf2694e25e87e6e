-- summary: Storyboards that no entry point reaches: no link of any mechanism, code reference or convention from an entry point (Info.plist) or the app's code, through IB files and the code of the classes they use. status says why: unreferenced (nothing names it at all), unreachable (named only from files or classes nothing reaches), test-only (named only from test folders). undecided: why sbdb cannot decide (code opens storyboards by names it cannot bound and this one is named after a class, or starts with the fixed text of a name code builds at run time); such rows are left out of the default output and of gates, counted in a footer and listed by --undecided.
-- columns: storyboard, path, status, undecided
-- key: path
-- kind: finding
-- message: [status=unreferenced] Nothing opens {storyboard}.storyboard: no link, Info.plist or code names it
-- message: [status=unreachable] {storyboard}.storyboard is opened only from files or classes the app never reaches
-- message: [status=test-only] Only test code opens {storyboard}.storyboard
-- message: [status=not-in-target] No target builds {storyboard}.storyboard: it is in no app
-- message: {storyboard}.storyboard is unused ({status})
WITH
-- The run-time names' fixed parts as GLOB patterns, and the first storyboard load sbdb cannot
-- bound with the count of the others: each computed once, not per storyboard.
prefixes(pattern) AS MATERIALIZED (
    SELECT replace(replace(replace(prefix, '[', '[[]'), '?', '[?]'), '*', '[*]') || '*' FROM run_time_name_prefixes
),
first_load(text) AS MATERIALIZED (
    SELECT lf.path || ':' || l.line || ' ' || r.source_text
           || CASE WHEN count(*) OVER () > 1 THEN ' (and ' || (count(*) OVER () - 1) || ' more: sbdb query dynamic-loads)' ELSE '' END
    FROM unbounded_loads l JOIN code_references r ON r.id = l.reference_id JOIN files lf ON lf.id = l.file_id
    WHERE l.kind = 'storyboard' ORDER BY lf.path, l.line LIMIT 1
)
SELECT
    f.name AS storyboard,
    f.path AS path,
    u.status AS status,
    -- Rule, as unused-nibs': a storyboard named after a class of the repository, or whose name
    -- starts with the fixed text of a name code builds at run time, is undecided while code opens
    -- storyboards by names sbdb cannot bound: one of those loads may be this storyboard's.
    CASE WHEN u.status IN ('unreferenced', 'unreachable')
          AND (EXISTS (SELECT 1 FROM classes c WHERE c.name = f.name)
               OR EXISTS (SELECT 1 FROM prefixes p WHERE f.name GLOB p.pattern))
         THEN (SELECT 'code opens storyboards by names sbdb cannot bound, and this one is named after a class'
                      || CASE WHEN EXISTS (SELECT 1 FROM classes c WHERE c.name = f.name) THEN '' ELSE ' or starts like a name code builds' END
                      || ': ' || text
               FROM first_load)
    END AS undecided
FROM unreached_files u
JOIN files f ON f.id = u.file_id
WHERE f.kind = 'storyboard'
ORDER BY CASE u.status WHEN 'unreferenced' THEN 0 WHEN 'unreachable' THEN 1 ELSE 2 END, f.path;
