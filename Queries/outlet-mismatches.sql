-- summary: Outlets and actions connected in IB files of the app (not vendored) that no class on the object's class chain declares, in the repository or in the frameworks (missing-in-code), and @IBOutlet/@IBAction members that no IB file connects (not-connected); one row per member, with used_in_code for not-connected members: 1 when code still uses it (the class's own, its subclasses' or ancestors', or another object's call), 0 when nothing does; undecided when the app opens IB files it does not hold and no IB file of the repository uses the class (unheld_ib_bundles). What counts and what is left out: docs/reports.md.
-- columns: class, property, kind, problem, path, line, declared_at, used_in_code, undecided
-- key: class, property, kind, problem, path
-- kind: finding
-- message: [problem=missing-in-code] The {kind} '{property}' is connected in IB, but {class} declares no such member
-- message: [problem=not-connected] The {kind} '{property}' of {class} is connected in no IB file
-- message: The {kind} '{property}' of {class}: {problem}
WITH RECURSIVE
-- The name IB files give each class of the repository: its own, and its @objc(Name) runtime name.
-- Extensions and categories add members to a class; they never make one.
class_names(ib_name, name) AS (
    SELECT name, name FROM classes WHERE kind = 'class'
    UNION
    SELECT runtime_name, name FROM classes WHERE kind = 'class' AND runtime_name IS NOT NULL
),
-- Selectors that reach whichever object implements them, so every @IBAction with that selector
-- is connected: actions sent to First Responder (the responder chain), unwind segues' actions
-- (UIKit searches the controllers back from the source), and target bindings whose target is a
-- key path rather than the bound object itself.
-- With the IB file that sends each: an action sent to First Responder reaches only the responders
-- of the app that loads the file (scoped below by targets); the others reach any class.
first_responder(selector, file_id) AS (
    SELECT DISTINCT o.selector, o.file_id
    FROM outlets o LEFT JOIN views v ON v.id = o.destination_view_id
    WHERE o.kind = 'action' AND o.selector IS NOT NULL
      AND (o.destination_class = 'FirstResponder' OR v.placeholder_identifier = 'IBFirstResponder'
           OR v.scene_member = 'firstResponder')
    UNION
    SELECT unwind_action, NULL FROM segues WHERE unwind_action IS NOT NULL
    UNION
    SELECT selector, NULL FROM bindings WHERE selector IS NOT NULL AND coalesce(key_path, '') <> 'self'
),
-- Members that Cocoa bindings use: a binding to an object uses the member its key path starts
-- with (File's Owner's task.status uses task); a target binding to the object itself (keyPath
-- self) sends it its NSSelectorName action.
bound(class, member) AS (
    SELECT DISTINCT v.custom_class,
           CASE WHEN b.selector IS NOT NULL AND b.key_path = 'self' THEN b.selector
                WHEN instr(b.key_path, '.') > 0 THEN substr(b.key_path, 1, instr(b.key_path, '.') - 1)
                ELSE b.key_path END
    FROM bindings b JOIN views v ON v.id = b.destination_view_id
    WHERE v.custom_class IS NOT NULL AND b.key_path IS NOT NULL AND b.key_path NOT GLOB '@*'
),
-- IB connections and code members are compared as (class, member) pairs in one ordered pass:
-- EXCEPT merges two indexes on the very same columns (outlets_member on outlets.member_class and
-- member, code_outlets_member on code_outlets.class_name and member: migrations 0007 and 0024),
-- so no row is looked up one by one. Only the pairs left over are joined back to their rows and
-- checked against class chains. A NULL member matches nothing, as with =.
-- LIMIT -1 (no limit) keeps the ORDER BY that makes SQLite merge the two sides.
undeclared(id, kind, class, member) AS MATERIALIZED (
    SELECT o.id, o.kind, p.class, p.member
    FROM (
        SELECT member_class AS class, member FROM outlets
        EXCEPT
        SELECT class_name, member FROM code_outlets WHERE member IS NOT NULL
        ORDER BY 1, 2 LIMIT -1) p
    -- CROSS JOIN keeps this order: the few pairs left over first, their rows found by outlets_member
    -- (SQLite would otherwise start from outlets, by member_class IN class_names).
    CROSS JOIN outlets o ON o.member_class = p.class AND o.member IS p.member
    WHERE p.class IN (SELECT ib_name FROM class_names)
),
unconnected(id, class, kind, member) AS MATERIALIZED (
    SELECT co.id, p.class, co.kind, p.member
    FROM (
        SELECT class_name AS class, member FROM code_outlets
        WHERE kind IN ('outlet', 'outlet-collection', 'action')
        EXCEPT
        SELECT member_class, member FROM outlets
        WHERE member IS NOT NULL
          -- A file no project builds connects nothing at run time.
          AND file_id NOT IN (SELECT file_id FROM unbuilt_files)
        EXCEPT
        SELECT class, member FROM bound
        ORDER BY 1, 2 LIMIT -1) p
    JOIN code_outlets co ON co.class_name = p.class
                        AND co.member IS p.member
                        AND co.kind IN ('outlet', 'outlet-collection', 'action')
    -- An action sent to First Responder by an IB file answers a member whose code runs in the
    -- bundle that file is built into (target_runs); when the project says nothing of either file,
    -- it answers every member of that name.
    WHERE co.kind <> 'action' OR (
    -- An action the system sends along the responder chain by itself (system_sent_actions), on
    -- the platform of the targets that build the member's code (any, when none is known).
    NOT EXISTS (
        SELECT 1 FROM system_sent_actions s
        -- + drops the TEXT affinity of code_outlets.member: the view's VALUES have none, and a
        -- TEXT comparison would keep SQLite from indexing them (it would scan them per member).
        WHERE s.selector = +p.member
          AND (NOT EXISTS (SELECT 1 FROM file_platforms fp WHERE fp.file_id = co.file_id)
               OR EXISTS (SELECT 1 FROM file_platforms fp WHERE fp.file_id = co.file_id
                          AND (fp.platform = 'macos') = (s.framework = 'AppKit'))))
    AND NOT EXISTS (
        SELECT 1 FROM first_responder fr
        WHERE fr.selector = p.member
          AND (fr.file_id IS NULL
               OR NOT EXISTS (SELECT 1 FROM file_targets a WHERE a.file_id = fr.file_id)
               OR NOT EXISTS (SELECT 1 FROM file_targets b WHERE b.file_id = co.file_id)
               OR EXISTS (SELECT 1 FROM file_targets a JOIN target_runs r ON r.bundle_target_id = a.target_id
                          JOIN file_targets b ON b.target_id = r.target_id
                          WHERE a.file_id = fr.file_id AND b.file_id = co.file_id))))
),
-- Each chain walks the repository's classes, then the framework model (the view class_superclasses).
chain(start, ancestor, depth) AS (
    SELECT name, name, 0 FROM class_names WHERE ib_name IN (SELECT class FROM undeclared)
    UNION
    SELECT class, class, 0 FROM unconnected
    UNION
    SELECT c.start, s.superclass, c.depth + 1
    FROM chain c JOIN class_superclasses s ON s.name = c.ancestor
    WHERE c.depth < 32
),
-- Classes whose chain reaches a class that neither the repository nor the framework model
-- knows (a pod's or package's class): what that class declares cannot be known.
leaves_model(start) AS (
    SELECT DISTINCT start FROM chain c
    WHERE NOT EXISTS (SELECT 1 FROM classes k WHERE k.name = c.ancestor AND k.kind = 'class')
      AND NOT EXISTS (SELECT 1 FROM framework_classes f WHERE f.name = c.ancestor)
),
-- A xib whose File's Owner has no class, loaded by code with owner self: its owner's connections
-- are connections of the loading class.
owner_loads(file_id, class) AS (
    SELECT DISTINCT i.target_file_id, i.source_class
    FROM includes i
    JOIN code_references cr ON cr.file_id = i.source_file_id AND cr.line = i.line AND cr.owner_is_self = 1
    WHERE i.mechanism = 'code' AND i.target_file_id IS NOT NULL AND i.source_class IS NOT NULL
),
untyped_owner_members(class, member) AS (
    SELECT ol.class, o.member
    FROM nib_owners n
    JOIN owner_loads ol ON ol.file_id = n.file_id
    JOIN outlets o ON o.file_id = n.file_id
        AND CASE o.kind WHEN 'action' THEN o.destination_view_id ELSE o.owner_view_id END = n.view_id
    WHERE n.role = 'files-owner' AND n.custom_class IS NULL
),
descendants(base, class, depth) AS (
    SELECT DISTINCT class, class, 0 FROM unconnected
    UNION
    SELECT d.base, k.name, d.depth + 1
    FROM descendants d JOIN classes k ON k.superclass = d.class AND k.kind = 'class'
    WHERE d.depth < 32
),
-- Actions sent to First Responder that nothing in the responder chain can answer: no class of
-- the repository declares the selector (an action, an @objc or Objective-C method) and no
-- framework class does. The row names FirstResponder and the sender's place.
unanswered(member, path, line) AS (
    SELECT o.selector, f.path, o.line
    FROM outlets o LEFT JOIN views v ON v.id = o.destination_view_id JOIN files f ON f.id = o.file_id
    WHERE o.kind = 'action' AND o.selector IS NOT NULL
      AND (o.destination_class = 'FirstResponder' OR v.placeholder_identifier = 'IBFirstResponder'
           OR v.scene_member = 'firstResponder')
      AND f.id NOT IN (SELECT file_id FROM vendored_files)
      AND f.id NOT IN (SELECT file_id FROM unbuilt_files)
      AND o.selector NOT IN (SELECT selector FROM code_outlets WHERE selector IS NOT NULL)
      AND o.selector NOT IN (SELECT member FROM framework_members WHERE kind = 'action')
),
missing AS (
    SELECT u.class AS class, u.member AS member, u.kind AS kind, f.path AS path, o.line AS line
    FROM undeclared u JOIN outlets o ON o.id = u.id JOIN files f ON f.id = o.file_id
    WHERE f.id NOT IN (SELECT file_id FROM vendored_files)
      -- A file no target builds connects nothing at run time (the not-in-target report lists it).
      AND f.id NOT IN (SELECT file_id FROM unbuilt_files)
      AND NOT EXISTS (
        SELECT 1 FROM class_names cn
        WHERE cn.ib_name = u.class AND (
            cn.name IN (SELECT start FROM leaves_model)
            OR EXISTS (
                SELECT 1 FROM chain n
                WHERE n.start = cn.name AND (
                    EXISTS (SELECT 1 FROM code_outlets co
                            WHERE co.class_name = n.ancestor AND co.member = u.member)
                    -- Target-action calls any method the runtime sees (@objc func, an Objective-C
                    -- method), and a nib sets any Objective-C property or instance variable by KVC.
                    OR EXISTS (SELECT 1 FROM code_outlets co
                               WHERE co.class_name = n.ancestor
                                 AND CASE WHEN u.kind = 'action' AND co.kind = 'method' THEN co.selector
                                          WHEN u.kind <> 'action' AND co.kind = 'property'
                                          THEN ltrim(co.name, '_') END = ltrim(u.member, '_'))
                    -- Rule: an Objective-C property's instance variable is the property to a nib:
                    -- `_name` by default synthesis (`@synthesize name = variable` is a property row).
                    OR (u.kind <> 'action' AND EXISTS (
                        SELECT 1 FROM code_outlets co JOIN files cf ON cf.id = co.file_id
                        WHERE co.class_name = n.ancestor AND cf.kind = 'objc' AND co.kind IN ('outlet', 'outlet-collection')
                          AND '_' || co.name = u.member))
                    OR EXISTS (SELECT 1 FROM framework_members fm WHERE fm.class = n.ancestor AND fm.member = u.member)))))
),
not_connected AS MATERIALIZED (
    SELECT c.class AS class, c.member AS member, c.kind AS kind, f.path AS path, co.line AS line, co.name AS name
    FROM unconnected c JOIN code_outlets co ON co.id = c.id JOIN files f ON f.id = co.file_id
    -- Vendored code and separate projects declare members for IB files sbdb may not see; code
    -- that no target builds declares nothing that runs.
    WHERE f.id NOT IN (SELECT file_id FROM vendored_files)
      AND f.id NOT IN (SELECT file_id FROM unbuilt_files)
      AND NOT EXISTS (
        SELECT 1 FROM descendants d JOIN class_names cn ON cn.name = d.class
        WHERE d.base = c.class AND (
            EXISTS (SELECT 1 FROM outlets o WHERE o.owner_class = cn.ib_name AND o.kind <> 'action' AND o.property = c.member
                    AND o.file_id NOT IN (SELECT file_id FROM unbuilt_files))
            OR EXISTS (SELECT 1 FROM outlets o WHERE o.destination_class = cn.ib_name AND o.kind = 'action' AND o.selector = c.member
                       AND o.file_id NOT IN (SELECT file_id FROM unbuilt_files))
            OR EXISTS (SELECT 1 FROM untyped_owner_members um WHERE um.class = d.class AND um.member = c.member)
            -- Connected under its instance variable: `_name`, or the one `@synthesize` names.
            OR (c.kind <> 'action' AND EXISTS (
                SELECT 1 FROM outlets o WHERE o.owner_class = cn.ib_name AND o.kind <> 'action'
                  AND o.file_id NOT IN (SELECT file_id FROM unbuilt_files)
                  AND ((f.kind = 'objc' AND o.property = '_' || c.member)
                       OR o.property IN (SELECT s.name FROM code_outlets s
                                         WHERE s.class_name = c.class AND s.kind = 'property' AND s.selector = c.member))))))
      -- Rule: a member that an IB file connects on an ancestor class is connected on this class
      -- too when this class redeclares it (an override): the connection reaches this class's
      -- version on its instances (a subclass that inherits its superclass's nib).
      AND NOT EXISTS (
          SELECT 1 FROM chain n JOIN class_names cn ON cn.name = n.ancestor
          WHERE n.start = c.class AND n.ancestor <> c.class AND (
              EXISTS (SELECT 1 FROM outlets o WHERE o.destination_class = cn.ib_name AND o.kind = 'action' AND o.selector = c.member
                      AND c.kind = 'action' AND o.file_id NOT IN (SELECT file_id FROM unbuilt_files))
              OR EXISTS (SELECT 1 FROM outlets o WHERE o.owner_class = cn.ib_name AND o.kind <> 'action' AND o.property = c.member
                         AND c.kind <> 'action' AND o.file_id NOT IN (SELECT file_id FROM unbuilt_files))))
      -- An @IBAction that overrides a framework action (changeColor:, showWindow:) is called by the framework.
      AND NOT (c.kind = 'action' AND EXISTS (
          SELECT 1 FROM chain n JOIN framework_members fm ON fm.class = n.ancestor AND fm.member = c.member
          WHERE n.start = c.class))
),
-- Whether code uses a member that no IB file connects: its name (for an action also the first
-- piece of its selector, focusModeActionWithSender for Swift's focusModeAction(sender:)) occurs
-- more often than it is declared in the files of its class and subclasses (declarations,
-- extensions, categories, implementations: #selector(refresh), [self refresh:nil], titleLabel =
-- UILabel()), or in the files of a repository ancestor that declares a member of that name (an
-- override: the superclass's [self hideWindows:nil] calls the subclass's hideWindows:), or elsewhere: at all in a file that is no other class's own code for that name
-- (#selector(Login.presentReset) in a coordinator, [NSApp sendAction:@selector(startSaveState:)
-- to:nil from:self], "selectNextDown:" in a file that declares no member of that name), and in
-- the code of a class that declares a member of that name, only as another object's member
-- (editor.newNote(sender) forwarded by an app delegate that has its own newNote).
-- Rule: the uses of a name on self in the code of another class that declares a member of that
-- name (its own titleLabel, self.titleLabel, [self titleLabel]) are that class's member's, so
-- they never make this class's member used.
class_files(class, file_id) AS MATERIALIZED (
    SELECT DISTINCT d.base, k.file_id FROM descendants d JOIN classes k ON k.name = d.class
    WHERE d.base IN (SELECT class FROM not_connected)
    UNION
    SELECT d.base, co.file_id FROM descendants d JOIN code_outlets co ON co.class_name = d.class
    WHERE d.base IN (SELECT class FROM not_connected)
),
-- Each class's repository ancestors that declare members, read from the chains once (a chain
-- read inside the correlated check below would be walked again for every member).
ancestry(start, ancestor) AS MATERIALIZED (
    SELECT DISTINCT start, ancestor FROM chain
    WHERE depth > 0 AND ancestor IN (SELECT class_name FROM code_outlets)
),
names(class, name, spelling) AS MATERIALIZED (
    SELECT DISTINCT class, name, name FROM not_connected
    UNION
    SELECT DISTINCT class, name, substr(member, 1, instr(member, ':') - 1) FROM not_connected
    WHERE kind = 'action' AND instr(member, ':') > 1
),
used(class, name, used_in_code) AS MATERIALIZED (
    SELECT class, name, max(here OR elsewhere)
    FROM (
        SELECT m.class, m.name,
               (SELECT coalesce(sum(x.count), 0) FROM class_files cf JOIN code_mentions x ON x.file_id = cf.file_id
                WHERE cf.class = m.class AND x.name = m.spelling)
               > (SELECT count(*) FROM descendants d JOIN code_outlets co ON co.class_name = d.class
                  WHERE d.base = m.class AND co.name = m.spelling)
               -- An override: its ancestor's own code mentions the name more often than it declares it.
               OR EXISTS (
                   SELECT 1 FROM ancestry o
                   WHERE o.start = m.class
                     AND EXISTS (SELECT 1 FROM code_outlets a WHERE a.class_name = o.ancestor AND a.name = m.spelling)
                     AND (SELECT coalesce(sum(x.count), 0) FROM code_mentions x
                          WHERE x.name = m.spelling AND x.file_id IN (
                              SELECT file_id FROM classes WHERE name = o.ancestor
                              UNION SELECT file_id FROM code_outlets WHERE class_name = o.ancestor))
                         > (SELECT count(*) FROM code_outlets a WHERE a.class_name = o.ancestor AND a.name = m.spelling)) AS here,
               -- Counted once per spelling, on its first row, and shared by the spelling's rows:
               -- many classes declare a member of one name (titleLabel). (A second CTE over names
               -- would make SQLite copy every CTE before it into the statement once more.)
               -- A file is a declaring class's own code when a class whose code it holds (a
               -- declaration, extension or category) declares a member of the name, or when it
               -- declares one itself: two index probes per mention (classes_file, code_outlets_member;
               -- code_outlets_file), not a list of every declaring class's files per mention.
               max(CASE WHEN m.first THEN
                       EXISTS (SELECT 1 FROM code_mentions x
                               WHERE x.name = m.spelling AND x.count > 0
                                 AND (x.on_others > 0
                                      OR NOT (EXISTS (SELECT 1 FROM classes k JOIN code_outlets d ON d.class_name = k.name
                                                     WHERE k.file_id = x.file_id AND d.name = m.spelling)
                                              OR EXISTS (SELECT 1 FROM code_outlets d
                                                         WHERE d.file_id = x.file_id AND d.name = m.spelling)))) END)
                   OVER (PARTITION BY m.spelling) AS elsewhere
        FROM (SELECT class, name, spelling, row_number() OVER (PARTITION BY spelling) = 1 AS first
              FROM names) m)
    GROUP BY class, name
)
SELECT class, member AS property, kind, 'missing-in-code' AS problem, path, line, NULL AS declared_at,
       NULL AS used_in_code, NULL AS undecided
