-- sbdb schema, migration 0016: platform rules as named views. Each view states one rule that
-- holds for every app (no app's or dependency's names), the platform behaviour it follows, and is
-- used by name by the finding reports; RuleFixtureTests holds each to fixtures that trigger it and
-- fixtures that must not.

-- view accessibility_non_elements: IB objects VoiceOver never meets on their own, so a missing label is no gap: a UIKit image view (UIImageView's isAccessibilityElement is NO unless IB or code sets it; AppKit's NSImageView is an element and is not listed)
CREATE VIEW accessibility_non_elements (
    view_id                           -- the object's row in views
) AS
SELECT v.id FROM views v
JOIN documents d ON d.file_id = v.file_id
LEFT JOIN accessibility a ON a.view_id = v.id
WHERE v.element = 'imageView'
  AND d.platform IN ('ios', 'tvos')
  AND coalesce(a.is_element, 0) = 0;

-- view self_describing_images: IB objects that show an SF Symbol (catalog="system"), which carries its own accessibility label (UIImage(systemName:) and NSImage(systemSymbolName:) describe themselves to VoiceOver), wherever the file names it: the object's own image or a button state's
CREATE VIEW self_describing_images (
    view_id                           -- the object's row in views
) AS
SELECT DISTINCT u.view_id FROM resource_uses u
WHERE u.view_id IS NOT NULL
  AND (u.kind = 'symbol'
       -- A state's image="gear" whose <resources> entry says catalog="system".
       OR (u.kind = 'image' AND EXISTS (SELECT 1 FROM resources r
                                         WHERE r.file_id = u.file_id AND r.name = u.name AND r.catalog = 'system')));

-- view ib_files_in_app: storyboards and xibs that are part of an app, as reports count them: not vendored, and built by a target when a project or package governs their folder (an unbuilt copy beside the built one is no use, no link and no finding)
CREATE VIEW ib_files_in_app (
    file_id                           -- the IB file's row in files
) AS
SELECT f.id FROM files f
WHERE f.kind IN ('storyboard', 'xib')
  AND f.id NOT IN (SELECT file_id FROM vendored_files)
  AND f.id NOT IN (SELECT file_id FROM unbuilt_files);

-- view code_that_runs: Swift and Objective-C files whose code can run in the app: not in a folder a project or package governs without building them (a file no target compiles loads nothing)
CREATE VIEW code_that_runs (
    file_id                           -- the source file's row in files
) AS
SELECT f.id FROM files f
WHERE f.kind IN ('swift', 'objc')
  AND f.id NOT IN (SELECT file_id FROM unbuilt_files);

-- view unbounded_loads: calls in the app's own code that runs (code_that_runs, not vendored) that load a nib or storyboard, or open a scene, by a name sbdb cannot bound (built at run time, a variable, a constant with no single value) and that link nothing: each could load any file of its kind, so a finding that such a load could reach is undecided, not proven
CREATE VIEW unbounded_loads (
    reference_id,                     -- the call's row in code_references
    kind,                             -- nib, storyboard or scene
    file_id,                          -- the source file
    line                              -- line of the call
) AS
SELECT r.id, r.kind, r.file_id, r.line FROM code_references r
WHERE r.kind IN ('nib', 'storyboard', 'scene')
  AND r.resolved_value IS NULL
  AND r.file_id NOT IN (SELECT file_id FROM vendored_files)
  AND r.file_id IN (SELECT file_id FROM code_that_runs)
  -- The super call of a custom initializer that forwards its nib name (initWithNibName:onFolder:)
  -- is followed at each call of the initializer, which is a load of its own.
  AND NOT (r.value_kind = 'dynamic' AND coalesce(r.enclosing_member, '') IN ('initWithNibName', 'initWithWindowNibName'))
  -- A name asked of self ([self mainNibName]) or any other call that still made a link is known.
  AND NOT EXISTS (SELECT 1 FROM includes i
                  WHERE i.mechanism = 'code' AND i.source_file_id = r.file_id AND i.line = r.line);

-- view unheld_app_fonts: font files an Info.plist registers (UIAppFonts) that the repository does not hold: a dependency or a build step puts them in the bundle, so the names of the fonts they declare cannot be read, and a font IB names that nothing provides is undecided, not missing
CREATE VIEW unheld_app_fonts (
    plist_file_id,                    -- the Info.plist that registers the file
    value                             -- the file as the plist names it (Fonts/Brand-Bold.otf)
) AS
SELECT e.file_id, e.value FROM plist_entries e
WHERE e.setting = 'UIAppFonts'
  AND NOT EXISTS (SELECT 1 FROM files f
                  WHERE f.path = e.value OR f.path GLOB '*/' || e.value
                     OR f.name || '.' || f.extension = substr(e.value, length(rtrim(e.value, replace(e.value, '/', ''))) + 1));

