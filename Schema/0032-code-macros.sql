-- sbdb schema, migration 0032: the macros of the repository's Objective-C and C files, which the
-- compilation conditions of calls read (#if HAS_UIKIT, #ifdef SHARE_EXTENSION), together with
-- the macros and Swift flags each target's build settings define (GCC_PREPROCESSOR_DEFINITIONS,
-- OTHER_CFLAGS -D, SWIFT_ACTIVE_COMPILATION_CONDITIONS, a package target's .define).

-- table code_macros: every object-like macro an Objective-C or C file defines or undefines (#define NAME body, #undef NAME; a function-like macro NAME(x) is none), with the condition of the #if clauses around it: what a compilation condition reads from the repository's headers
-- Keyed by file and line (one directive per line), with no other index: a few thousand rows in an
-- Objective-C app, of which links read only the few that conditions name.
CREATE TABLE code_macros (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file
    name TEXT NOT NULL,               -- the macro
    body TEXT,                        -- the replacement, its tokens separated by single spaces ((TARGET_OS_IOS || TARGET_OS_TV), 1, '' for #define NAME, "…" for a string literal, … alone for one longer than 160 bytes); NULL for #undef
    condition TEXT,                   -- the condition of the #if clauses around the directive, as code_references.condition; NULL outside any
    line INTEGER NOT NULL,            -- line of the directive
    PRIMARY KEY (file_id, line)
) WITHOUT ROWID;

-- column build_settings.file_id: the project, .xcconfig or Package.swift file
-- column build_settings.key: the setting, e.g. INFOPLIST_FILE; for a package target, what its manifest's .define and .unsafeFlags become (SWIFT_ACTIVE_COMPILATION_CONDITIONS, GCC_PREPROCESSOR_DEFINITIONS, OTHER_SWIFT_FLAGS, OTHER_CFLAGS), or swiftSettings, cSettings or cxxSettings with the expression as written when the manifest computes them
-- column build_settings.condition: [sdk=iphoneos*] and other conditions, as written (a package's .when(platforms: …)); ? for an .xcconfig's #include? (the file may be missing)
