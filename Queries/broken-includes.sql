-- summary: Every link of the app's own files (not vendored code or a separate project) between IB files, from code or from an Info.plist that does not resolve, with the problem (a link into a bundle the repository does not build is left out, and so is a load in code no target compiles: code_that_runs, and a single-target watch app's Interface.storyboard, which a SwiftUI app need not have): missing-file, missing-scene, no-initial-view-controller, ambiguous, external-bundle or unconfigured.
-- columns: source, source_path, line, mechanism, target, identifier, problem
-- key: source_path, mechanism, target, identifier, problem
-- kind: finding
-- severity: error
-- message: [problem=missing-file] {source} links to '{target}' ({mechanism}), but no storyboard or nib of that name exists
-- message: [problem=missing-scene] {source} opens the scene '{identifier}' of {target} ({mechanism}), but {target} has no scene with that identifier
-- message: [problem=ambiguous] {source} links to '{target}' ({mechanism}), a name several files share
-- message: {source} links to '{target}' ({mechanism}): {problem}
SELECT
    f.name AS source,
    f.path AS source_path,
    i.line AS line,
    i.mechanism AS mechanism,
    i.target_name AS target,
    i.target_identifier AS identifier,
    i.problem AS problem
FROM includes i
JOIN files f ON f.id = i.source_file_id
WHERE i.problem IS NOT NULL
  -- Links from vendored code or a separate project are not the app's to fix.
  AND i.source_file_id NOT IN (SELECT file_id FROM vendored_files)
  -- A load in code no target compiles never runs (code_that_runs).
  AND NOT (f.kind IN ('swift', 'objc') AND i.source_file_id NOT IN (SELECT file_id FROM code_that_runs))
  -- A bundle that no Info.plist or project of the repository identifies is another project's
  -- (a framework not checked in): its storyboards cannot be checked, so they are no finding.
  AND NOT (i.problem = 'external-bundle' AND i.target_bundle NOT IN (
      SELECT value FROM plist_entries WHERE setting IN ('CFBundleIdentifier', 'PRODUCT_BUNDLE_IDENTIFIER')))
  -- A single-target watchOS app's storyboard is optional (a SwiftUI app has none).
  AND NOT (i.problem = 'missing-file' AND i.mechanism = 'info-plist' AND i.detail = 'WKApplication')
ORDER BY source_path, line, mechanism, target;
