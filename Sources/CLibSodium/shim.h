// Why this shim exists: libsodium's key and hash sizes are macros; they are re-exported
// here as prefixed constants Swift can read.
#ifndef THEMEPACK_CLIBSODIUM_SHIM_H
#define THEMEPACK_CLIBSODIUM_SHIM_H

#include <sodium.h>

static const unsigned long CLibSodium_SIGN_PUBLICKEYBYTES = crypto_sign_PUBLICKEYBYTES;
static const unsigned long CLibSodium_SIGN_SECRETKEYBYTES = crypto_sign_SECRETKEYBYTES;
static const unsigned long CLibSodium_SIGN_SEEDBYTES = crypto_sign_SEEDBYTES;
static const unsigned long CLibSodium_SIGN_BYTES = crypto_sign_BYTES;
static const unsigned long CLibSodium_HASH_SHA256_BYTES = crypto_hash_sha256_BYTES;

#endif
