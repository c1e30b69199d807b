#ifdef __linux__
// dl_iterate_phdr is a GNU extension.
#define _GNU_SOURCE
#endif
#include "chevgen_build_identity.h"

#include <stdint.h>
#include <string.h>

#if defined(__linux__)
#include <elf.h>
#include <link.h>

struct search {
  uintptr_t address;
  unsigned char *identity;
  int capacity;
  int length;
};

/// The GNU build-id note among the notes of `segment`, copied into `search`.
static void find_note(const ElfW(Phdr) *segment, uintptr_t base, struct search *search) {
  const unsigned char *note = (const unsigned char *)(base + segment->p_vaddr);
  const unsigned char *end = note + segment->p_memsz;
  while (note + sizeof(ElfW(Nhdr)) <= end) {
    const ElfW(Nhdr) *header = (const ElfW(Nhdr) *)note;
    size_t name = (header->n_namesz + 3) & ~(size_t)3;
    size_t description = (header->n_descsz + 3) & ~(size_t)3;
    const unsigned char *text = note + sizeof(ElfW(Nhdr));
    if (text + name + header->n_descsz > end) return;
    if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 && memcmp(text, "GNU", 4) == 0 &&
        header->n_descsz <= (size_t)search->capacity) {
      memcpy(search->identity, text + name, header->n_descsz);
      search->length = (int)header->n_descsz;
      return;
    }
    note = text + name + description;
  }
}

/// Looks for the build id of the object whose segments hold `search->address`.
static int visit(struct dl_phdr_info *object, size_t size, void *context) {
  (void)size;
  struct search *search = context;
  int holds = 0;
  for (int index = 0; index < object->dlpi_phnum; index++) {
    const ElfW(Phdr) *segment = &object->dlpi_phdr[index];
    uintptr_t start = object->dlpi_addr + segment->p_vaddr;
    if (segment->p_type == PT_LOAD && search->address >= start &&
        search->address < start + segment->p_memsz) {
      holds = 1;
    }
  }
  if (!holds) return 0;
  for (int index = 0; index < object->dlpi_phnum && search->length == 0; index++) {
    if (object->dlpi_phdr[index].p_type == PT_NOTE) {
      find_note(&object->dlpi_phdr[index], object->dlpi_addr, search);
    }
  }
  return 1;
}

int chevgen_build_identity(unsigned char *identity, int capacity) {
  struct search search = {(uintptr_t)&chevgen_build_identity, identity, capacity, 0};
  dl_iterate_phdr(visit, &search);
  return search.length;
}

#elif defined(__APPLE__)
#include <dlfcn.h>
#include <mach-o/loader.h>

int chevgen_build_identity(unsigned char *identity, int capacity) {
  Dl_info image;
  if (dladdr((const void *)&chevgen_build_identity, &image) == 0 || image.dli_fbase == NULL) {
    return 0;
  }
  const struct mach_header_64 *header = image.dli_fbase;
  const unsigned char *command = (const unsigned char *)(header + 1);
  for (uint32_t index = 0; index < header->ncmds; index++) {
    const struct load_command *load = (const struct load_command *)command;
    if (load->cmd == LC_UUID && capacity >= 16) {
      memcpy(identity, ((const struct uuid_command *)load)->uuid, 16);
      return 16;
    }
    command += load->cmdsize;
  }
  return 0;
}

#else
int chevgen_build_identity(unsigned char *identity, int capacity) {
  (void)identity;
  (void)capacity;
  return 0;
}
#endif
