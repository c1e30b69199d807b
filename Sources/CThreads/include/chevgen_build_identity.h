#ifndef CHEVGEN_BUILD_IDENTITY_H
#define CHEVGEN_BUILD_IDENTITY_H

/// Copies into `identity` the identity the linker gave the program or library
/// holding this code (ELF's GNU build id, Mach-O's LC_UUID), a hash of its
/// contents: another build of other code has another. Returns its length in
/// bytes, 0 when there is none or it is longer than `capacity`.
int chevgen_build_identity(unsigned char *identity, int capacity);

#endif
