#ifndef SBDB_SYSTEM_CALLS_H
#define SBDB_SYSTEM_CALLS_H

/// Swaps what two paths name in one step (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np
/// RENAME_SWAP), so a reader sees the old folder or the new one, never neither. Returns 0, or
/// -1 with errno set (ENOSYS, EINVAL where the file system cannot): the caller falls back.
int sbdb_exchange_paths(const char *first, const char *second);

#endif
