struct Mixer {
  float mix(float a, double b) { return a + b; }
  float mix(double a, float b) { return a - b; }
};
int main() {
  Mixer m;
  return (int) m.mix(1.0f, 2.0f);
}
// expect-build-fail
// nvcc: fail: ^ambiguous-call\.cu\(7\): error: more than one instance of overloaded function "Mixer::mix" matches the argument list:$
// expect-stderr: ambiguous-call.cu:7:21: error: call of overloaded 'mix(float, float)' is ambiguous
// expect-stderr:   return (int) m.mix(1.0f, 2.0f);
// expect-stderr:                     ^
// expect-stderr: ambiguous-call.cu:2:9: note: candidate: 'float Mixer::mix(float, double)'
// expect-stderr:   float mix(float a, double b) { return a + b; }
// expect-stderr:         ^~~
// expect-stderr: ambiguous-call.cu:3:9: note: candidate: 'float Mixer::mix(double, float)'
// expect-stderr:   float mix(double a, float b) { return a - b; }
// expect-stderr:         ^~~
