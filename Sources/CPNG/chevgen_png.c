#include "chevgen_png.h"
#include "chevgen_png_fast.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct chevgen_png_reader {
  png_structp png;
  png_infop info;
  const uint8_t *data;
  size_t size;
  size_t offset;
  chevgen_png_layout layout;
  char message[256];
};

static void on_error(png_structp png, png_const_charp text) {
  chevgen_png_reader *reader = png_get_error_ptr(png);
  snprintf(reader->message, sizeof reader->message, "%s", text);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void on_read(png_structp png, png_bytep target, size_t length) {
  chevgen_png_reader *reader = png_get_io_ptr(png);
  // Unreachable after chevgen_png_check_chunks found IEND; kept as a guard.
  if (length > reader->size - reader->offset) {
    png_error(png, "libpng read past the end of the file");
  }
  memcpy(target, reader->data + reader->offset, length);
  reader->offset += length;
}

static void copy_message(const chevgen_png_reader *reader, char *message, size_t size) {
  if (size > 0) {
    snprintf(message, size, "%s", reader->message);
  }
}

chevgen_png_reader *chevgen_png_open(const uint8_t *data, size_t size, char *message,
                                     size_t message_size) {
  chevgen_png_layout layout = {0};
  if (chevgen_png_check_chunks(data, size, &layout, message, message_size) != 0) {
    return NULL;
  }
  chevgen_png_reader *reader = calloc(1, sizeof *reader);
  if (reader == NULL) {
    snprintf(message, message_size, "out of memory");
    return NULL;
  }
  reader->data = data;
  reader->size = size;
  reader->layout = layout;
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
  reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
  if (reader->info == NULL) {
    snprintf(message, message_size, "libpng could not start (out of memory)");
    chevgen_png_close(reader);
    return NULL;
  }
  if (setjmp(png_jmpbuf(reader->png))) {
    copy_message(reader, message, message_size);
    chevgen_png_close(reader);
    return NULL;
  }
  png_set_read_fn(reader->png, reader, on_read);
#ifdef PNG_IGNORE_ADLER32
  // Each chunk's CRC already guards the compressed bytes; zlib's second checksum
  // over the inflated rows costs about a twentieth of the decode.
  png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
  // Skip every ancillary chunk but tRNS unread: none changes the pixels, and
  // libpng would otherwise keep each text chunk, inflated, until the end.
  png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  png_read_info(reader->png, reader->info);
  return reader;
}

uint32_t chevgen_png_width(const chevgen_png_reader *reader) {
  return png_get_image_width(reader->png, reader->info);
}

uint32_t chevgen_png_height(const chevgen_png_reader *reader) {
  return png_get_image_height(reader->png, reader->info);
}

int chevgen_png_read_rgba(chevgen_png_reader *reader, uint8_t *pixels, int fast_path,
                          char *message, size_t message_size) {
  if (fast_path && chevgen_png_fast_rgba(reader->data, &reader->layout, pixels, fast_path == 2) == 0) {
    return 0;
  }
  // After the last row libpng inflates the rest of the stream, however long,
  // only to warn about it: refuse too much image data before it starts.
  if (chevgen_png_check_inflated_size(reader->data, &reader->layout, message, message_size) != 0) {
    return -1;
  }
  png_structp png = reader->png;
  png_infop info = reader->info;
  uint32_t height = png_get_image_height(png, info);
  size_t stride = (size_t)png_get_image_width(png, info) * 4;
  png_bytep *rows = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
  if (rows == NULL) {
    snprintf(message, message_size, "out of memory");
    return -1;
  }
  for (uint32_t y = 0; y < height; y++) {
    rows[y] = pixels + y * stride;
  }
  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    copy_message(reader, message, message_size);
    return -1;
  }
  png_set_expand(png);
  png_set_scale_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != stride) {
    png_error(png, "libpng did not produce 8-bit RGBA rows");
  }
  png_read_image(png, rows);
  // With `info`, libpng applies its rules to the chunks after the image data too.
  png_read_end(png, info);
  free(rows);
  return 0;
}

void chevgen_png_close(chevgen_png_reader *reader) {
  if (reader == NULL) {
    return;
  }
  if (reader->png != NULL) {
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
  }
  free(reader);
}
