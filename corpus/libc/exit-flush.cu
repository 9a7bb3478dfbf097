// exit() runs the atexit handlers, then flushes the streams: both lines appear although the
// first has no newline and stdout is a pipe (compare exit-immediate.cu).
#include <stdio.h>
#include <stdlib.h>

static void handler (void) { printf (" handler\n"); }

int main (void)
{
  atexit (handler);
  printf ("kept");
  exit (4);
}

// expect: kept handler
// expect-exit: 4
