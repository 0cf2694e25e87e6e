-- sbdb schema, migration 0012: the bundle a load names by a class (Bundle(for: X.self),
-- [NSBundle bundleForClass:[X class]]), so that a load from the bundle of a class that no code of
-- the repository declares (a pod or package not checked in) is known to load that module's file,
-- not a missing one of the repository. Names passed to function parameters are kept as
-- code_constants named function#label (see sbdb schema, code_constants).

ALTER TABLE code_references ADD COLUMN bundle_class TEXT; -- the class whose bundle the load reads (Bundle(for: X.self), bundleForClass:[X class]); NULL for nil, the main bundle or any other bundle
