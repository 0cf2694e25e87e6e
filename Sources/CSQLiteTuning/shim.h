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

#if defined(__linux__)
/// Linux's sync_file_range(2), which glibc declares only under _GNU_SOURCE: starts writing a
/// file's dirty pages to disk without waiting for them (SYNC_FILE_RANGE_WRITE is 2).
extern int sync_file_range(int fd, long long offset, long long nbytes, unsigned int flags);
static inline int sbdb_start_writeback(int descriptor) {
    return sync_file_range(descriptor, 0, 0, 2);
}
#endif
