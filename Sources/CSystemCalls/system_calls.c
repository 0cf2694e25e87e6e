#define _GNU_SOURCE
#include "system_calls.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__APPLE__)
int sbdb_exchange_paths(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP);
}
#elif defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
int sbdb_exchange_paths(const char *first, const char *second) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#else
int sbdb_exchange_paths(const char *first, const char *second) {
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
}
#endif
