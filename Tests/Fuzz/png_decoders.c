// libFuzzer harness for chevgen's PNG decoders (built by scripts/fuzz, not by
// SwiftPM). For each input it asserts:
// - the fast path and libpng give the same answer: the same pixels, or the
//   same refusal (the fast path never takes a file libpng refuses);
// - the structural check (chevgen_png_check_chunks) refuses every file plain
//   libpng refuses for its chunks, and refuses nothing plain libpng reads but
//   for the two rules it adds on purpose (IHDR first, IDAT consecutive).
// Each input is tried as it is and with every chunk's CRC made right, so that
// mutations get past the CRC checks to the rules and the image data behind them.
#include "chevgen_png.h"
#include "chevgen_png_chunks.h"
#include "chevgen_png_fast.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Inputs declaring more pixels are only checked, not decoded, to keep runs fast.
#define MAXIMUM_PIXELS (1u << 22)

#define REQUIRE(condition, ...)                          \
  do {                                                   \
    if (!(condition)) {                                  \
      fprintf(stderr, "finding: " __VA_ARGS__);          \
      fprintf(stderr, "\n");                             \
      abort();                                           \
    }                                                    \
  } while (0)

typedef struct {
  const uint8_t *data;
  size_t size, offset;
  char message[256];
} plain_source;

static void plain_error(png_structp png, png_const_charp text) {
  plain_source *source = png_get_error_ptr(png);
  snprintf(source->message, sizeof source->message, "%s", text);
  png_longjmp(png, 1);
}

static void plain_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void plain_read(png_structp png, png_bytep target, size_t length) {
  plain_source *source = png_get_io_ptr(png);
  if (length > source->size - source->offset) png_error(png, "truncated");
  memcpy(target, source->data + source->offset, length);
  source->offset += length;
}

// libpng alone, set up as chevgen's reader sets it up, without chevgen's checks.
// Returns 0 if it reads the whole file, 1 if it is too large to try, else -1.
static int plain_libpng(const uint8_t *data, size_t size, char *message) {
  plain_source source = {data, size, 0, ""};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, plain_error,
                                           plain_warning);
  png_infop info = png_create_info_struct(png);
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  volatile int status = -1;
  if (setjmp(png_jmpbuf(png)) == 0) {
    png_set_read_fn(png, &source, plain_read);
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_read_info(png, info);
    uint32_t width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    if ((uint64_t)width * height > MAXIMUM_PIXELS) {
      status = 1;
    } else {
      png_set_expand(png);
      png_set_scale_16(png);
      png_set_gray_to_rgb(png);
      png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
      png_set_interlace_handling(png);
      png_read_update_info(png, info);
      pixels = malloc((size_t)width * height * 4);
      rows = malloc(sizeof(png_bytep) * height);
      for (uint32_t y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
      png_read_image(png, rows);
      png_read_end(png, info);
      status = 0;
    }
  }
  snprintf(message, 256, "%s", source.message);
  free(pixels);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  return status;
}

// What plain libpng refuses for a fault in the image data rather than in the chunks.
static int is_data_fault(const char *message) {
  return strcmp(message, "Not enough image data") == 0 ||
         strcmp(message, "bad adaptive filter value") == 0 ||
         (strncmp(message, "IDAT: ", 6) == 0 && strcmp(message, "IDAT: CRC error") != 0);
}

// chevgen's decode of `data`, by libpng alone or with the fast path first.
static int chevgen_decode(const uint8_t *data, size_t size, int fast, uint8_t **pixels,
                          char *message) {
  chevgen_png_reader *reader = chevgen_png_open(data, size, message, 256);
  if (reader == NULL) return -1;
  uint32_t width = chevgen_png_width(reader), height = chevgen_png_height(reader);
  *pixels = malloc(chevgen_png_fast_capacity(width, height));
  int status = chevgen_png_read_rgba(reader, *pixels, fast, message, 256);
  chevgen_png_close(reader);
  return status;
}

static void check_structure(const uint8_t *data, size_t size, int checked,
                            const char *check_message) {
  char plain_message[256];
  int plain = plain_libpng(data, size, plain_message);
  if (plain == 1) return;
  if (plain != 0 && !is_data_fault(plain_message)) {
    REQUIRE(checked != 0, "libpng refuses the chunks (%s), the check passes them", plain_message);
  }
  if (plain == 0 && checked != 0) {
    REQUIRE(strstr(check_message, "comes before IHDR") != NULL ||
                strstr(check_message, "does not follow the other IDAT chunks") != NULL,
            "libpng reads the file, the check refuses it (%s)", check_message);
  }
}

// Rewrites the CRC of every chunk that lies within the file.
static void fix_crcs(uint8_t *data, size_t size) {
  for (size_t offset = 8; size >= 12 && offset <= size - 12;) {
    uint32_t length = (uint32_t)data[offset] << 24 | (uint32_t)data[offset + 1] << 16 |
                      (uint32_t)data[offset + 2] << 8 | data[offset + 3];
    if (length > size - offset - 12) return;
    uint32_t crc = (uint32_t)crc32(0L, data + offset + 4, length + 4);
    uint8_t *target = data + offset + 8 + length;
    for (int i = 0; i < 4; i++) target[i] = (uint8_t)(crc >> (24 - 8 * i));
    offset += 12 + (size_t)length;
  }
}

static void check(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  check(data, size);
  uint8_t *fixed = malloc(size > 0 ? size : 1);
  memcpy(fixed, data, size);
  fix_crcs(fixed, size);
  if (memcmp(fixed, data, size) != 0) check(fixed, size);
  free(fixed);
  return 0;
}

static void check(const uint8_t *data, size_t size) {
  chevgen_png_layout layout = {0};
  char check_message[256] = "";
  int checked = chevgen_png_check_chunks(data, size, &layout, check_message, 256);
  check_structure(data, size, checked, check_message);
  if (checked != 0 || (uint64_t)layout.width * layout.height > MAXIMUM_PIXELS) return;

  uint8_t *slow = NULL, *fast = NULL;
  char slow_message[256] = "", fast_message[256] = "";
  int slow_status = chevgen_decode(data, size, 0, &slow, slow_message);
  int fast_status = chevgen_decode(data, size, 1, &fast, fast_message);
  REQUIRE(slow_status == fast_status, "libpng %s (%s), the fast path %s (%s)",
          slow_status ? "refuses" : "reads", slow_message, fast_status ? "refuses" : "reads",
          fast_message);
  size_t bytes = (size_t)layout.width * layout.height * 4;
  if (slow_status == 0) {
    REQUIRE(memcmp(slow, fast, bytes) == 0, "the paths give different pixels");
  } else {
    REQUIRE(strcmp(slow_message, fast_message) == 0, "different reasons: %s / %s", slow_message,
            fast_message);
  }
  // The fast decoder on its own, in the code every processor runs: whatever it
  // takes, libpng takes, alike.
  uint8_t *alone = malloc(chevgen_png_fast_capacity(layout.width, layout.height));
  if (chevgen_png_fast_rgba(data, &layout, alone, 1) == 0) {
    REQUIRE(slow_status == 0, "the fast path takes what libpng refuses (%s)", slow_message);
    REQUIRE(memcmp(slow, alone, bytes) == 0, "the fast path alone gives other pixels");
  }
  free(alone);
  free(slow);
  free(fast);
}
