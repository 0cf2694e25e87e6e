-- The framework model's loading (Schema/Frameworks/*.sql are its data): this file runs first,
-- the data files next, 2-split.sql last. sbdb runs them when it builds a new database's image
-- (at build time, EmbedSQLTool) and whenever a database holds another model than its own.
DELETE FROM framework_members;
DELETE FROM system_resources;
DELETE FROM framework_classes;
CREATE TEMP TABLE framework_source (
    class TEXT, superclass TEXT, framework TEXT, outlets TEXT, collections TEXT, actions TEXT);
