-- The plain form of outlet-mismatches: slow, row by row, kept to check the fast one against
-- (OutletMismatchesEquivalenceTests). Same rules: repository classes by name or @objc runtime
-- name, chains through the repository and then framework_classes, First Responder actions,
-- overrides of framework actions and of members an ancestor's IB file connects, one not-connected row per member, unwind and binding
-- selectors, members bindings use, plain methods and Objective-C properties, package classes
-- only where their module is imported.
-- columns: class, property, kind, problem, path, line, declared_at
WITH RECURSIVE
class_names(ib_name, name) AS (
    SELECT name, name FROM classes WHERE kind = 'class'
    UNION
    SELECT runtime_name, name FROM classes WHERE kind = 'class' AND runtime_name IS NOT NULL
),
first_responder(selector) AS (
    SELECT o.selector FROM outlets o LEFT JOIN views v ON v.id = o.destination_view_id
    WHERE o.kind = 'action' AND (o.destination_class = 'FirstResponder'
          OR v.placeholder_identifier = 'IBFirstResponder' OR v.scene_member = 'firstResponder')
    UNION ALL SELECT unwind_action FROM segues WHERE unwind_action IS NOT NULL
    UNION ALL SELECT selector FROM bindings WHERE selector IS NOT NULL AND key_path IS NOT 'self'
),
bound(class, member) AS (
    SELECT v.custom_class, CASE
        WHEN b.selector IS NOT NULL AND b.key_path = 'self' THEN b.selector
        WHEN b.key_path LIKE '%.%' THEN substr(b.key_path, 1, instr(b.key_path, '.') - 1)
        ELSE b.key_path END
    FROM bindings b JOIN views v ON v.id = b.destination_view_id
    WHERE b.key_path NOT LIKE '@%'
),
ib(kind, class, member, path, line, vendored, unbuilt) AS (
    SELECT o.kind, CASE o.kind WHEN 'action' THEN o.destination_class ELSE o.owner_class END,
           CASE o.kind WHEN 'action' THEN o.selector ELSE o.property END, f.path, o.line,
           f.id IN (SELECT file_id FROM vendored_files), f.id IN (SELECT file_id FROM unbuilt_files)
    FROM outlets o JOIN files f ON f.id = o.file_id
),
code(class, kind, member, path, line, vendored, name, file_id) AS (
    SELECT co.class_name, co.kind, CASE co.kind WHEN 'action' THEN co.selector ELSE co.name END, f.path, co.line,
           f.id IN (SELECT file_id FROM vendored_files), co.name, co.file_id
    FROM code_outlets co JOIN files f ON f.id = co.file_id
    WHERE co.kind IN ('outlet', 'outlet-collection', 'action')
),
-- Connections on the class-less File's Owner of a xib that a class loads with owner self.
untyped_owner_members(class, member) AS (
    SELECT i.source_class, CASE o.kind WHEN 'action' THEN o.selector ELSE o.property END
    FROM includes i
    JOIN code_references cr ON cr.file_id = i.source_file_id AND cr.line = i.line AND cr.owner_is_self = 1
    JOIN nib_owners n ON n.file_id = i.target_file_id AND n.role = 'files-owner' AND n.custom_class IS NULL
    JOIN outlets o ON o.file_id = n.file_id
        AND ((o.kind = 'action' AND o.destination_view_id = n.view_id) OR (o.kind <> 'action' AND o.owner_view_id = n.view_id))
    WHERE i.mechanism = 'code'
),
chain(start, ancestor, depth) AS (
    SELECT name, name, 0 FROM classes
    UNION
    SELECT class_name, class_name, 0 FROM code_outlets
    UNION
    -- A superclass without its module (UIKit.UIView) or generic arguments (Base<T>).
    SELECT c.start, CASE
        WHEN k.superclass GLOB '*<*' THEN rtrim(substr(k.superclass, 1, instr(k.superclass, '<') - 1))
        WHEN k.superclass GLOB '*.*' THEN substr(k.superclass, instr(k.superclass, '.') + 1)
        ELSE k.superclass END, c.depth + 1
    FROM chain c JOIN classes k ON k.name = c.ancestor AND k.kind = 'class' AND k.superclass IS NOT NULL
    WHERE c.depth < 32
    UNION
    SELECT c.start, f.superclass, c.depth + 1
    FROM chain c JOIN framework_classes f ON f.name = c.ancestor AND f.superclass IS NOT NULL
    WHERE c.depth < 32 AND c.ancestor NOT IN (SELECT name FROM classes WHERE kind = 'class')
),
unknown_ancestor(start) AS (
    SELECT start FROM chain
    WHERE ancestor NOT IN (SELECT name FROM classes WHERE kind = 'class')
      AND ancestor NOT IN (SELECT name FROM framework_classes)
),
declared(class, member, kind) AS (
    SELECT class, member, kind FROM code
    UNION SELECT class, member, kind FROM framework_members
    UNION SELECT class_name, selector, 'action' FROM code_outlets WHERE kind = 'method'
    UNION SELECT class_name, ltrim(name, '_'), 'outlet' FROM code_outlets WHERE kind = 'property'
    -- An Objective-C outlet's default instance variable.
    UNION SELECT co.class_name, '_' || co.name, 'outlet' FROM code_outlets co JOIN files f ON f.id = co.file_id
    WHERE f.kind = 'objc' AND co.kind IN ('outlet', 'outlet-collection')
),
descendants(base, class, depth) AS (
    SELECT class, class, 0 FROM code
    UNION
    SELECT d.base, k.name, d.depth + 1 FROM descendants d JOIN classes k ON k.superclass = d.class AND k.kind = 'class'
    WHERE d.depth < 32
),
unwired(class, member, kind, path, line, name) AS (
    SELECT c.class, c.member, c.kind, c.path, c.line, c.name FROM code c
    WHERE NOT c.vendored
      AND NOT EXISTS (SELECT 1 FROM ib WHERE ib.class = c.class AND ib.member = c.member AND NOT ib.unbuilt)
      AND NOT EXISTS (SELECT 1 FROM bound b WHERE b.class = c.class AND b.member = c.member)
      AND NOT EXISTS (
          SELECT 1 FROM descendants d JOIN untyped_owner_members um ON um.class = d.class
          WHERE d.base = c.class AND um.member = c.member)
      AND NOT EXISTS (
          SELECT 1 FROM descendants d JOIN class_names cn ON cn.name = d.class JOIN ib ON ib.class = cn.ib_name
          WHERE d.base = c.class AND ib.member = c.member AND NOT ib.unbuilt)
      -- Connected under its instance variable: `_name` (Objective-C), or the one @synthesize names.
      AND NOT (c.kind <> 'action' AND EXISTS (
          SELECT 1 FROM descendants d JOIN class_names cn ON cn.name = d.class JOIN ib ON ib.class = cn.ib_name
          WHERE d.base = c.class AND ib.kind <> 'action' AND NOT ib.unbuilt
            AND (((SELECT kind FROM files WHERE id = c.file_id) = 'objc' AND ib.member = '_' || c.member)
                 OR ib.member IN (SELECT s.name FROM code_outlets s
                                  WHERE s.class_name = c.class AND s.kind = 'property' AND s.selector = c.member))))
      AND NOT (c.kind = 'action' AND c.member IN (SELECT selector FROM first_responder))
      AND NOT (c.kind = 'action' AND EXISTS (
          SELECT 1 FROM system_sent_actions s WHERE s.selector = c.member
            AND (NOT EXISTS (SELECT 1 FROM file_platforms fp WHERE fp.file_id = c.file_id)
                 OR EXISTS (SELECT 1 FROM file_platforms fp WHERE fp.file_id = c.file_id
                            AND (fp.platform = 'macos') = (s.framework = 'AppKit')))))
      AND NOT (c.kind = 'action' AND EXISTS (
          SELECT 1 FROM chain ch JOIN framework_members fm ON fm.class = ch.ancestor AND fm.member = c.member
          WHERE ch.start = c.class))
      -- An override of a member that an IB file connects on an ancestor class.
      AND NOT EXISTS (
          SELECT 1 FROM chain ch JOIN class_names cn ON cn.name = ch.ancestor JOIN ib ON ib.class = cn.ib_name
          WHERE ch.start = c.class AND ch.ancestor <> c.class AND ib.member = c.member
            AND (ib.kind = 'action') = (c.kind = 'action') AND NOT ib.unbuilt)
)
SELECT ib.class AS class, ib.member AS property, ib.kind AS kind, 'missing-in-code' AS problem, ib.path AS path,
       ib.line AS line, NULL AS declared_at, NULL AS used_in_code, NULL AS undecided
