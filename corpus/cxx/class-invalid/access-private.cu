class Account {
  int balance;
  void audit() {}
public:
  Account() : balance(0) {}
  int get() const { return balance; }
};
int main() {
  Account a;
  a.balance = 5;
  a.audit();
  return a.get();
}
// expect-build-fail
// nvcc: fail: ^access-private\.cu\(10\): error: member "Account::balance" \(declared at line 2\) is inaccessible$
// expect-stderr: access-private.cu:10:5: error: 'int Account::balance' is private within this context
// expect-stderr:   a.balance = 5;
// expect-stderr:     ^~~~~~~
// expect-stderr: access-private.cu:2:7: note: declared private here
// expect-stderr:   int balance;
// expect-stderr:       ^~~~~~~
// expect-stderr: access-private.cu:11:10: error: 'void Account::audit()' is private within this context
// expect-stderr:   a.audit();
// expect-stderr:          ^
// expect-stderr: access-private.cu:3:8: note: declared private here
// expect-stderr:   void audit() {}
// expect-stderr:        ^
