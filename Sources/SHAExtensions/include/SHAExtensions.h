// The SHA-256 block function on the processor's SHA extensions (Intel SHA-NI), for the
// manifest's checksums: Snapshots uses it where the processor has them and its portable Swift
// compression function everywhere else. Both are tested against each other and NIST's vectors.

#ifndef GLANCE_SHA_EXTENSIONS_H
#define GLANCE_SHA_EXTENSIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Whether this processor can run `glance_sha256_blocks`: it has the SHA extensions and the
/// SSSE3 and SSE4.1 instructions they are used with. Always false off x86-64.
bool glance_sha256_blocks_available(void);

/// Compresses `blocks` whole 64-byte blocks at `data` into `state` (the eight working words
/// `a` to `h` of FIPS 180-4). Call only when `glance_sha256_blocks_available()`.
void glance_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
