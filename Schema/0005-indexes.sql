-- sbdb schema, migration 0005: indexes that keep large repositories fast.
-- The index run counts files whose last read failed after every run.
CREATE INDEX files_failed ON files(id) WHERE status = 'failed';
-- designable-reuse starts from the @IBDesignable classes, a few among many.
CREATE INDEX classes_designable ON classes(name) WHERE is_designable = 1;
-- custom-classes reads every use of a customClass from this index alone.
CREATE INDEX views_custom_class_uses ON views(custom_class, element, file_id, placeholder_identifier, scene_member, ib_id)
    WHERE custom_class IS NOT NULL AND custom_class <> '';
-- outlet-mismatches looks each connection up by class and member, from the index alone.
CREATE INDEX outlets_owner_member ON outlets(owner_class, kind, property);
DROP INDEX outlets_owner_class;
CREATE INDEX outlets_action_destination ON outlets(destination_class, selector) WHERE kind = 'action';
CREATE INDEX code_outlets_member ON code_outlets(class_name, kind, name, selector);
DROP INDEX code_outlets_class;
-- ... and finds the subclasses of a class.
CREATE INDEX classes_superclass ON classes(superclass) WHERE superclass IS NOT NULL;
