/* getopt.h (cudak built-in) — getopt and getopt_long (glibc)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_GETOPT_H
#define __CUDAK_GETOPT_H
#ifndef __CUDAK_GETOPT
#define __CUDAK_GETOPT
/* getopt's variables live in the interpreter's host runtime (glibc declares them as variables) */
extern char **__cudak_optarg (void);
extern int *__cudak_optind (void);
extern int *__cudak_opterr (void);
extern int *__cudak_optopt (void);
#ifndef optarg
#define optarg (*__cudak_optarg ())
#define optind (*__cudak_optind ())
#define opterr (*__cudak_opterr ())
#define optopt (*__cudak_optopt ())
#endif
int getopt(int argc, char *const *argv, const char *shortopts);
#endif
struct option { const char *name; int has_arg; int *flag; int val; };
#define no_argument 0
#define required_argument 1
#define optional_argument 2
int getopt_long(int argc, char *const *argv, const char *shortopts, const struct option *longopts, int *longind);
int getopt_long_only(int argc, char *const *argv, const char *shortopts, const struct option *longopts, int *longind) __attribute__((__unavailable__));
#endif
