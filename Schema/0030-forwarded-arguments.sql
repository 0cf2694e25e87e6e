-- sbdb schema, migration 0030: names a function passes on from its own parameters. A call whose
-- argument is a parameter of the function making it (present(storyboard: name) inside
-- func show(name: String)) is kept in code_arguments with the value $(ARG show#name): the load of
-- present's parameter then loads each name show's callers pass, followed to a fixed point. This
-- index finds the functions a changed caller reaches that way, when a re-index re-links loads.
CREATE INDEX code_arguments_forwarded ON code_arguments(value) WHERE value GLOB '$(ARG *';
