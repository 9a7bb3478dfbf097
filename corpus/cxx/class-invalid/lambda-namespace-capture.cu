// A lambda at namespace scope captures nothing: a capture-default is an error there, and so is
// the capture of a variable of static storage duration (in g++'s words; nvcc's front end gives
// the second). SPDX-License-Identifier: MIT
int g = 3;
auto f = [=]() { return g; };
auto h = [g]() { return g; };
int main() { return f() + h(); }
// expect-build-fail
// nvcc: fail: ^lambda-namespace-capture\.cu\(6\): error: a variable with static storage duration cannot be captured in a lambda$
// expect-report: ^lambda-namespace-capture\.cu:5:11: error: non-local lambda expression cannot have a capture-default$
// expect-report: ^lambda-namespace-capture\.cu:6:11: error: capture of variable 'g' with non-automatic storage duration$
