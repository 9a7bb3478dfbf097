// --warp-size=0 is an error, not the default warp size (issue 5); so are negative sizes and
// sizes above 64.
int main () { return 0; }

// cudak-args: --warp-size=0
// expect-build-fail
// expect-stderr: cudak: error: --warp-size must be between 1 and 64
