#ifndef FREED_MEMORY_H
#define FREED_MEMORY_H

/// Gives the pages of memory the allocator holds free back to the system: glibc's
/// malloc_trim(0), which Swift's Glibc module leaves out; nothing with another C library.
void flights_release_freed_memory(void);

#endif
