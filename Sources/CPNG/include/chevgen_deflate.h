#ifndef CHEVGEN_DEFLATE_H
#define CHEVGEN_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// A libdeflate compressor at one level, reused image after image: making one
/// costs more than compressing a button's art (its tables are large).
typedef struct chevgen_deflater chevgen_deflater;

/// A compressor at `level`, or NULL when memory for it could not be had.
chevgen_deflater *chevgen_deflater_new(int level);

void chevgen_deflater_free(chevgen_deflater *deflater);

/// The most bytes `chevgen_deflater_compress` writes for `size` bytes of input.
size_t chevgen_deflate_bound(size_t size);

/// Compresses `size` bytes at `input` into a zlib stream at `output`
/// (`capacity` bytes, at least `chevgen_deflate_bound(size)`); returns the
/// stream's length.
size_t chevgen_deflater_compress(chevgen_deflater *deflater, const uint8_t *input, size_t size,
                                 uint8_t *output, size_t capacity);

/// The CRC-32 of PNG chunks of `size` bytes at `bytes`, continuing `crc` (0 to
/// start): libdeflate's, which uses the processor's carry-less multiply and
/// ran a 1000×1000 decode's checks in 0.1 M instructions rather than zlib's 2.1 M.
uint32_t chevgen_crc32(uint32_t crc, const uint8_t *bytes, size_t size);

#endif
