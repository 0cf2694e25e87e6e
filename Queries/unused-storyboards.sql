-- summary: Storyboards that no entry point reaches: no link of any mechanism, code reference or convention from an entry point (Info.plist) or the app's code, through IB files and the code of the classes they use or code reaches from the app's entry point. status says why: unreferenced (nothing names it at all), unreachable (named only from files or classes nothing reaches), test-only (named only from test folders). undecided: why sbdb cannot decide (code opens storyboards by names it cannot bound and this one is named after a class, or starts with the fixed text of a name code builds at run time); such rows are left out of the default output and of gates, counted in a footer and listed by --undecided.
-- columns: storyboard, path, status, undecided
-- key: path
-- kind: finding
-- message: [status=unreferenced] Nothing opens {storyboard}.storyboard: no link, Info.plist or code names it
-- message: [status=unreachable] {storyboard}.storyboard is opened only from files or classes the app never reaches
-- message: [status=test-only] Only test code opens {storyboard}.storyboard
-- message: [status=not-in-target] No target builds {storyboard}.storyboard: it is in no app
-- message: {storyboard}.storyboard is unused ({status})
SELECT
    f.name AS storyboard,
    f.path AS path,
    u.status AS status,
    -- Rule, as unused-nibs': a storyboard named after a class of the repository, or whose name
    -- starts with the fixed text of a name code builds at run time, is undecided while code opens
    -- storyboards by names sbdb cannot bound (unbounded_name_doubts).
    CASE WHEN u.status IN ('unreferenced', 'unreachable') THEN d.reason END AS undecided
FROM unreached_files u
JOIN files f ON f.id = u.file_id
LEFT JOIN unbounded_name_doubts d ON d.file_id = f.id
WHERE f.kind = 'storyboard'
ORDER BY CASE u.status WHEN 'unreferenced' THEN 0 WHEN 'unreachable' THEN 1 ELSE 2 END, f.path;
