// Why this target exists: glibc's `mallopt` and its `M_MMAP_THRESHOLD` constant live in
// <malloc.h>, which Swift's Glibc module leaves out, so Swift cannot call them directly.
// This shim is the one place that includes it; the symbol carries the target's prefix, as
// the other shims' symbols do (`CPNGBridge_…`, `CLibArchive_…`).
#ifndef THEMEPACK_CMEMORYPOLICY_H
#define THEMEPACK_CMEMORYPOLICY_H

/// Fixes glibc's mmap threshold at `bytes`: allocations of that size or more get their own
/// mapping and go back to the system on free. Returns 1 when set, 0 where glibc's
/// `mallopt` is unavailable or refused the value.
int CMemoryPolicy_setMmapThreshold(int bytes);

#endif
