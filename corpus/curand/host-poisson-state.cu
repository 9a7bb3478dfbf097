// curandGeneratePoisson's normal approximation (lambda >= 2000) keeps a subsequence's unused
// second normal of a Box-Muller pair for its next Poisson output: what other calls in between
// (curandGenerate, curandGenerateNormal, a Poisson call below 2000, curandSetGeneratorOffset,
// curandSetPseudoRandomGeneratorSeed) do to it, on XORWOW and MRG32k3a (Philox's
// Poisson outputs are its normals' or words' positions, stateless). Expected lines: this
// program built by gcc against the toolkit's libcurand (host generators, no GPU needed).
#include <stdio.h>
#include <string.h>
#include <curand.h>

static unsigned int buf[90000];

/* ops: 'p' Poisson 2000, 'q' Poisson 4 (alias table), 'g' curandGenerate, 'n' normals,
   'o' offset 1, 's' seed 1234 again, each followed by a count letter: a 1, b 4096, c 4097,
   d 81921 */
static void run(const char *name, curandRngType_t type, const char *ops)
{
    curandGenerator_t g;
    curandCreateGeneratorHost(&g, type);
    curandSetPseudoRandomGeneratorSeed(g, 1234ULL);
    printf("%s %s:", name, ops);
    for (const char *o = ops; o[0] && o[1]; o += 2) {
        size_t n = o[1] == 'a' ? 1 : o[1] == 'b' ? 4096 : o[1] == 'c' ? 4097 : 81921;
        unsigned long long sum = 0;
        int st = 0;
        memset(buf, 0, n * sizeof buf[0]);
        switch (o[0]) {
        case 'p': st = curandGeneratePoisson(g, buf, n, 2000.0); break;
        case 'q': st = curandGeneratePoisson(g, buf, n, 4.0); break;
        case 'g': st = curandGenerate(g, buf, n); break;
        case 'n': st = curandGenerateNormal(g, (float *) buf, n + n % 2, 0.0f, 1.0f); break;
        case 'o': st = curandSetGeneratorOffset(g, 1ULL); n = 0; break;
        case 's': st = curandSetPseudoRandomGeneratorSeed(g, 1234ULL); n = 0; break;
        }
        for (size_t i = 0; i < n; i++)
            sum = sum * 31 + buf[i];
        printf(" %c%c=%d:%u:%u:%llu", o[0], o[1], st, buf[0], n ? buf[n - 1] : 0, sum);
    }
    printf("\n");
    curandDestroyGenerator(g);
}

int main(void)
{
    static const char *seqs[] = { "papb", "pagbpb", "panapb", "paqbpb", "paoapb", "paoapc",
                                  "paoagc", "pasapb", "pcpcgc", "pcpcpc", "qcpcgb" };
    for (int i = 0; i < 11; i++) {
        run("xorwow", CURAND_RNG_PSEUDO_XORWOW, seqs[i]);
        run("mrg32k3a", CURAND_RNG_PSEUDO_MRG32K3A, seqs[i]);
    }
    static const char *mrg[] = { "paoapd", "pasapd" };
    for (int i = 0; i < 2; i++)
        run("mrg32k3a", CURAND_RNG_PSEUDO_MRG32K3A, mrg[i]);
    static const char *philox[] = { "pcpcgc", "paoapc", "qcncpc" };
    for (int i = 0; i < 3; i++)
        run("philox", CURAND_RNG_PSEUDO_PHILOX4_32_10, philox[i]);
    return 0;
}

