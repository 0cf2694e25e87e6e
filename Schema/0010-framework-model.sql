-- sbdb schema, migration 0010: the framework class model and Objective-C runtime names.
-- The rows of framework_classes and framework_members come from Schema/Frameworks/*.sql, which
-- sbdb loads whenever the embedded model differs from the one the database holds (meta
-- 'framework_model'): a new model needs no migration.

-- table framework_classes: UIKit, AppKit, WatchKit and other framework classes that IB files use, with their superclasses (Schema/Frameworks)
-- The key's columns come first: SQLite 3.40's integrity_check misreads NOT NULL columns of a
-- WITHOUT ROWID table whose key columns are not its first ones.
CREATE TABLE framework_classes (
    name TEXT NOT NULL,               -- the class, e.g. UITableView
    platform TEXT NOT NULL,           -- iOS (also tvOS), macOS, watchOS or any; a class of two platforms has a row for each
    superclass TEXT,                  -- its superclass, NULL for NSObject
    framework TEXT NOT NULL,          -- UIKit, AppKit, WatchKit, WebKit, …
    PRIMARY KEY (name, platform)
) WITHOUT ROWID;

-- table framework_members: the outlets, outlet collections and actions IB can connect on a framework class (not its superclasses')
CREATE TABLE framework_members (
    class TEXT NOT NULL,              -- the framework class that declares the member
    member TEXT NOT NULL,             -- property name, or selector of an action (copy:)
    kind TEXT NOT NULL,               -- outlet, outlet-collection or action
    PRIMARY KEY (class, member, kind)
) WITHOUT ROWID;
CREATE INDEX framework_members_member ON framework_members(member);

ALTER TABLE classes ADD COLUMN runtime_name TEXT; -- the Objective-C runtime name IB files use when it differs from the name: @objc(ACMStarButton) class StarButton gives ACMStarButton
CREATE INDEX classes_runtime_name ON classes(runtime_name) WHERE runtime_name IS NOT NULL;
