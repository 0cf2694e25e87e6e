-- Migration 0015: lookups that scanned a whole table each time.
--
-- class_superclasses looks a framework class's name up in classes by its index.
-- Its framework half kept a name no repository class has with `NOT IN (SELECT name FROM classes
-- …)`, a list SQLite builds by scanning every class each time the view is read: a link rebuild
-- asks for one class's superclass thousands of times (DuckDuckGo: 1,305 controller chains, 446 M
-- instructions of its 8.2 G first index). NOT EXISTS asks the index once per framework row; the
-- rows are the same (classes.name is NOT NULL).
DROP VIEW class_superclasses;

-- view class_superclasses: each class's superclass, as the reports walk class chains: a repository class's as written without its module (UIKit.UIView) or generic arguments (Base<T>), then the framework model's for a name no repository class has
CREATE VIEW class_superclasses (
    class_id,                         -- the repository class's row in classes; NULL for a framework class
    name,                             -- the class
    superclass,                       -- its superclass
    source                            -- repository or framework
) AS
SELECT id, name,
       (SELECT CASE WHEN g GLOB '*.*' THEN substr(g, instr(g, '.') + 1) ELSE g END
        FROM (SELECT CASE WHEN superclass GLOB '*<*' THEN rtrim(substr(superclass, 1, instr(superclass, '<') - 1))
                          ELSE superclass END AS g)),
       'repository'
FROM classes WHERE kind = 'class' AND superclass IS NOT NULL
UNION ALL
SELECT NULL, f.name, f.superclass, 'framework'
FROM framework_classes f
WHERE f.superclass IS NOT NULL AND NOT EXISTS (SELECT 1 FROM classes c WHERE c.name = f.name AND c.kind = 'class');

-- A view's deletion looks up the rows that name it in every table whose view_id cascades from it:
-- without an index on the column, each deleted view scanned resource_uses and localizable_texts
-- whole (100 changed xibs of the twelve apps: 701 ms of writing, 59 ms with these). Partial: the
-- rows of a <resources> entry or a document-level text name no view, and the lookup is by value.
CREATE INDEX resource_uses_view ON resource_uses(view_id) WHERE view_id IS NOT NULL;
CREATE INDEX localizable_texts_view ON localizable_texts(view_id) WHERE view_id IS NOT NULL;
-- The same for a project's targets, replaced with the project: their settings and base configurations.
CREATE INDEX build_settings_target ON build_settings(target_id) WHERE target_id IS NOT NULL;
CREATE INDEX base_configurations_target ON base_configurations(target_id) WHERE target_id IS NOT NULL;