FROM missing
UNION ALL
SELECT 'FirstResponder', member, 'action', 'missing-in-code', path, line, NULL, NULL, NULL
FROM unanswered
UNION ALL
-- One row per member, at its first declaration (a header sorts before its implementation), with
-- every declaration of the member in declared_at.
SELECT n.class, n.member, CASE n.kind WHEN 'outlet-collection' THEN 'outletCollection' ELSE n.kind END,
       'not-connected', n.path, n.line,
       (SELECT group_concat(place, ' ') FROM (
            SELECT e.path || ':' || e.line AS place FROM not_connected e
            WHERE e.class = n.class AND e.member IS n.member AND e.kind = n.kind ORDER BY e.path, e.line)),
       (SELECT u.used_in_code FROM used u WHERE u.class = n.class AND u.name = n.name),
       -- Rule (unheld_ib_bundles): while the app opens IB files the repository does not hold, a
       -- class that no IB file of the repository uses (neither it nor a subclass) may be
       -- connected in those: its members are undecided, not dead.
       (SELECT 'no IB file of the repository uses ' || n.class || ', and ' || b.source_path || ':' || b.line
               || ' opens IB files of ' || b.bundle || ', which the repository does not hold: they may connect it'
        FROM unheld_ib_bundles b
        WHERE NOT EXISTS (SELECT 1 FROM descendants d JOIN class_names cn ON cn.name = d.class
                          JOIN views v ON v.custom_class = cn.ib_name
                          WHERE d.base = n.class)
        ORDER BY b.bundle LIMIT 1)
FROM not_connected n
WHERE NOT EXISTS (
    SELECT 1 FROM not_connected e
    WHERE e.class = n.class AND e.member IS n.member AND e.kind = n.kind
      AND (e.path < n.path OR (e.path = n.path AND e.line < n.line)))
-- Dead members (used_in_code 0) before members code still uses; kind only orders rows that
-- agree on everything else (two members on one line).
ORDER BY problem, used_in_code, class, property, path, line, kind;
