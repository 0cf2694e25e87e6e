#ifndef SBDB_CRASH_GUARD_H
#define SBDB_CRASH_GUARD_H

/// Remembers the file a thread is reading, so that a crash while reading it (a parser's stack
/// overflow, say) names the file in a journal before the process dies; the next index skips
/// that file until it changes. Written in C because a signal handler may only call
/// async-signal-safe functions.

/// Installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP and SIGABRT (on an alternate stack,
/// chaining to the handlers before them) that append `signal<TAB>key<TAB>path` lines to
/// `journal` when the crashing thread is reading a file. Later calls change the journal.
/// Returns 0, or -1 when the path is too long.
int sbdb_crash_guard_install(const char *journal);

/// Marks the calling thread as reading `path` whose content is `key` (a hash); NULL clears.
/// Gives the thread an alternate signal stack the first time, so a stack overflow can be
/// reported too.
void sbdb_crash_guard_reading(const char *key, const char *path);

/// Test hook: the signal the installed handlers last recorded, or 0.
int sbdb_crash_guard_last_signal(void);

#endif