// expect: xorwow papb: pa=0:2035:2035:2035 pb=0:1987:1919:14030879668073677516
// expect: mrg32k3a papb: pa=0:1984:1984:1984 pb=0:1923:2003:6681740163278913986
// expect: xorwow pagbpb: pa=0:2035:2035:2035 gb=0:3522650202:3739671282:5316551590182207388 pb=0:1999:1919:10675041710853594657
// expect: mrg32k3a pagbpb: pa=0:1984:1984:1984 gb=0:653317650:2648318237:4615762562033332310 pb=0:2014:1980:5962381166269523003
// expect: xorwow panapb: pa=0:2035:2035:2035 na=0:3197094754:3197094754:3197094754 pb=0:1955:1988:10943267992571877045
// expect: mrg32k3a panapb: pa=0:1984:1984:1984 na=0:3218864385:3218864385:3218864385 pb=0:2015:2014:12270783579907880665
// expect: xorwow paqbpb: pa=0:2035:2035:2035 qb=0:2:2:16292691641429282999 pb=0:1999:1919:10675041710853594657
// expect: mrg32k3a paqbpb: pa=0:1984:1984:1984 qb=0:6:3:9979362494943314204 pb=0:2014:1980:5962381166269523003
// expect: xorwow paoapb: pa=0:2035:2035:2035 oa=0:0:0:0 pb=0:1987:1958:14030879668073677555
// expect: mrg32k3a paoapb: pa=0:1984:1984:1984 oa=0:0:0:0 pb=0:1923:2003:6681740163278913986
// expect: xorwow paoapc: pa=0:2035:2035:2035 oa=0:0:0:0 pc=0:1987:2025:10682156014964319062
// expect: mrg32k3a paoapc: pa=0:1984:1984:1984 oa=0:0:0:0 pc=0:1923:2014:4219760250841267804
// expect: xorwow paoagc: pa=0:2035:2035:2035 oa=0:0:0:0 gc=0:3522650202:3978931785:17239146651925289307
// expect: mrg32k3a paoagc: pa=0:1984:1984:1984 oa=0:0:0:0 gc=0:653317650:1156825951:13961430908223266249
// expect: xorwow pasapb: pa=0:2035:2035:2035 sa=0:0:0:0 pb=0:1987:1919:14030879668073677516
// expect: mrg32k3a pasapb: pa=0:1984:1984:1984 sa=0:0:0:0 pb=0:1923:2003:6681740163278913986
// expect: xorwow pcpcgc: pc=0:2035:1919:1165457130350856895 pc=0:2025:1988:2158681501272788712 gc=0:3361413060:3189179224:2609751783960530406
// expect: mrg32k3a pcpcgc: pc=0:1984:2003:8361319100285405570 pc=0:2014:1972:366375417259698905 gc=0:3938502965:2002381456:2202369158494378623
// expect: xorwow pcpcpc: pc=0:2035:1919:1165457130350856895 pc=0:2025:1988:2158681501272788712 pc=0:1969:1999:1768108904013874851
// expect: mrg32k3a pcpcpc: pc=0:1984:2003:8361319100285405570 pc=0:2014:1972:366375417259698905 pc=0:1982:2033:9868836883819542890
// expect: xorwow qcpcgb: qc=0:7:4:5615498149426647232 pc=0:1999:1983:17331643783399061606 gb=0:3189179224:2308946676:12716925737433124591
// expect: mrg32k3a qcpcgb: qc=0:3:3:8038671580329263391 pc=0:2014:1972:366375417259698905 gb=0:3938502965:1319042255:17922731979605759537
// expect: mrg32k3a paoapd: pa=0:1984:1984:1984 oa=0:0:0:0 pd=0:1923:1960:17053749410999971180
// expect: mrg32k3a pasapd: pa=0:1984:1984:1984 sa=0:0:0:0 pd=0:1923:1960:17053749410999969940
// expect: philox pcpcgc: pc=0:1928:2053:15147154087909688187 pc=0:2012:2012:4406773172566532885 gc=0:3507116849:3537893332:5127779010426035360
// expect: philox paoapc: pa=0:1928:1928:1928 oa=0:0:0:0 pc=0:2055:2012:1606876580201171529
// expect: philox qcncpc: qc=0:7:4:3088326529975486178 nc=0:1048917524:1049110761:13104231202586059054 pc=0:1996:2023:4077810351448069523
