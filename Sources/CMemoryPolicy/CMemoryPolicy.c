#include "CMemoryPolicy.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc systems

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int CMemoryPolicy_setMmapThreshold(int bytes) {
#if defined(__GLIBC__)
  return mallopt(M_MMAP_THRESHOLD, bytes) == 1;
#else
  (void)bytes;
  return 0;
#endif
}
