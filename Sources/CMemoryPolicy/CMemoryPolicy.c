#include "CMemoryPolicy.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc systems

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int themepack_set_mmap_threshold(int bytes) {
#if defined(__GLIBC__)
  return mallopt(M_MMAP_THRESHOLD, bytes) == 1;
#else
  (void)bytes;
  return 0;
#endif
}
