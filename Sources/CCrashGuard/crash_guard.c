#define _GNU_SOURCE
#include "crash_guard.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { JOURNAL_MAX = 4096, READING_MAX = 4096, ALT_STACK_SIZE = 64 * 1024 };

static char journal_path[JOURNAL_MAX];
static volatile sig_atomic_t installed = 0;
static volatile sig_atomic_t last_signal = 0;
static const int guarded[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT };
enum { GUARDED_COUNT = sizeof(guarded) / sizeof(guarded[0]) };
static struct sigaction previous[GUARDED_COUNT];

/// Per thread: `key\tpath`, or empty when the thread reads nothing.
static __thread char reading[READING_MAX];
static __thread int has_alternate_stack = 0;

static size_t length(const char *text) {
    size_t count = 0;
    while (text[count] != 0) count++;
    return count;
}

static void put(int fd, const char *text, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, text, count);
        if (written <= 0) return;
        text += written;
        count -= (size_t)written;
    }
}

static void handler(int number, siginfo_t *info, void *context) {
    (void)context;
    int index = 0;
    while (index < GUARDED_COUNT && guarded[index] != number) index++;
    if (reading[0] != 0 && journal_path[0] != 0) {
        int fd = open(journal_path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (fd >= 0) {
            char digits[12];
            int at = (int)sizeof(digits);
            int value = number;
            do { digits[--at] = (char)('0' + value % 10); value /= 10; } while (value > 0 && at > 0);
            put(fd, digits + at, sizeof(digits) - (size_t)at);
            put(fd, "\t", 1);
            put(fd, reading, length(reading));
            put(fd, "\n", 1);
            close(fd);
        }
        reading[0] = 0;
    }
    last_signal = number;
    // The handler before ours (Swift's backtracer, or the default) takes it from here: with it
    // restored, the faulting instruction runs again and faults into it, or the signal is raised.
    if (index < GUARDED_COUNT) sigaction(number, &previous[index], NULL);
    // A signal sent rather than a fault (abort(), kill) would not come back by itself.
    if (number == SIGABRT || info == NULL || info->si_code <= 0) raise(number);
}

int sbdb_crash_guard_install(const char *journal) {
    size_t count = length(journal);
    if (count + 1 > sizeof(journal_path)) return -1;
    memcpy(journal_path, journal, count + 1);
    if (installed) return 0;
    installed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_sigaction = handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < GUARDED_COUNT; index++) sigaction(guarded[index], &action, &previous[index]);
    return 0;
}

void sbdb_crash_guard_reading(const char *key, const char *path) {
    if (path == NULL || key == NULL) {
        reading[0] = 0;
        return;
    }
    if (!has_alternate_stack) {
        has_alternate_stack = 1;
        stack_t current;
        if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
            // Kept for the thread's life: a worker thread reads many files.
            void *memory = malloc(ALT_STACK_SIZE);
            if (memory != NULL) {
                stack_t stack = { .ss_sp = memory, .ss_size = ALT_STACK_SIZE, .ss_flags = 0 };
                if (sigaltstack(&stack, NULL) != 0) free(memory);
            }
        }
    }
    size_t keyLength = length(key);
    size_t pathLength = length(path);
    if (keyLength + pathLength + 2 > READING_MAX) {
        reading[0] = 0;
        return;
    }
    memcpy(reading, key, keyLength);
    reading[keyLength] = '\t';
    memcpy(reading + keyLength + 1, path, pathLength + 1);
}

int sbdb_crash_guard_last_signal(void) {
    return last_signal;
}
