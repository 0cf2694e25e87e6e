-- sbdb schema, migration 0019: more of the platforms' accessibility facts, as named rules.

-- view value_read_controls: controls VoiceOver reads by their value, which need no label of their own: a date picker (UIDatePicker and NSDatePicker speak the date, and each component is adjustable)
CREATE VIEW value_read_controls (
    view_id                           -- the control's row in views
) AS
SELECT v.id FROM views v WHERE v.element = 'datePicker';
