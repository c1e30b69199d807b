// PNG image data compressed in one call with libdeflate, which on bar-button
// art runs several times faster than zlib's streaming deflate at a like size.
#include "chevgen_deflate.h"

#include <libdeflate.h>

size_t chevgen_deflate_bound(size_t size) {
  return libdeflate_zlib_compress_bound(NULL, size);
}

size_t chevgen_deflate(int level, const uint8_t *input, size_t size, uint8_t *output,
                       size_t capacity) {
  struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
  if (compressor == NULL) return 0;
  size_t length = libdeflate_zlib_compress(compressor, input, size, output, capacity);
  libdeflate_free_compressor(compressor);
  return length;
}
