// corpus/posix/signal-raise.cu: a long-running benchmark loop that installs a SIGINT handler to
// stop cleanly; here the program raises SIGINT itself after some iterations (a signal from
// outside is not delivered to handlers by cudak). glibc's signal() keeps the handler installed,
// SIG_IGN discards, kill() of the own pid delivers like raise, SIGKILL cannot be caught, and an
// unhandled SIGTERM ends the process with status 128 + 15 without flushing stdio buffers.
// The expected output and status are g++'s.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <errno.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <cuda_runtime.h>

static volatile sig_atomic_t stop = 0;
static int handled = 0;

static void on_signal(int sig)
{
  stop = 1;
  handled++;
  printf("caught signal %d (%s)\n", sig, strsignal(sig));
}

__global__ void step(int *counter)
{
  atomicAdd(counter, 1);
}

int main(void)
{
  if (signal(SIGINT, on_signal) == SIG_ERR) {
    perror("signal");
    return 1;
  }
  int *d_counter, iterations = 0;
  cudaMalloc(&d_counter, sizeof(int));
  cudaMemset(d_counter, 0, sizeof(int));
  while (!stop) {
    step<<<2, 32>>>(d_counter);
    cudaDeviceSynchronize();
    if (++iterations == 5)
      raise(SIGINT);
  }
  int total = 0;
  cudaMemcpy(&total, d_counter, sizeof(int), cudaMemcpyDeviceToHost);
  printf("stopped after %d iterations, %d increments\n", iterations, total);
  cudaFree(d_counter);

  raise(SIGINT);
  printf("handler still installed: %d calls\n", handled);
  kill(getpid(), SIGINT);
  printf("kill of the own pid: %d calls\n", handled);
  signal(SIGUSR1, SIG_IGN);
  printf("raise of an ignored signal: %d\n", raise(SIGUSR1));
  void (*old)(int) = signal(SIGINT, SIG_DFL);
  printf("signal returned the old handler: %d\n", old == on_signal);
  errno = 0;
  old = signal(SIGKILL, on_signal);
  printf("catching SIGKILL: %s (EINVAL %d)\n", old == SIG_ERR ? "SIG_ERR" : "set", errno == EINVAL);
  printf("raise of SIGCHLD (ignored by default): %d\n", raise(SIGCHLD));
  fflush(stdout);
  printf("this line is lost with the process\n");
  raise(SIGTERM);
  printf("not reached\n");
  return 0;
}
// expect: caught signal 2 (Interrupt)
// expect: stopped after 5 iterations, 320 increments
// expect: caught signal 2 (Interrupt)
// expect: handler still installed: 2 calls
// expect: caught signal 2 (Interrupt)
// expect: kill of the own pid: 3 calls
// expect: raise of an ignored signal: 0
// expect: signal returned the old handler: 1
// expect: catching SIGKILL: SIG_ERR (EINVAL 1)
// expect: raise of SIGCHLD (ignored by default): 0
// expect-exit: 143
