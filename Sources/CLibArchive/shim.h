// Why this shim exists: libarchive's status codes and entry-type constants are macros
// (some of them expressions) that Swift cannot import; they are re-exported here as
// prefixed constants so Swift code never spells a raw number.
#ifndef THEMEPACK_CLIBARCHIVE_SHIM_H
#define THEMEPACK_CLIBARCHIVE_SHIM_H

#include <archive.h>
#include <archive_entry.h>
#include <sys/stat.h>

static const int CLibArchive_OK = ARCHIVE_OK;
static const int CLibArchive_EOF = ARCHIVE_EOF;
static const int CLibArchive_WARN = ARCHIVE_WARN;
static const int CLibArchive_RETRY = ARCHIVE_RETRY;
static const int CLibArchive_FAILED = ARCHIVE_FAILED;
static const int CLibArchive_FATAL = ARCHIVE_FATAL;

static const unsigned int CLibArchive_AE_IFREG = AE_IFREG;
static const unsigned int CLibArchive_AE_IFDIR = AE_IFDIR;
static const unsigned int CLibArchive_AE_IFLNK = AE_IFLNK;
static const unsigned int CLibArchive_AE_IFMT = AE_IFMT;

#endif
