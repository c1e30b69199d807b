#ifndef CHEVGEN_DEFLATE_H
#define CHEVGEN_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// The most bytes `chevgen_deflate` writes for `size` bytes of input.
size_t chevgen_deflate_bound(size_t size);

/// Compresses `size` bytes at `input` into a zlib stream at `output`
/// (`capacity` bytes, at least `chevgen_deflate_bound(size)`) with libdeflate
/// at `level`; returns the stream's length, or 0 when memory for the
/// compressor could not be had.
size_t chevgen_deflate(int level, const uint8_t *input, size_t size, uint8_t *output,
                       size_t capacity);

#endif
