-- sbdb schema, migration 0024: derived columns, so that queries name what they compare instead of
-- repeating the expression that makes it: the member an IB connection needs and the class that
-- must declare it, the IB member a code declaration is, and the folder of each file. They are
-- VIRTUAL: computed when read, never stored or written by the indexer (PRAGMA table_info leaves
-- them out; table_xinfo lists them).

ALTER TABLE outlets ADD COLUMN member TEXT GENERATED ALWAYS AS (CASE kind WHEN 'action' THEN selector ELSE property END) VIRTUAL; -- the member the connection needs: the selector of an action, the property of an outlet or outlet collection
ALTER TABLE outlets ADD COLUMN member_class TEXT GENERATED ALWAYS AS (CASE kind WHEN 'action' THEN destination_class ELSE owner_class END) VIRTUAL; -- the class that must declare member: the destination's customClass for an action, the owner's for an outlet or outlet collection
ALTER TABLE code_outlets ADD COLUMN member TEXT GENERATED ALWAYS AS (CASE kind WHEN 'action' THEN selector WHEN 'outlet' THEN name WHEN 'outlet-collection' THEN name END) VIRTUAL; -- the member an IB file connects: the selector of an action, the name of an outlet or outlet collection, NULL for kinds IB does not connect (segue-action, inspectable, method, property)
ALTER TABLE files ADD COLUMN folder TEXT GENERATED ALWAYS AS (rtrim(path, replace(path, '/', ''))) VIRTUAL; -- the folder holding the file, with a trailing slash ('' for the repository root): the file's name with its extension is substr(path, length(folder) + 1)

-- outlet-mismatches compares IB connections and code members as (class, member) pairs in one
-- ordered pass (migration 0007): the same indexes, on the columns instead of their expressions.
DROP INDEX outlets_member;
CREATE INDEX outlets_member ON outlets(member_class, member);
DROP INDEX code_outlets_member;
CREATE INDEX code_outlets_member ON code_outlets(class_name, member, kind);
