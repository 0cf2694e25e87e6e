-- summary: Where a language's strings for a storyboard or xib in Base.lproj no longer match it: each <lang>.lproj/<Name>.strings next to the Base.lproj folder, and each string catalog <Name>.xcstrings there (in mul.lproj or beside it, every language but its source language), against the texts IB would put in the table (ObjectID.property. What counts and what is left out: docs/reports.md.
-- columns: file, key, problem, base_text, languages, path, line
-- param: untranslated 0
-- key: file, key, problem
-- kind: finding
-- message: [problem=missing] "{base_text}" ({key} of {file}) has no translation in {languages}
-- message: [problem=stale] {key} is translated in {languages}, but {file} no longer has that text
-- message: [problem=not-shipped] The {languages} strings of {file} are in no target: those users see the base texts
-- message: [problem=untranslated] "{base_text}" ({key} of {file}) is the same in {languages} as in the base language
-- message: {key} of {file} in {languages}: {problem}
WITH
-- IB files in a Base.lproj folder: the folder above it, and the table name (the file name without extension).
base(file_id, path, folder, table_name) AS MATERIALIZED (
    SELECT f.id, f.path,
           substr(f.folder, 1, length(f.folder) - length('Base.lproj/')),
           substr(f.path, length(f.folder) + 1, length(f.path) - length(f.folder) - length(f.extension) - 1)
    FROM files f
    WHERE f.kind IN ('storyboard', 'xib') AND f.lproj = 'Base'
      AND f.id NOT IN (SELECT file_id FROM vendored_files)
),
-- Old projects name languages in English (English.lproj, developmentRegion = English).
language_names(name, code) AS (
    VALUES ('English', 'en'), ('French', 'fr'), ('German', 'de'), ('Japanese', 'ja'), ('Spanish', 'es'),
           ('Italian', 'it'), ('Dutch', 'nl'), ('Portuguese', 'pt'), ('Swedish', 'sv'), ('Danish', 'da'),
           ('Norwegian', 'no'), ('Finnish', 'fi'), ('Korean', 'ko'), ('Chinese', 'zh'), ('Russian', 'ru')
),
-- The development language: a project's developmentRegion, else English.
development(language) AS (
    SELECT coalesce((SELECT code FROM language_names WHERE name = d.value), d.value) FROM (
        SELECT coalesce((SELECT value FROM plist_entries WHERE setting = 'developmentRegion'
                         GROUP BY value ORDER BY count(*) DESC LIMIT 1), 'en') AS value) d
),
-- Each translation of each base file: a .strings table in a language folder, or a catalog with
-- each of its languages; shipped: some target builds the table (not unshipped_string_tables).
translations(base_id, table_id, format, language, source_language, shipped) AS MATERIALIZED (
    SELECT b.file_id, t.file_id, t.format, t.language, NULL, t.file_id NOT IN (SELECT file_id FROM unshipped_string_tables)
    FROM base b JOIN string_tables t ON t.folder = b.folder AND t.table_name = b.table_name
    WHERE t.format = 'strings' AND t.language IS NOT NULL AND t.language <> 'Base'
    UNION
    SELECT b.file_id, t.file_id, t.format, e.language, coalesce(t.source_language, (SELECT language FROM development)),
           t.file_id NOT IN (SELECT file_id FROM unshipped_string_tables)
    FROM base b
    JOIN string_tables t ON t.table_name = b.table_name AND t.format = 'xcstrings'
         AND (t.folder = b.folder)
    JOIN strings_entries e ON e.file_id = t.file_id AND e.language IS NOT NULL
    WHERE e.language <> coalesce(t.source_language, (SELECT language FROM development))
),
-- Labels and text fields an outlet holds whose name code uses beyond declaring it: code may set
-- their text (an AppKit field's is its cell's); a watchOS notification's alert label, which the
-- system fills. Buttons, check boxes and menu items keep their titles.
code_outlets_used(view_id) AS MATERIALIZED (
    SELECT o.destination_view_id FROM outlets o
    WHERE o.kind IN ('outlet', 'outletCollection') AND o.destination_view_id IS NOT NULL
      AND o.destination_element IN ('label', 'textField', 'textView', 'searchField')
      AND o.file_id IN (SELECT file_id FROM base)
      AND ((SELECT coalesce(sum(m.count), 0) FROM code_mentions m WHERE m.name = o.property)
           > (SELECT count(*) FROM code_outlets c WHERE c.name = o.property)
           OR o.property = 'notificationAlertLabel')
),
-- Menu items AppKit retitles itself (Enter/Exit Full Screen, Show/Hide Toolbar, Sidebar, Tab Bar).
retitled(view_id) AS MATERIALIZED (
    SELECT o.owner_view_id FROM outlets o
    WHERE o.kind = 'action' AND o.owner_element = 'menuItem' AND o.file_id IN (SELECT file_id FROM base)
      AND o.selector IN ('toggleFullScreen:', 'toggleToolbarShown:', 'toggleSidebar:', 'toggleTabBar:')
    -- and those the app's own validation retitles (validation_retitled_items).
    UNION SELECT view_id FROM validation_retitled_items
),
-- Rule: a Cocoa binding of the text an object shows replaces the text IB gives it, on the object
-- and its cell: a title binding (title, attributedTitle, displayPatternTitle…) on any object, the
-- value of a text control (a text field's or text view's value, displayPatternValue…). A button's
-- or menu item's value binding is its state: its title stays.
bound_texts(view_id) AS MATERIALIZED (
    SELECT b.owner_view_id FROM bindings b JOIN views v ON v.id = b.owner_view_id
    WHERE b.file_id IN (SELECT file_id FROM base)
      AND (b.name IN ('title', 'attributedTitle') OR b.name GLOB 'displayPatternTitle*'
           OR ((b.name IN ('value', 'attributedString') OR b.name GLOB 'displayPatternValue*')
               AND v.element IN ('textField', 'textView', 'searchField', 'secureTextField', 'comboBox', 'tokenField')))
),
code_set(view_id) AS MATERIALIZED (
    SELECT view_id FROM code_outlets_used
    UNION SELECT v.id FROM views v WHERE v.parent_id IN (SELECT view_id FROM code_outlets_used)
    UNION SELECT view_id FROM retitled
    UNION SELECT view_id FROM bound_texts
    UNION SELECT v.id FROM views v WHERE v.parent_id IN (SELECT view_id FROM bound_texts)
),
-- The names of the repository's products: a brand needs no translation.
products(name) AS MATERIALIZED (
    SELECT name FROM targets UNION SELECT product_name FROM targets WHERE product_name IS NOT NULL
),
texts AS (
    SELECT lt.file_id, lt.ib_id || '.' || lt.property AS key, lt.text, lt.line, lt.view_id, lt.property,
           lt.property IN ('text', 'title', 'normalTitle', 'placeholder', 'placeholderString')
               AND lt.view_id IN (SELECT view_id FROM code_set) AS maybe_set_by_code,
           -- The object library's own texts, which nobody reads: code sets the real one at run time.
           lt.text IN ('Label', 'Button', 'Item', 'Title', 'Subtitle', 'Detail', 'Text Cell', 'Table View Cell',
                       'Multi-line Label', 'Box', 'Check', 'Radio', 'First', 'Second')
           OR lt.text GLOB 'Lorem ipsum*' OR NOT lt.shown
           -- Texts of objects never on screen (never_shown_views): no user reads them.
           OR lt.view_id IN (SELECT view_id FROM never_shown_views)
           OR lt.view_id IN (SELECT view_id FROM replaced_bar_items)
           -- A sheet's title: AppKit draws a sheet without a title bar (sheet_windows).
           OR (lt.property = 'title' AND lt.view_id IN (SELECT view_id FROM sheet_windows))
           -- Rule: text that reads the same in every language needs no translation: digits, ASCII
           -- punctuation and symbols alone (», …, ✓, ©, arrows: trim() leaves nothing of it), a key
           -- shortcut (modifier glyphs and one key: ⇧⌘O), and the product's name, in any case.
           OR trim(lt.text, ' !"#$%&''()*+,-./0123456789:;<=>?@[\]^_`{|}~»«…•·–—→←↑↓↔⌘⇧⌥⌃⏎↩⌫⌦⎋⇥©®™°€£¥✓✔✕✗×÷±≤≥≠∞§¶†‡‹›“”‘’▶◀▲▼★☆♥') = ''
           OR (lt.text GLOB '[⌘⇧⌥⌃]*' AND length(trim(lt.text, '⌘⇧⌥⌃')) = 1)
           OR lower(lt.text) IN (SELECT lower(name) FROM products)
           -- The developer's own mark: IB's note says not to translate it.
           OR lt.translate IS 0 AS is_placeholder
    FROM localizable_texts lt WHERE lt.file_id IN (SELECT file_id FROM base)
),
entries AS MATERIALIZED (
    SELECT tr.base_id, tr.table_id, tr.format, tr.language, tr.source_language, e.key, e.value, e.state, e.line
    FROM translations tr JOIN strings_entries e ON e.file_id = tr.table_id
         AND (tr.format = 'strings' OR e.language = tr.language)
    -- A table no target builds is no language the app ships: its keys are no gaps.
    WHERE tr.shipped
),
-- Keys a table says not to translate (strings_entries.translate: a catalog's shouldTranslate, a note).
untranslatable(table_id, key) AS MATERIALIZED (
    SELECT file_id, key FROM strings_entries WHERE translate = 0
),
-- The primary language of each translation, and whether it is the development language's
-- (en-GB for en): such a language falls back to the base text, which it mostly shares.
languages AS MATERIALIZED (
    SELECT tr.*, lower(substr(coalesce((SELECT code FROM language_names WHERE name = tr.language), tr.language) || '-', 1,
                              instr(coalesce((SELECT code FROM language_names WHERE name = tr.language), tr.language) || '-', '-') - 1)) IN (
        lower(substr((SELECT language FROM development) || '-', 1, instr((SELECT language FROM development) || '-', '-') - 1)),
        lower(substr(coalesce(tr.source_language, (SELECT language FROM development)) || '-', 1,
                     instr(coalesce(tr.source_language, (SELECT language FROM development)) || '-', '-') - 1))) AS is_base_language
    FROM translations tr
),
-- Per base text, in how many other languages it has an entry and in how many the entry differs:
-- a text most languages keep as it is (a product name, Twitter, OK) is not untranslated.
consensus AS MATERIALIZED (
    SELECT e.base_id, e.key, count(*) AS entries, sum(e.value <> t.text) AS translated
    FROM entries e JOIN texts t ON t.file_id = e.base_id AND t.key = e.key
    JOIN languages l ON l.table_id = e.table_id AND l.language IS e.language AND NOT l.is_base_language
    GROUP BY e.base_id, e.key
),
-- Rule: a text most translations keep as it is (at least three languages have an entry and
-- fewer than half of them differ: a name, a brand, a symbol) needs no translation, so a language
-- that lacks it shows the same text and misses nothing.
kept(base_id, key) AS MATERIALIZED (
    SELECT base_id, key FROM consensus WHERE entries >= 3 AND 2 * translated < entries
    -- Rule: the developer's own mark (IBNotes). A key that any table of the text's file says not to
    -- translate (ibtool copies IB's note into every table's comment: `Note = "Do not translate"`):
    -- no language misses it.
    UNION
    SELECT tr.base_id, e.key FROM translations tr JOIN strings_entries e ON e.file_id = tr.table_id
    WHERE e.translate = 0
),
-- The properties sbdb reads on every object: an entry naming one the object lacks is stale.
known_properties(property) AS (
    VALUES ('text'), ('title'), ('placeholder'), ('prompt'), ('headerTitle'), ('footerTitle'), ('backButtonTitle'),
           ('label'), ('paletteLabel'), ('ibShadowedToolTip'), ('placeholderString'), ('alternateTitle'),
           ('accessibilityLabel'), ('accessibilityHint'), ('normalTitle'), ('headerCell.title')
),
findings AS (
    -- missing: a base text the language does not translate.
    SELECT tr.language, t.file_id, t.key, 'missing' AS problem, t.text AS base_text, tr.table_id AS at_file, NULL AS at_line
    FROM languages tr JOIN texts t ON t.file_id = tr.base_id
    WHERE tr.shipped AND t.text <> '' AND NOT t.is_placeholder AND NOT t.maybe_set_by_code AND NOT tr.is_base_language
      AND NOT EXISTS (SELECT 1 FROM untranslatable u WHERE u.table_id = tr.table_id AND u.key = t.key)
      AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.table_id = tr.table_id AND e.key = t.key AND e.language IS tr.language)
      AND NOT EXISTS (SELECT 1 FROM kept k WHERE k.base_id = t.file_id AND k.key = t.key)
    UNION ALL
    -- missing in a catalog: the key is there, its translation is not.
    SELECT e.language, e.base_id, e.key, 'missing', t.text, e.table_id, e.line
    FROM entries e JOIN texts t ON t.file_id = e.base_id AND t.key = e.key
    JOIN languages l ON l.table_id = e.table_id AND l.language IS e.language AND NOT l.is_base_language
    WHERE e.format = 'xcstrings' AND t.text <> '' AND NOT t.is_placeholder AND NOT t.maybe_set_by_code AND (e.value IS NULL OR e.value = '') AND coalesce(e.state, '') <> 'variations'
      AND NOT EXISTS (SELECT 1 FROM untranslatable u WHERE u.table_id = e.table_id AND u.key = e.key)
      AND NOT EXISTS (SELECT 1 FROM kept k WHERE k.base_id = e.base_id AND k.key = e.key)
    UNION ALL
    -- not-shipped: the language's table for the file is in no target's build phases.
    -- Users of that language see the base texts; one row for the table.
    SELECT tr.language, tr.base_id, '', 'not-shipped', NULL, tr.table_id, NULL FROM languages tr
    WHERE NOT tr.shipped AND tr.format = 'strings' AND NOT tr.is_base_language
      AND tr.base_id NOT IN (SELECT file_id FROM unbuilt_files)
    UNION ALL
    -- stale: the object is gone, or it no longer has the property.
    SELECT e.language, e.base_id, e.key, 'stale', NULL, e.table_id, e.line
    FROM entries e
    WHERE e.key GLOB '?*.?*'
      AND NOT EXISTS (SELECT 1 FROM texts t WHERE t.file_id = e.base_id AND t.key = e.key)
      AND ((NOT EXISTS (SELECT 1 FROM views v WHERE v.file_id = e.base_id AND v.ib_id = substr(e.key, 1, instr(e.key, '.') - 1))
            -- A binding's placeholders are keyed by the binding's id.
            AND NOT EXISTS (SELECT 1 FROM bindings b WHERE b.file_id = e.base_id AND b.ib_id = substr(e.key, 1, instr(e.key, '.') - 1))
            AND NOT EXISTS (SELECT 1 FROM other_elements o WHERE o.file_id = e.base_id AND o.ib_id = substr(e.key, 1, instr(e.key, '.') - 1)))
           OR substr(e.key, instr(e.key, '.') + 1) IN (SELECT property FROM known_properties)
           OR e.state = 'stale')
    UNION ALL
    -- untranslated: the entry repeats the base text in another language than the development one.
    SELECT e.language, e.base_id, e.key, 'untranslated', t.text, e.table_id, e.line
    FROM entries e JOIN texts t ON t.file_id = e.base_id AND t.key = e.key
    JOIN languages l ON l.table_id = e.table_id AND l.language IS e.language AND NOT l.is_base_language
    JOIN consensus c ON c.base_id = e.base_id AND c.key = e.key
    WHERE :untranslated AND e.value = t.text AND t.text GLOB '*[A-Za-z]*[A-Za-z]*' AND NOT t.is_placeholder
      AND NOT t.maybe_set_by_code AND c.entries >= 3 AND 2 * c.translated >= c.entries
      AND NOT EXISTS (SELECT 1 FROM untranslatable u WHERE u.table_id = e.table_id AND u.key = e.key)
      AND NOT EXISTS (SELECT 1 FROM kept k WHERE k.base_id = e.base_id AND k.key = e.key)
),
-- One row per text and problem, with every language it concerns: a text missing in twelve
-- languages is one thing to fix, not twelve. path and line are the first language's table.
by_language AS (
    SELECT g.file_id, g.key, g.problem, g.base_text, g.language, f.path AS at_path, g.at_line
    FROM findings g JOIN files f ON f.id = g.at_file
    ORDER BY g.file_id, g.key, g.problem, g.language
)
SELECT b.path AS file, l.key, l.problem, l.base_text, group_concat(l.language, ', ') AS languages,
       min(l.at_path) AS path, min(l.at_line) AS line
FROM by_language l JOIN base b ON b.file_id = l.file_id
GROUP BY l.file_id, l.key, l.problem
ORDER BY b.path, l.problem, l.key;
