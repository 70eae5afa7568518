#include "SHAExtensions.h"

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>

bool glance_sha256_blocks_available(void) {
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return false;
  const bool ssse3 = ecx & (1u << 9), sse41 = ecx & (1u << 19);
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return false;
  const bool sha = ebx & (1u << 29);
  return ssse3 && sse41 && sha;
}

/// The round constants of FIPS 180-4 §4.2.2, four to a vector in round order.
static const uint32_t constants[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
    0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
    0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
    0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
    0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
    0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
};

// `sha256rnds2` runs two rounds on the state split as (a, b, e, f) and (c, d, g, h), each
// vector with its first-named word in the highest lane; `sha256msg1` and `sha256msg2` compute
// four words of the message schedule from the sixteen before them.
__attribute__((target("sha,ssse3,sse4.1")))
void glance_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
  // Big-endian words into lanes.
  const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  // (a, b, c, d) and (e, f, g, h), lowest lane first, into (a, b, e, f) and (c, d, g, h),
  // highest lane first.
  __m128i dcba = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1);
  __m128i efgh = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B);
  __m128i abef = _mm_alignr_epi8(dcba, efgh, 8);
  __m128i cdgh = _mm_blend_epi16(efgh, dcba, 0xF0);

  for (size_t block = 0; block < blocks; block++, data += 64) {
    const __m128i savedABEF = abef, savedCDGH = cdgh;
    // The schedule's last sixteen words, four to a vector; group i is in words[i % 4].
    __m128i words[4];
    for (int i = 0; i < 4; i++) {
      words[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * i)), byteSwap);
    }
    for (int group = 0; group < 16; group++) {
      const __m128i current = words[group & 3];
      const __m128i sum =
          _mm_add_epi32(current, _mm_load_si128((const __m128i *)&constants[4 * group]));
      // Each call runs two rounds and returns the new (a, b, e, f); the (a, b, e, f) it was
      // given is then the next (c, d, g, h). The second call takes the first's result as
      // (a, b, e, f) and the first's (a, b, e, f), still in abef, as (c, d, g, h); after it,
      // abef and cdgh hold what their names say.
      cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sum);
      abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sum, 0x0E));
      if (group < 12) {
        // W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16] for the group four ahead.
        const __m128i next = words[(group + 1) & 3], third = words[(group + 2) & 3],
                      last = words[(group + 3) & 3];
        __m128i ahead = _mm_sha256msg1_epu32(current, next);
        ahead = _mm_add_epi32(ahead, _mm_alignr_epi8(last, third, 4));
        words[group & 3] = _mm_sha256msg2_epu32(ahead, last);
      }
    }
    abef = _mm_add_epi32(abef, savedABEF);
    cdgh = _mm_add_epi32(cdgh, savedCDGH);
  }

  const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
  const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
  _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
  _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

bool glance_sha256_blocks_available(void) { return false; }

void glance_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
  (void)state;
  (void)data;
  (void)blocks;
}

#endif