FROM ib
WHERE NOT ib.vendored AND ib.class IN (SELECT ib_name FROM class_names)
  AND NOT EXISTS (
      SELECT 1 FROM class_names cn
      WHERE cn.ib_name = ib.class AND (
          cn.name IN (SELECT start FROM unknown_ancestor)
          OR EXISTS (SELECT 1 FROM chain ch JOIN declared d ON d.class = ch.ancestor
                     WHERE ch.start = cn.name AND (d.member = ib.member
                         -- A property or instance variable set by KVC, with or without its underscore.
                         OR (d.kind = 'outlet' AND ib.kind <> 'action' AND d.member = ltrim(ib.member, '_'))))))
UNION ALL
-- Actions sent to First Responder that no repository class and no framework class answers.
SELECT 'FirstResponder', o.selector, 'action', 'missing-in-code', f.path, o.line, NULL, NULL, NULL
FROM outlets o JOIN files f ON f.id = o.file_id LEFT JOIN views v ON v.id = o.destination_view_id
WHERE o.kind = 'action' AND o.selector IS NOT NULL
  AND (o.destination_class = 'FirstResponder' OR v.placeholder_identifier = 'IBFirstResponder' OR v.scene_member = 'firstResponder')
  AND f.id NOT IN (SELECT file_id FROM vendored_files) AND f.id NOT IN (SELECT file_id FROM unbuilt_files)
  AND NOT EXISTS (SELECT 1 FROM code_outlets co WHERE co.selector = o.selector)
  AND NOT EXISTS (SELECT 1 FROM framework_members fm WHERE fm.kind = 'action' AND fm.member = o.selector)
