-- sbdb schema, migration 0006: indexes that keep link updates proportional to the change.
-- A link update looks up only the names a change touches (LinkResolver(names:) and
-- IncludeRebuilder.filesNaming) instead of reading every IB file, link and implicit nib.
-- lower() folds ASCII only: names holding any other character sit in small partial indexes,
-- read whole and folded by Swift.
CREATE INDEX files_lower_name ON files(lower(name));
CREATE INDEX files_unusual_name ON files(name) WHERE name GLOB '*[^ -~]*';
CREATE INDEX includes_lower_target_name ON includes(lower(target_name));
CREATE INDEX includes_unusual_target_name ON includes(target_name) WHERE target_name GLOB '*[^ -~]*';
CREATE INDEX code_references_implicit_nib ON code_references(lower(resolved_value)) WHERE api = 'init(nibName: nil)';
CREATE INDEX code_references_unusual_value ON code_references(resolved_value) WHERE resolved_value GLOB '*[^ -~]*';
-- A changed Swift or Objective-C file re-resolves the references naming the constants it
-- declared and finds the files using its names (CodeLinks.resolveConstants, filesUsing).
CREATE INDEX code_references_value ON code_references(value);
CREATE INDEX code_references_storyboard_value ON code_references(storyboard_value) WHERE storyboard_value IS NOT NULL;
