-- sbdb schema, migration 0023: two indexes for the lookups every changed source file's links
-- make, which read a whole table once per change before (the 16x generated repository, 203k
-- files: 57 ms and 61 ms of a 90 ms change).

-- The loads of a class's property that no constant names (`MovieCell.nibName`, asked of the
-- class's chain of providers).
CREATE INDEX code_references_unresolved_members ON code_references(file_id)
    WHERE value_kind = 'constant' AND resolved_value IS NULL AND value GLOB '*[A-Z]*.[a-z]*' AND value NOT GLOB '*#*';
-- The classes whose conformances may be a class-name convention (every convention's name holds
-- Storyboard or Nib), by name: a model's nested `CodingKeys`, declared in thousands of files, is none.
CREATE INDEX classes_conventions ON classes(name) WHERE conformances LIKE '%Storyboard%' OR conformances LIKE '%Nib%';
