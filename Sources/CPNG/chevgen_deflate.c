// PNG image data compressed in one call with libdeflate, which on bar-button
// art runs several times faster than zlib's streaming deflate at a like size;
// and palette indices in pieces with zlib's run-length strategy, which on a
// diff image's indices is as fast as libdeflate and splits among the cores.
#include "chevgen_deflate.h"

#include <libdeflate.h>
#include <png.h>
#include <stdio.h>
#include <zlib.h>

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

size_t chevgen_deflate_runs_bound(size_t size) {
  // zlib's bound for a whole stream, which falls back to stored blocks, with
  // room for the sync flush's empty stored block.
  return compressBound((uLong)size) + 16;
}

size_t chevgen_deflate_runs(const uint8_t *input, size_t size, int last, uint8_t *output,
                            size_t capacity) {
  if (size > UINT32_MAX || capacity > UINT32_MAX) return 0;
  z_stream stream = {0};
  if (deflateInit2(&stream, 1, Z_DEFLATED, -15, 8, Z_RLE) != Z_OK) return 0;
  stream.next_in = (Bytef *)input;
  stream.avail_in = (uInt)size;
  stream.next_out = output;
  stream.avail_out = (uInt)capacity;
  int status = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH);
  // A flush that filled the output may not be whole: only room to spare proves it is.
  int whole = last ? status == Z_STREAM_END
                   : status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0;
  size_t written = whole ? stream.total_out : 0;
  deflateEnd(&stream);
  return written;
}

uint32_t chevgen_adler32(uint32_t adler, const uint8_t *bytes, size_t size) {
  return libdeflate_adler32(adler, bytes, size);
}

void chevgen_png_library_versions(char *text, size_t size) {
  snprintf(text, size, "libpng %s zlib %s libdeflate %s", png_get_libpng_ver(NULL), zlibVersion(),
           LIBDEFLATE_VERSION_STRING);
}