UNION ALL
SELECT u.class, u.member, CASE u.kind WHEN 'outlet-collection' THEN 'outletCollection' ELSE u.kind END,
       'not-connected', u.path, u.line,
       (SELECT group_concat(place, ' ') FROM (
            SELECT e.path || ':' || e.line AS place FROM unwired e
            WHERE e.class = u.class AND e.member = u.member AND e.kind = u.kind ORDER BY e.path, e.line)),
       -- Used by code: the name or the selector's first piece is mentioned more often than
       -- declared in the files of the class and its subclasses, or in the files of a repository
       -- ancestor that declares it (an override); or mentioned in a file that is the own code
       -- of no class declaring a member of that name; or used anywhere as another object's
       -- member (on_others).
       (SELECT max(
            (SELECT coalesce(sum(x.count), 0) FROM code_mentions x WHERE x.name = sp.spelling AND x.file_id IN (
                 SELECT k.file_id FROM descendants d JOIN classes k ON k.name = d.class WHERE d.base = u.class
                 UNION SELECT co.file_id FROM descendants d JOIN code_outlets co ON co.class_name = d.class
                 WHERE d.base = u.class))
            > (SELECT count(*) FROM descendants d JOIN code_outlets co ON co.class_name = d.class
               WHERE d.base = u.class AND co.name = sp.spelling)
            OR EXISTS (
                SELECT 1 FROM chain ch
                WHERE ch.start = u.class AND ch.depth > 0
                  AND EXISTS (SELECT 1 FROM code_outlets a WHERE a.class_name = ch.ancestor AND a.name = sp.spelling)
                  AND (SELECT coalesce(sum(x.count), 0) FROM code_mentions x WHERE x.name = sp.spelling AND x.file_id IN (
                           SELECT file_id FROM classes WHERE name = ch.ancestor
                           UNION SELECT file_id FROM code_outlets WHERE class_name = ch.ancestor))
                      > (SELECT count(*) FROM code_outlets a WHERE a.class_name = ch.ancestor AND a.name = sp.spelling))
            OR EXISTS (
                SELECT 1 FROM code_mentions x WHERE x.name = sp.spelling AND x.count > 0
                  AND (x.on_others > 0 OR x.file_id NOT IN (
                      SELECT k.file_id FROM code_outlets d JOIN classes k ON k.name = d.class_name WHERE d.name = sp.spelling
                      UNION SELECT c2.file_id FROM code_outlets d JOIN code_outlets c2 ON c2.class_name = d.class_name
                      WHERE d.name = sp.spelling))))
        FROM (SELECT u.name AS spelling
              UNION SELECT substr(u.member, 1, instr(u.member, ':') - 1) WHERE u.kind = 'action' AND instr(u.member, ':') > 1) sp),
       -- Undecided while the app opens IB files it does not hold and no held IB file uses the
       -- class or a subclass (by its name or runtime name).
       (SELECT 'no IB file of the repository uses ' || u.class || ', and ' || b.source_path || ':' || b.line
               || ' opens IB files of ' || b.bundle || ', which the repository does not hold: they may connect it'
        FROM unheld_ib_bundles b
        WHERE NOT EXISTS (SELECT 1 FROM descendants d JOIN class_names cn ON cn.name = d.class
                          JOIN views v ON v.custom_class = cn.ib_name WHERE d.base = u.class)
        ORDER BY b.bundle LIMIT 1)
FROM unwired u
WHERE (u.path, u.line) = (
    SELECT e.path, e.line FROM unwired e WHERE e.class = u.class AND e.member = u.member AND e.kind = u.kind
    ORDER BY e.path, e.line LIMIT 1)
ORDER BY problem, used_in_code, class, property, path, line, kind;
