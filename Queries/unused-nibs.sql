-- summary: Xibs that no entry point reaches: no link of any mechanism, code reference, class-name convention or implicit nib from an entry point (Info.plist) or the app's code, through IB files and the code of the classes they use or code reaches from the app's entry point. status says why. What counts and what is left out: docs/reports.md.
-- columns: nib, path, owner_class, root_classes, vendored, status, undecided
-- key: path
-- kind: finding
-- message: [status=unreferenced] Nothing loads {nib}.xib: no link, code or naming convention names it
-- message: [status=unreachable] {nib}.xib is loaded only from files or classes the app never reaches
-- message: [status=test-only] Only test code loads {nib}.xib
-- message: [status=not-in-target] No target builds {nib}.xib: it is in no app
-- message: {nib}.xib is unused ({status})
SELECT
    f.name AS nib,
    f.path AS path,
    (SELECT group_concat(DISTINCT n.custom_class) FROM nib_owners n
      WHERE n.file_id = f.id AND n.role = 'files-owner') AS owner_class,
    (SELECT group_concat(DISTINCT v.custom_class) FROM views v
      WHERE v.file_id = f.id AND v.parent_id IS NULL AND v.custom_class IS NOT NULL
        AND v.id NOT IN (SELECT view_id FROM nib_owners WHERE file_id = f.id)) AS root_classes,
    f.id IN (SELECT file_id FROM vendored_files) AS vendored,
    u.status AS status,
    -- Rule: a nib named after a class of the repository is undecided while code loads nibs by
    -- names sbdb cannot bound (unbounded_loads): such names come from classes (String(describing:),
    -- NSStringFromClass, reuse identifiers), so one of those loads may be this nib's.
    -- So is a nib whose name starts with the fixed text of a name code builds at run time
    -- (run_time_name_prefixes: "Badge\(level)"). Both: unbounded_name_doubts.
    CASE WHEN u.status IN ('unreferenced', 'unreachable') THEN d.reason END AS undecided
FROM unreached_files u
JOIN files f ON f.id = u.file_id
LEFT JOIN unbounded_name_doubts d ON d.file_id = f.id
WHERE f.kind = 'xib'
ORDER BY vendored, CASE u.status WHEN 'unreferenced' THEN 0 WHEN 'unreachable' THEN 1 ELSE 2 END, f.path;
