-- summary: Storyboards that no entry point reaches: no link of any mechanism, code reference or convention from an entry point (Info.plist) or the app's code, through IB files and the code of the classes they use. status says why: unreferenced (nothing names it at all), unreachable (named only from files or classes nothing reaches), test-only (named only from test folders).
-- columns: storyboard, path, status
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
    u.status AS status
FROM unreached_files u
JOIN files f ON f.id = u.file_id
WHERE f.kind = 'storyboard'
ORDER BY CASE u.status WHEN 'unreferenced' THEN 0 WHEN 'unreachable' THEN 1 ELSE 2 END, f.path;
