-- summary: Interactive controls and images in IB files of the app (not vendored, built by a target) that have neither an accessibility label nor an accessibility identifier, for teams that require one of them (VoiceOver, UI tests): buttons, text fields and views, sliders, switches, steppers, segmented controls, bar button items and image views, of UIKit and AppKit. What counts and what is left out: docs/reports.md.
-- columns: path, line, element, class, id, user_label
-- key: path, id
-- kind: finding
-- severity: note
-- message: This {element} ({id}) has neither an accessibility label nor an accessibility identifier
-- default: off
WITH
ib(id, path, platform) AS MATERIALIZED (
    SELECT f.id, f.path, d.platform FROM files f JOIN documents d ON d.file_id = f.id
    WHERE f.id IN (SELECT file_id FROM ib_files_in_app)
),
-- The controls and images of each framework (control_accessibility; any framework's when the
-- document names no platform sbdb knows).
controls AS MATERIALIZED (
    SELECT v.*, ib.path, ib.platform FROM views v JOIN ib ON ib.id = v.file_id
    LEFT JOIN ib_frameworks f ON f.file_id = v.file_id
    WHERE EXISTS (SELECT 1 FROM control_accessibility k
                  WHERE k.element = v.element AND (k.framework = f.framework OR f.framework IS NULL))
      -- The parts of a standard cell or bar (a cell's imageView) are labelled by their owner.
      AND (v.ib_key IS NULL OR v.element = 'barButtonItem')
),
-- What labels an object or one of its cells (AppKit keeps a control's text in its cell).
labelled(view_id) AS MATERIALIZED (
    SELECT view_id FROM accessibility
    WHERE coalesce(label, '') <> '' OR coalesce(identifier, '') <> '' OR system_label IS NOT NULL
    -- A runtime attribute that sets a label, identifier or placeholder, the system's or a custom
    -- class's that forwards it (accLabelText, placeholderText), or a title or localization key
    -- that a category sets as the control's own text (a localization library's
    -- localizableString, titleKey): the control then shows a text VoiceOver reads. A text a
    -- subclass only draws (placeHolderText of a custom text view) is not read, so "text" alone
    -- does not count.
    UNION SELECT view_id FROM runtime_attributes
    WHERE (key_path GLOB '*[Ll]abel*' OR key_path GLOB '*[Pp]laceholder*' OR key_path GLOB '*ccessibility*'
           OR key_path GLOB '*[Tt]itle*' OR key_path GLOB '*[Ll]ocaliz*')
      AND coalesce(value, '') <> ''
    UNION SELECT view_id FROM localizable_texts
    WHERE text <> '' AND (property IN ('title', 'text', 'placeholder', 'normalTitle', 'placeholderString', 'alternateTitle')
                          OR property GLOB 'segmentTitles*')
    -- A button showing an AppKit system image: the image describes itself (NSAddTemplate reads
    -- "add"). An image view's system image is a placeholder code replaces.
    UNION SELECT u.view_id FROM resource_uses u JOIN ib ON ib.id = u.file_id JOIN views v ON v.id = u.view_id
    WHERE ib.platform = 'macos' AND u.kind = 'image' AND u.name GLOB 'NS[A-Z]*'
      AND v.element NOT IN ('imageView', 'imageCell')
),
-- Objects one of whose cells is labelled (AppKit keeps a control's text in its cell), found from
-- the labelled cells in one pass.
labelled_cells(view_id) AS MATERIALIZED (
    SELECT DISTINCT cell.parent_id FROM labelled l JOIN views cell ON cell.id = l.view_id
    WHERE cell.element GLOB '*Cell' AND cell.parent_id IS NOT NULL
),
-- Classes whose code may reach an object another class's outlet holds: a subclass or superclass
-- of that class (the outlet is inherited), or a class holding an object of that class in an
-- outlet (panel.nameField.placeholder = …).
reaching(class, reader) AS MATERIALIZED (
    SELECT superclass, name FROM class_superclasses WHERE source = 'repository'
    UNION SELECT name, superclass FROM class_superclasses WHERE source = 'repository'
    UNION SELECT type, class_name FROM code_outlets WHERE type IS NOT NULL
),
-- Objects an outlet holds whose accessibility code sets (dismissButton.accessibilityLabel = …,
-- [button setAccessibilityLabel:…]: the mention dismissButton#accessibility).
set_by_code(view_id) AS MATERIALIZED (
    SELECT o.destination_view_id FROM outlets o
    WHERE o.destination_view_id IS NOT NULL AND o.kind IN ('outlet', 'outletCollection')
      -- In the code of the class that holds the outlet or of a class reaching it (an imageView of
      -- one class is not another's; another class's sortButton may be no outlet at all).
      AND EXISTS (SELECT 1 FROM code_mentions m JOIN classes c ON c.file_id = m.file_id
                  WHERE m.name = o.property || '#accessibility'
                    AND (c.name = o.owner_class
                         OR c.name IN (SELECT r.reader FROM reaching r WHERE r.class = o.owner_class)))
),
-- Classes whose instances code makes the element through a local or parameter it declares as
-- the class (TypedReceivers: `let cell = … as! NoteCell` then `cell.accessibilityLabel = …`, the
-- mention NoteCell#accessibility), by their names and the runtime names IB files give them.
typed_classes(name) AS MATERIALIZED (
    SELECT DISTINCT substr(name, 1, length(name) - 14) FROM code_mentions
    WHERE name >= 'A' AND name < '[' AND name GLOB '[A-Z]*#accessibility'
),
typed_elements(name) AS MATERIALIZED (
    SELECT name FROM typed_classes
    UNION SELECT k.runtime_name FROM classes k JOIN typed_classes t ON t.name = k.name
    WHERE k.runtime_name IS NOT NULL
),
-- Classes whose code makes their own view the accessibility element (isAccessibilityElement =
-- true, accessibilityElements = […] on self): VoiceOver reads that view, not what it holds.
self_elements(name) AS MATERIALIZED (
    SELECT DISTINCT c.name FROM classes c
    WHERE c.file_id IN (SELECT file_id FROM code_mentions WHERE name = 'self#accessibility')
    UNION SELECT name FROM typed_elements
),
-- Objects inside a view IB or its class's code makes one accessibility element.
inside_elements(view_id) AS MATERIALIZED (
    WITH RECURSIVE below(id) AS (
        SELECT v.id FROM views v JOIN accessibility a ON a.view_id = v.parent_id WHERE a.is_element = 1
        UNION SELECT v.id FROM views v JOIN views p ON p.id = v.parent_id
        WHERE p.custom_class IN (SELECT name FROM self_elements) AND p.element NOT GLOB '*Controller'
        -- What a button holds (a watchOS button's content group) is part of the button VoiceOver meets.
        UNION SELECT v.id FROM views v JOIN views p ON p.id = v.parent_id WHERE p.element = 'button'
        UNION SELECT v.id FROM views v JOIN below b ON v.parent_id = b.id
    )
    SELECT id FROM below
)
SELECT c.path, c.line, c.element, c.custom_class AS class, c.ib_id AS id, c.user_label
FROM controls c
LEFT JOIN accessibility a ON a.view_id = c.id
WHERE c.id NOT IN (SELECT view_id FROM labelled WHERE view_id IS NOT NULL)
  AND NOT (c.element = 'imageView' AND coalesce(a.is_element, 1) = 0)
  -- An AppKit view's identifier is its accessibility identifier.
  AND NOT (c.platform = 'macos' AND coalesce(c.identifier, '') <> '')
  AND c.id NOT IN (SELECT view_id FROM labelled_cells)
  -- A bar item showing a custom view: VoiceOver meets the view, not the item.
  AND NOT (c.element = 'barButtonItem' AND EXISTS (SELECT 1 FROM views k WHERE k.parent_id = c.id AND k.ib_key = 'customView'))
  AND c.id NOT IN (SELECT view_id FROM set_by_code)
  AND c.id NOT IN (SELECT view_id FROM inside_elements)
  AND coalesce(c.custom_class, '') NOT IN (SELECT name FROM typed_elements)
  AND c.id NOT IN (SELECT view_id FROM accessibility_non_elements)
  AND c.id NOT IN (SELECT view_id FROM self_describing_images)
  AND c.id NOT IN (SELECT view_id FROM value_read_controls)
  AND c.id NOT IN (SELECT view_id FROM never_shown_views)
  AND c.id NOT IN (SELECT view_id FROM replaced_bar_items)
ORDER BY c.path, c.line;
