-- Migration 0015: class_superclasses looks a framework class's name up in classes by its index.
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
