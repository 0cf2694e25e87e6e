-- sbdb schema, migration 0003: the code side, read from Swift and Objective-C sources.

-- table classes: every class, struct, enum, protocol, actor and extension declared in Swift or Objective-C
CREATE TABLE classes (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file
    kind TEXT NOT NULL,               -- class, struct, enum, protocol, actor or extension (Objective-C categories are extensions)
    name TEXT NOT NULL,               -- the type's name (an extension's extended type)
    enclosing_type TEXT,              -- the enclosing type of a nested type
    superclass TEXT,                  -- a class's superclass as written
    conformances TEXT,                -- other inherited types and adopted protocols, comma-separated
    module TEXT,                      -- the SwiftPM target (Sources/<module>/…) when the layout tells it
    is_designable INTEGER NOT NULL,   -- 1 for @IBDesignable / IB_DESIGNABLE
    language TEXT NOT NULL,           -- swift or objc
    line INTEGER NOT NULL             -- line of the declaration
);
CREATE INDEX classes_file ON classes(file_id);
CREATE INDEX classes_name ON classes(name);

-- table code_outlets: @IBOutlet, outlet collections, @IBAction, @IBSegueAction and @IBInspectable members
CREATE TABLE code_outlets (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file
    class_name TEXT NOT NULL,         -- the declaring type
    kind TEXT NOT NULL,               -- outlet, outlet-collection, action, segue-action or inspectable
    name TEXT NOT NULL,               -- the member's name
    selector TEXT,                    -- the Objective-C selector of an action (buy:, tapWithSender:)
    line INTEGER NOT NULL             -- line of the declaration
);
CREATE INDEX code_outlets_file ON code_outlets(file_id);
CREATE INDEX code_outlets_class ON code_outlets(class_name);

-- table code_references: each place in code that names a nib, storyboard, scene, segue or reuse identifier
CREATE TABLE code_references (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file
    kind TEXT NOT NULL,               -- nib, storyboard, scene, segue or reuse-identifier
    api TEXT NOT NULL,                -- the call, e.g. UINib(nibName:bundle:), [UIStoryboard storyboardWithName:bundle:]
    value_kind TEXT NOT NULL,         -- literal, constant, class-name or dynamic: how the name is written
    value TEXT,                       -- the literal, the constant's name or the class name; NULL when dynamic
    resolved_value TEXT,              -- the name once constants are looked up; NULL when it cannot be known
    varies_by_subclass INTEGER NOT NULL, -- 1 when the name is the class of self, so subclasses load their own
    storyboard_value TEXT,            -- for a scene: the storyboard named in the same expression, as written
    source_text TEXT NOT NULL,        -- the argument as written
    enclosing_type TEXT,              -- the type whose code makes the call
    owner_is_self INTEGER NOT NULL,   -- 1 when the nib is loaded with owner self (nib-owner views)
    line INTEGER NOT NULL             -- line of the call
);
CREATE INDEX code_references_file ON code_references(file_id);
CREATE INDEX code_references_enclosing_type ON code_references(enclosing_type);

-- table code_constants: string constants that code may name instead of a literal
CREATE TABLE code_constants (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file
    name TEXT NOT NULL,               -- qualified name (StoryboardName.checkout, NSStoryboard.Name.main) or a global's name
    value TEXT NOT NULL,              -- the string
    line INTEGER NOT NULL             -- line of the declaration
);
CREATE INDEX code_constants_file ON code_constants(file_id);
CREATE INDEX code_constants_name ON code_constants(name);

-- Links made by code (mechanism code) start where the code runs: in the IB files that use the class.
ALTER TABLE includes ADD COLUMN source_class TEXT; -- for links made by code: the type whose code makes them
ALTER TABLE includes ADD COLUMN resolution TEXT; -- for links made by code: literal, constant, class-name, convention or implicit
