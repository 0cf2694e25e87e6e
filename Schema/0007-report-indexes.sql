-- sbdb schema, migration 0007: indexes that let the largest reports read in order instead of sorting.
-- outlet-mismatches compares IB connections and code members as (class, member) pairs in one
-- ordered pass: both indexes hold the very expressions the report compares, in the same order.
CREATE INDEX outlets_member ON outlets(
    CASE kind WHEN 'action' THEN destination_class ELSE owner_class END,
    CASE kind WHEN 'action' THEN selector ELSE property END);
-- The member is NULL for kinds IB does not connect (segue-action, inspectable); by class first,
-- it still serves every lookup the 0005 form (class_name, kind, name, selector) served.
DROP INDEX code_outlets_member;
CREATE INDEX code_outlets_member ON code_outlets(
    class_name,
    CASE kind WHEN 'action' THEN selector WHEN 'outlet' THEN name WHEN 'outlet-collection' THEN name END,
    kind);
-- custom-classes groups the uses it counts straight from this index, in class and element order;
-- the WHERE is the report's own filter, so the index holds only those uses (0005's held every
-- customClass with three more columns).
DROP INDEX views_custom_class_uses;
CREATE INDEX views_custom_class_uses ON views(custom_class, element, file_id)
    WHERE custom_class IS NOT NULL AND custom_class <> ''
      AND coalesce(placeholder_identifier, '') <> 'IBFirstResponder'
      AND coalesce(scene_member, '') <> 'firstResponder'
      AND NOT (element = 'customObject' AND ib_id IN ('-1', '-3'));
-- inclusion-depth reads the depth rows in its order and sorts only the files of each depth by name.
CREATE INDEX include_depths_order ON include_depths(depth IS NULL, depth);
