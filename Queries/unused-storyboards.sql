-- summary: Storyboards that no entry point reaches: no link of any mechanism, code reference or convention from an entry point (Info.plist) or the app's code, through IB files and the code of the classes they use. status says why: unreferenced (nothing names it at all), unreachable (named only from files or classes nothing reaches), test-only (named only from test folders).
-- columns: storyboard, path, status
SELECT * FROM (
    SELECT
        f.name AS storyboard,
        f.path AS path,
        CASE
            WHEN NOT EXISTS (SELECT 1 FROM includes i WHERE i.target_file_id = f.id
                             -- A link to a name several files have, ambiguous, names each of them.
                             OR (i.problem = 'ambiguous' AND i.target_name IN (f.name, f.name || '.' || f.extension)))
                THEN 'unreferenced'
            WHEN NOT EXISTS (SELECT 1 FROM includes i JOIN files s ON s.id = i.source_file_id
                             WHERE i.target_file_id = f.id
                               AND NOT ('/' || s.path GLOB '*Tests/*' OR '/' || s.path GLOB '*Specs/*'
                                        OR '/' || s.path GLOB '*/Test/*')) THEN 'test-only'
            ELSE 'unreachable'
        END AS status
    FROM include_depths d
    JOIN files f ON f.id = d.file_id
    WHERE f.kind = 'storyboard'
      AND d.depth IS NULL
)
ORDER BY CASE status WHEN 'unreferenced' THEN 0 WHEN 'unreachable' THEN 1 ELSE 2 END, path;