-- view unshipped_string_tables: strings tables (.strings, .stringsdict, .xcstrings) in a folder a project or package governs that no target builds: the app never ships them, so a language they hold is not the app's, and their gaps are none
CREATE VIEW unshipped_string_tables (
    file_id                           -- the strings table's row in files
) AS
SELECT f.id FROM files f
WHERE f.kind = 'strings'
  AND EXISTS (SELECT 1 FROM targets)
  AND NOT EXISTS (SELECT 1 FROM file_targets m WHERE m.file_id = f.id)
  AND EXISTS (SELECT 1 FROM project_folders p WHERE p.folder = '' OR substr(f.path, 1, length(p.folder)) = p.folder);


-- view system_sent_actions: action selectors that AppKit or UIKit send along the responder chain by themselves, with no IB connection: the Window menu's tab items and the tab bar's + button, the full-screen, sidebar and toolbar items the system adds, the Edit menu's automatic items, the standard key bindings (Escape sends cancelOperation:), and UIKit's standard edit actions (UIResponderStandardEditActions); an @IBAction with one of these selectors is reached though no IB file connects it
CREATE VIEW system_sent_actions (
    selector,                         -- the action selector, colon included
    framework                         -- AppKit or UIKit
) AS
SELECT column1, column2 FROM (VALUES
    ('selectNextTab:', 'AppKit'), ('selectPreviousTab:', 'AppKit'), ('moveTabToNewWindow:', 'AppKit'),
    ('mergeAllWindows:', 'AppKit'), ('toggleTabBar:', 'AppKit'), ('toggleTabOverview:', 'AppKit'),
    ('newWindowForTab:', 'AppKit'), ('toggleFullScreen:', 'AppKit'), ('toggleSidebar:', 'AppKit'),
    ('toggleInspector:', 'AppKit'), ('toggleToolbarShown:', 'AppKit'), ('runToolbarCustomizationPalette:', 'AppKit'),
    ('orderFrontCharacterPalette:', 'AppKit'), ('startDictation:', 'AppKit'), ('performTextFinderAction:', 'AppKit'),
    ('cancelOperation:', 'AppKit'), ('insertNewline:', 'AppKit'), ('insertTab:', 'AppKit'), ('insertBacktab:', 'AppKit'),
    ('moveUp:', 'AppKit'), ('moveDown:', 'AppKit'), ('moveLeft:', 'AppKit'), ('moveRight:', 'AppKit'),
    ('deleteBackward:', 'AppKit'), ('deleteForward:', 'AppKit'), ('scrollPageUp:', 'AppKit'), ('scrollPageDown:', 'AppKit'),
    ('complete:', 'AppKit'), ('changeFont:', 'AppKit'), ('changeColor:', 'AppKit'), ('changeAttributes:', 'AppKit'),
    ('copy:', 'UIKit'), ('cut:', 'UIKit'), ('paste:', 'UIKit'), ('select:', 'UIKit'), ('selectAll:', 'UIKit'),
    ('delete:', 'UIKit'), ('makeTextWritingDirectionLeftToRight:', 'UIKit'), ('makeTextWritingDirectionRightToLeft:', 'UIKit'),
    ('toggleBoldface:', 'UIKit'), ('toggleItalics:', 'UIKit'), ('toggleUnderline:', 'UIKit'), ('increaseSize:', 'UIKit'),
    ('decreaseSize:', 'UIKit'), ('find:', 'UIKit'), ('findNext:', 'UIKit'), ('findPrevious:', 'UIKit'),
    ('findAndReplace:', 'UIKit'), ('useSelectionForFind:', 'UIKit'), ('print:', 'UIKit'), ('rename:', 'UIKit'),
    ('duplicate:', 'UIKit'), ('move:', 'UIKit'), ('export:', 'UIKit'), ('pasteAndMatchStyle:', 'UIKit'),
    ('pasteAndGo:', 'UIKit'), ('pasteAndSearch:', 'UIKit'), ('undo:', 'UIKit'), ('redo:', 'UIKit')
);

-- view file_platforms: the platforms of the targets that build each file (ios, macos, tvos, watchos, visionos), for rules that hold on one platform only; a file no target with a known platform builds has no row
CREATE VIEW file_platforms (
    file_id,                          -- the file's row in files
    platform                          -- a platform of a target that builds it
) AS
SELECT DISTINCT m.file_id, t.platform FROM file_targets m JOIN targets t ON t.id = m.target_id
WHERE t.platform IS NOT NULL;

-- view unread_project_folders: the folders of Xcode projects whose project.pbxproj gave no target (unreadable, damaged, or a format sbdb does not read): what those projects build cannot be known, so a file under one that no other project builds is undecided, not dead
CREATE VIEW unread_project_folders (
    file_id,                          -- the project.pbxproj
    folder                            -- the folder holding the .xcodeproj, with a trailing slash ('' for the repository root)
) AS
SELECT f.id, rtrim(rtrim(rtrim(f.path, replace(f.path, '/', '')), '/'), replace(f.path, '/', ''))
FROM files f
WHERE f.kind = 'pbxproj' AND f.id NOT IN (SELECT file_id FROM targets);
