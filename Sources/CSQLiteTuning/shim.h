#include <sqlite3.h>

/// sqlite3_config is variadic, which Swift cannot call. With memory statistics off, SQLite's
/// allocator takes no global mutex on every malloc and free: the single writer of an index run
/// spent about 5% of its time there. Effective only before SQLite initialises (the first
/// connection); returns SQLITE_MISUSE after that, which changes nothing.
static inline int sbdb_disable_sqlite_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/// URI file names (`file:…?immutable=1`), for reading a database in a folder that cannot hold
/// its `-shm` file. Like the call above, effective only before SQLite initialises.
static inline int sbdb_enable_sqlite_uri_names(void) {
    return sqlite3_config(SQLITE_CONFIG_URI, 1);
}

/// `PRAGMA user_version` of the database at `path`, read on a read-only connection that never
/// parses the schema (the pragma reads the header through the pager); -1 when it cannot be read.
static inline int sbdb_user_version(const char *path) {
    sqlite3 *db = 0;
    int version = -1;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, 0) == SQLITE_OK) {
        sqlite3_stmt *statement = 0;
        if (sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &statement, 0) == SQLITE_OK
            && sqlite3_step(statement) == SQLITE_ROW) {
            version = sqlite3_column_int(statement, 0);
        }
        sqlite3_finalize(statement);
    }
    sqlite3_close(db);
    return version;
}

#if defined(__linux__)
/// Linux's sync_file_range(2), which glibc declares only under _GNU_SOURCE: starts writing a
/// file's dirty pages to disk without waiting for them (SYNC_FILE_RANGE_WRITE is 2).
extern int sync_file_range(int fd, long long offset, long long nbytes, unsigned int flags);
static inline int sbdb_start_writeback(int descriptor) {
    return sync_file_range(descriptor, 0, 0, 2);
}
#endif
