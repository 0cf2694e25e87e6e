-- sbdb schema, migration 0029: the default accessibility of each control class, as data.

-- view control_accessibility: the controls and images accessibility-gaps checks, per UI framework, with what the framework makes of each by default: whether VoiceOver meets it as an element (UIImageView's isAccessibilityElement is NO unless IB or code sets it; NSImageView and WatchKit's images are elements), and what it reads without a label of its own (title: a button's or bar item's title; text: a text control's text or placeholder; segments: a segment's title; value: the control's value, as a date picker speaks its date and each component is adjustable; NULL: nothing that names it). From UIAccessibility's and NSAccessibility's defaults for UIKit (iOS, tvOS, visionOS, Mac Catalyst), AppKit (macOS) and WatchKit (watchOS) classes
CREATE VIEW control_accessibility (
    framework,                        -- UIKit, AppKit or WatchKit
    element,                          -- the IB element (button, imageView, datePicker, …)
    is_element,                       -- 1 when VoiceOver meets it by default, 0 when only IB or code makes it an element
    reads                             -- title, text, segments or value: what it speaks without a label; NULL when nothing names it
) AS
SELECT column1, column2, column3, column4 FROM (VALUES
    ('UIKit', 'button', 1, 'title'), ('UIKit', 'barButtonItem', 1, 'title'), ('UIKit', 'textField', 1, 'text'),
    ('UIKit', 'textView', 1, 'text'), ('UIKit', 'searchBar', 1, 'text'), ('UIKit', 'segmentedControl', 1, 'segments'),
    ('UIKit', 'slider', 1, NULL), ('UIKit', 'switch', 1, NULL), ('UIKit', 'stepper', 1, NULL),
    ('UIKit', 'datePicker', 1, 'value'), ('UIKit', 'imageView', 0, NULL),
    ('AppKit', 'button', 1, 'title'), ('AppKit', 'popUpButton', 1, 'title'), ('AppKit', 'textField', 1, 'text'),
    ('AppKit', 'textView', 1, 'text'), ('AppKit', 'comboBox', 1, 'text'), ('AppKit', 'segmentedControl', 1, 'segments'),
    ('AppKit', 'slider', 1, NULL), ('AppKit', 'switch', 1, NULL), ('AppKit', 'stepper', 1, NULL),
    ('AppKit', 'datePicker', 1, 'value'), ('AppKit', 'imageView', 1, NULL),
    ('WatchKit', 'button', 1, 'title'), ('WatchKit', 'slider', 1, NULL), ('WatchKit', 'switch', 1, 'title'),
    ('WatchKit', 'datePicker', 1, 'value'), ('WatchKit', 'imageView', 1, NULL), ('WatchKit', 'textField', 1, 'text')
);

-- view ib_frameworks: the UI framework each IB file's objects belong to, from its document's platform (UIKit for iOS, tvOS and visionOS, AppKit for macOS, WatchKit for watchOS; NULL when the document names no platform sbdb knows)
CREATE VIEW ib_frameworks (
    file_id,                          -- the IB file's row in files
    framework                         -- UIKit, AppKit or WatchKit; NULL when unknown
) AS
SELECT file_id, CASE WHEN platform = 'macos' THEN 'AppKit' WHEN platform = 'watchos' THEN 'WatchKit'
                     WHEN platform IN ('ios', 'tvos', 'visionos') THEN 'UIKit' END
FROM documents;

-- view view_control_defaults: each IB object that is one of its framework's controls (control_accessibility), with that control's defaults
CREATE VIEW view_control_defaults (
    view_id,                          -- the object's row in views
    is_element,                       -- control_accessibility.is_element for its framework
    reads                             -- control_accessibility.reads for its framework
) AS
SELECT v.id, c.is_element, c.reads FROM views v
JOIN ib_frameworks f ON f.file_id = v.file_id
JOIN control_accessibility c ON c.framework = f.framework AND c.element = v.element;

DROP VIEW accessibility_non_elements;

-- view accessibility_non_elements: IB objects VoiceOver never meets on their own, so a missing label is no gap: a control whose framework does not make it an element by default (control_accessibility.is_element = 0: UIKit's image view) unless IB makes it one
CREATE VIEW accessibility_non_elements (
    view_id                           -- the object's row in views
) AS
SELECT d.view_id FROM view_control_defaults d
LEFT JOIN accessibility a ON a.view_id = d.view_id
WHERE d.is_element = 0 AND coalesce(a.is_element, 0) = 0;

DROP VIEW value_read_controls;

-- view value_read_controls: controls VoiceOver reads by their value, which need no label of their own (control_accessibility.reads = 'value': UIDatePicker and NSDatePicker speak the date, and each component is adjustable)
CREATE VIEW value_read_controls (
    view_id                           -- the control's row in views
) AS
SELECT view_id FROM view_control_defaults WHERE reads = 'value';
