// expect-build-fail
int main()
{
  u0 = 1;
  u1 = 1;
  u2 = 1;
  u3 = 1;
  u4 = 1;
  u5 = 1;
  u6 = 1;
  u7 = 1;
  u8 = 1;
  u9 = 1;
  u10 = 1;
  u11 = 1;
  u12 = 1;
  u13 = 1;
  u14 = 1;
  u15 = 1;
  u16 = 1;
  u17 = 1;
  u18 = 1;
  u19 = 1;
  u20 = 1;
  u21 = 1;
  u22 = 1;
  u23 = 1;
  u24 = 1;
  return 0;
}
// nvcc: fail: ^too-many-errors\.cu\(4\): error: identifier "u0" is undefined$
// expect-stderr: too-many-errors.cu:4:3: error: 'u0' was not declared in this scope
// expect-stderr:   u0 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:5:3: error: 'u1' was not declared in this scope
// expect-stderr:   u1 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:6:3: error: 'u2' was not declared in this scope
// expect-stderr:   u2 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:7:3: error: 'u3' was not declared in this scope
// expect-stderr:   u3 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:8:3: error: 'u4' was not declared in this scope
// expect-stderr:   u4 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:9:3: error: 'u5' was not declared in this scope
// expect-stderr:   u5 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:10:3: error: 'u6' was not declared in this scope
// expect-stderr:   u6 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:11:3: error: 'u7' was not declared in this scope
// expect-stderr:   u7 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:12:3: error: 'u8' was not declared in this scope
// expect-stderr:   u8 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:13:3: error: 'u9' was not declared in this scope
// expect-stderr:   u9 = 1;
// expect-stderr:   ^~
// expect-stderr: too-many-errors.cu:14:3: error: 'u10' was not declared in this scope
// expect-stderr:   u10 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:15:3: error: 'u11' was not declared in this scope
// expect-stderr:   u11 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:16:3: error: 'u12' was not declared in this scope
// expect-stderr:   u12 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:17:3: error: 'u13' was not declared in this scope
// expect-stderr:   u13 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:18:3: error: 'u14' was not declared in this scope
// expect-stderr:   u14 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:19:3: error: 'u15' was not declared in this scope
// expect-stderr:   u15 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:20:3: error: 'u16' was not declared in this scope
// expect-stderr:   u16 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:21:3: error: 'u17' was not declared in this scope
// expect-stderr:   u17 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:22:3: error: 'u18' was not declared in this scope
// expect-stderr:   u18 = 1;
// expect-stderr:   ^~~
// expect-stderr: too-many-errors.cu:23:3: error: 'u19' was not declared in this scope
// expect-stderr:   u19 = 1;
// expect-stderr:   ^~~
// expect-stderr: cudak: fatal error: too many errors emitted, stopping now
