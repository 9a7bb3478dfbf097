// _Exit ends the program at once: no atexit handler runs and stdio buffers are not flushed
// (glibc's _Exit, C11 7.22.4.5); the corpus runner's stdout is a pipe, so "lost" stays in the
// buffer. exit() flushes, which the companion exit-flush.cu checks.
#include <stdio.h>
#include <stdlib.h>

static void handler (void) { printf ("atexit handler ran\n"); }

int main (void)
{
  atexit (handler);
  printf ("lost");
  _Exit (3);
}

// expect-exit: 3
