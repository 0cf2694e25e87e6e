// SBDBKit is sbdb's library: the layers below, re-exported, so that `import SBDBKit` gives the
// whole public surface. Each layer imports only those under it (docs/architecture.md):
//
//   SBDBReports   queries, output formats, report bundles (reads the database)
//   SBDBWatch     file events → path runs of the indexer
//   SBDBIndexing  the walk, the one pipeline of every run, one indexer per kind of file
//   SBDBLinks     links derived from the stored rows: includes, depths, code links, projects
//   SBDBStore     SQLite: the store, migrations, the database image, the tables' contracts
//   SBDBCore      file kinds and naming, the writer's lock, configuration, threads
//   Diagnostics   a problem found in a file, for every kind
@_exported import Diagnostics
@_exported import SBDBCore
@_exported import SBDBIndexing
@_exported import SBDBLinks
@_exported import SBDBReports
@_exported import SBDBStore
@_exported import SBDBWatch
