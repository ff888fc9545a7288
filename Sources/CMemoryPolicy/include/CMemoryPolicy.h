#ifndef THEMEPACK_CMEMORYPOLICY_H
#define THEMEPACK_CMEMORYPOLICY_H

/// Fixes glibc's mmap threshold at `bytes`: allocations of that size or more get their own
/// mapping and go back to the system on free. Returns 1 when set, 0 where glibc's
/// `mallopt` is unavailable or refused the value. (`<malloc.h>` is not in Swift's Glibc
/// module, hence this C.)
int themepack_set_mmap_threshold(int bytes);

#endif
