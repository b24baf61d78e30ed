#include <stdlib.h>
#include "FreedMemory.h"

#if defined(__GLIBC__)
#include <malloc.h>

void flights_release_freed_memory(void) {
    malloc_trim(0);
}
#else
void flights_release_freed_memory(void) {
}
#endif
