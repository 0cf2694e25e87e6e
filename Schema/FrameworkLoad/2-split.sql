-- From the rows the data files insert into framework_source to the two tables: a class's
-- platform follows its framework and superclass (a name both UIKit and AppKit use has a row
-- in each file of the model), and member lists are split at their spaces.
INSERT OR IGNORE INTO framework_classes (name, superclass, framework, platform)
SELECT class, superclass, framework, CASE
    WHEN framework = 'Foundation' THEN 'any'
    WHEN framework = 'WatchKit' THEN 'watchOS'
    WHEN framework = 'AppKit'
         OR superclass IN ('NSView', 'NSViewController', 'NSWindow', 'NSResponder') THEN 'macOS'
    ELSE 'iOS' END
FROM framework_source;

WITH RECURSIVE split(class, kind, member, rest) AS (
    SELECT class, 'outlet', NULL, outlets || ' ' FROM framework_source
    UNION ALL SELECT class, 'outlet-collection', NULL, collections || ' ' FROM framework_source
    UNION ALL SELECT class, 'action', NULL, actions || ' ' FROM framework_source
    UNION ALL
    SELECT class, kind, substr(rest, 1, instr(rest, ' ') - 1), ltrim(substr(rest, instr(rest, ' ') + 1))
    FROM split WHERE rest <> ''
)
INSERT OR IGNORE INTO framework_members (class, kind, member)
SELECT class, kind, member FROM split WHERE member IS NOT NULL AND member <> '';

DROP TABLE framework_source;
