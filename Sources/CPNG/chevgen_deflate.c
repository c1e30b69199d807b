// PNG image data compressed in one call with libdeflate, which on bar-button
// art runs several times faster than zlib's streaming deflate at a like size.
#include "chevgen_deflate.h"

#include <libdeflate.h>

chevgen_deflater *chevgen_deflater_new(int level) {
  return (chevgen_deflater *)libdeflate_alloc_compressor(level);
}

void chevgen_deflater_free(chevgen_deflater *deflater) {
  libdeflate_free_compressor((struct libdeflate_compressor *)deflater);
}

size_t chevgen_deflate_bound(size_t size) {
  return libdeflate_zlib_compress_bound(NULL, size);
}

size_t chevgen_deflater_compress(chevgen_deflater *deflater, const uint8_t *input, size_t size,
                                 uint8_t *output, size_t capacity) {
  return libdeflate_zlib_compress((struct libdeflate_compressor *)deflater, input, size, output,
                                  capacity);
}

uint32_t chevgen_crc32(uint32_t crc, const uint8_t *bytes, size_t size) {
  return libdeflate_crc32(crc, bytes, size);
}
