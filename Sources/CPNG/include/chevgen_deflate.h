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

/// The most bytes `chevgen_deflate_runs` writes for `size` bytes of input.
size_t chevgen_deflate_runs_bound(size_t size);

/// Compresses `size` bytes at `input` as a piece of a raw deflate stream with
/// zlib's run-length strategy (matches of the byte before only, so a piece
/// needs nothing of the bytes before it). The last piece ends the stream; any
/// other ends in a sync flush, on a byte boundary and not final, so that the
/// next piece's bytes follow it directly. Returns the piece's length, 0 on
/// failure; `capacity` must be at least `chevgen_deflate_runs_bound(size)`.
size_t chevgen_deflate_runs(const uint8_t *input, size_t size, int last, uint8_t *output,
                            size_t capacity);

/// The Adler-32 checksum of `size` bytes at `bytes`, continuing `adler` (1 to
/// start), as a zlib stream ends with it.
uint32_t chevgen_adler32(uint32_t adler, const uint8_t *bytes, size_t size);

/// "libpng A zlib B libdeflate C": the versions of the libraries whose code
/// shapes the bytes of every PNG chevgen writes; libpng's and zlib's as
/// loaded, libdeflate's as built against (it has no run-time call for it).
/// Written into `text` (`size` bytes, NUL-terminated, cut to fit).
void chevgen_png_library_versions(char *text, size_t size);

#endif
