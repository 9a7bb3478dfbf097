/* interp/main.c — the cudak command: placeholder until the driver lands.
 * SPDX-License-Identifier: MIT */
#include <glib.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  (void) argc; (void) argv;
  printf ("cudak %s\n", CK_VERSION);
  return 0;
}
