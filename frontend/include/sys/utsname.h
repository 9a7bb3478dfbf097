/* sys/utsname.h (cudak built-in) — the system's name (glibc layout: six fields of 65 bytes)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_SYS_UTSNAME_H
#define __CUDAK_SYS_UTSNAME_H
#define _UTSNAME_LENGTH 65
struct utsname {
  char sysname[65];
  char nodename[65];
  char release[65];
  char version[65];
  char machine[65];
  char domainname[65];
};
int uname(struct utsname *name);
#endif
