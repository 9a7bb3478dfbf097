// corpus/legacy/include/scan-gold.cu: the CPU reference of link-type-mismatch.cu, in its own
// unit as the CUDA samples keep it (their *_gold.cpp files); its input is const here, not in
// the declaration the main unit carries.
// SPDX-License-Identifier: MIT
// syntax-only
extern "C" void computeGold(float *reference, const float *idata, unsigned int len)
{
  reference[0] = 0;
  double total_sum = 0;
  for (unsigned int i = 1; i < len; ++i)
    {
      total_sum += idata[i - 1];
      reference[i] = idata[i - 1] + reference[i - 1];
    }
  if (total_sum != reference[len - 1])
    reference[0] = -1;
}
