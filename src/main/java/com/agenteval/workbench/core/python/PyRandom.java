package com.agenteval.workbench.core.python;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.List;

/**
 * CPython 3.11's {@code random.Random}, bit for bit: MT19937 seeded through {@code init_by_array}, from an int
 * (any size, sign ignored) or from a str (version-2 seeding: the UTF-8 bytes followed by their SHA-512 digest, read
 * as one big-endian integer).
 *
 * <p>Only the methods the reference module uses are here, each consuming exactly the 32-bit words CPython consumes
 * (see PARITY_NOTES.md §1): {@link #random()} takes two words, {@link #getrandbits(int)} one, and
 * {@link #randbelow(int)} rejection-samples with {@code n.bit_length()} bits, so even {@code randrange(1)} draws.
 *
 * <pre>{@code
 * PyRandom rng = new PyRandom(14);
 * double u = rng.uniform(40, 400);     // same as random.Random(14).uniform(40, 400)
 * }</pre>
 *
 * <p>Not thread-safe: one generator belongs to one run.
 */
public final class PyRandom {

    private static final int N = 624;
    private static final int M = 397;

    private final int[] mt = new int[N];
    /** The tempered outputs of the current state, made in one pass at each regeneration. */
    private final int[] out = new int[N];

    private int index;
    /** Regenerations so far: with index this gives the words drawn (no per-word counting on the hot path). */
    private long regenerations;

    /** {@code random.Random(seed)} for an int seed. */
    public PyRandom(long seed) {
        long n = Math.abs(seed);
        if (n >= 0) { // not Long.MIN_VALUE: the key words straight from the long
            int hi = (int) (n >>> 32);
            seed(hi == 0 ? new int[] {(int) n} : new int[] {(int) n, hi});
        } else {
            seed(BigInteger.valueOf(seed));
        }
    }

    /** {@code random.Random(seed)} for an int seed of any size. */
    public PyRandom(BigInteger seed) {
        seed(seed);
    }

    /** {@code random.Random(s)} for a str seed (version 2: {@code s.encode() + sha512(s.encode()).digest()}). */
    public PyRandom(String seed) {
        seed(stringKey(seed));
    }

    /** init_genrand(19650218), where every init_by_array starts: computed once. */
    private static final int[] INIT_GENRAND = new int[N];

    private static final ThreadLocal<MessageDigest> SHA512 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-512");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-512 is required by every JDK", e);
        }
    });

    static {
        INIT_GENRAND[0] = 19650218;
        for (int i = 1; i < N; i++) {
            INIT_GENRAND[i] = 1812433253 * (INIT_GENRAND[i - 1] ^ (INIT_GENRAND[i - 1] >>> 30)) + i;
        }
    }

    /**
     * The key words of a str seed: the int {@code int.from_bytes(s.encode() + sha512(s.encode()).digest(), 'big')},
     * as 32-bit words, least significant first (what {@code seed(BigInteger)} makes of it, without the BigInteger).
     */
    private static int[] stringKey(String seed) {
        byte[] text = seed.getBytes(StandardCharsets.UTF_8);
        byte[] digest = SHA512.get().digest(text);
        byte[] all = Arrays.copyOf(text, text.length + digest.length);
        System.arraycopy(digest, 0, all, text.length, digest.length);
        int start = 0;
        while (start < all.length && all[start] == 0) {
            start++;
        }
        int len = all.length - start;
        if (len == 0) {
            return new int[] {0};
        }
        int used = (len + 3) / 4;
        int[] key = new int[used];
        for (int j = 0; j < used; j++) {
            int w = 0;
            for (int b = 0; b < 4; b++) {
                int pos = all.length - 1 - 4 * j - b;
                if (pos >= start) {
                    w |= (all[pos] & 0xff) << (8 * b);
                }
            }
            key[j] = w;
        }
        return key;
    }

    /**
     * The first two {@code random()} values of {@code random.Random(s)} for a str seed, written to {@code out}: the
     * same seeding, but of the first regeneration only the four words they use (word k of a regeneration needs only
     * the seeded words k, k + 1 and k + 397). {@code _latent(key)} draws exactly these two.
     */
    public static void firstTwoRandoms(String seed, double[] out) {
        int[] mt = new int[N];
        initByArray(mt, stringKey(seed));
        firstOutputs(mt, out, 0);
    }

    /** Seeds seeded side by side at most ({@link #firstTwoRandoms(String[], double[])}). */
    private static final int LANES = 128;

    /**
     * {@link #firstTwoRandoms(String, double[])} for several seeds at once, {@code out[2i]} and {@code out[2i + 1]}
     * for seed i; same values as one at a time. init_by_array is one long chain of dependent multiplications per
     * seed, so seeds whose keys have the same length run side by side, up to {@value #LANES} at a time: the state is
     * laid out word by word with the seeds inner ({@code state[i·lanes + lane]}), and each step is one loop over the
     * seeds that the JIT turns into vector instructions.
     */
    public static void firstTwoRandoms(String[] seeds, double[] out) {
        int n = seeds.length;
        int[][] keys = new int[n][];
        Integer[] order = new Integer[n];
        for (int s = 0; s < n; s++) {
            keys[s] = stringKey(seeds[s]);
            order[s] = s;
        }
        Arrays.sort(order, (x, y) -> Integer.compare(keys[x].length, keys[y].length));
        int[] one = new int[N];
        int from = 0;
        while (from < n) {
            int len = keys[order[from]].length;
            int to = from + 1;
            while (to < n && to - from < LANES && keys[order[to]].length == len) {
                to++;
            }
            if (len > N) { // keys longer than the state: one at a time
                for (int s = from; s < to; s++) {
                    initByArray(one, keys[order[s]]);
                    firstOutputs(one, out, 2 * order[s]);
                }
            } else {
                sideBySide(keys, order, from, to, len, out);
            }
            from = to;
        }
    }

    /**
     * init_by_array of the keys {@code order[from..to)} (all of length {@code len <= N}), side by side: word i of
     * every seed's state is one row, so each step reads row i − 1 and writes row i at the same lane index (the form
     * the JIT's superword pass vectorizes).
     */
    private static void sideBySide(int[][] keys, Integer[] order, int from, int to, int len, double[] out) {
        int lanes = to - from;
        int[][] key = new int[len][lanes];
        for (int l = 0; l < lanes; l++) {
            int[] k = keys[order[from + l]];
            for (int j = 0; j < len; j++) {
                key[j][l] = k[j];
            }
        }
        int[][] st = new int[N][lanes];
        Arrays.fill(st[0], INIT_GENRAND[0]);
        // first loop, max(N, len) = N steps: i = 1..N−1 on init_genrand's words, then (mt[0] = mt[N−1]) i = 1 again
        int j = 0;
        for (int i = 1; i < N; i++) {
            Arrays.fill(st[i], INIT_GENRAND[i]);
            firstStep(st[i - 1], st[i], key[j], j);
            j = ++j >= len ? 0 : j;
        }
        firstStep(st[N - 1], st[1], key[j], j);
        // second loop, N − 1 steps: i = 2..N−1, then (mt[0] = mt[N−1]) i = 1
        for (int i = 2; i < N; i++) {
            secondStep(st[i - 1], st[i], i);
        }
        secondStep(st[N - 1], st[1], 1);
        int[] mt = new int[M + 4];
        for (int l = 0; l < lanes; l++) {
            for (int i = 1; i <= 4; i++) {
                mt[i] = st[i][l];
            }
            for (int i = M; i < M + 4; i++) {
                mt[i] = st[i][l];
            }
            firstOutputs(mt, out, 2 * order[from + l]);
        }
    }

    /** init_by_array's first loop at one word, every seed: {@code mt[i] = (mt[i] ^ f(mt[i−1])) + key[j] + j}. */
    private static void firstStep(int[] prev, int[] row, int[] key, int j) {
        for (int l = 0; l < row.length; l++) {
            int p = prev[l];
            row[l] = (row[l] ^ ((p ^ (p >>> 30)) * 1664525)) + key[l] + j;
        }
    }

    /** init_by_array's second loop at word i, every seed: {@code mt[i] = (mt[i] ^ f(mt[i−1])) − i}. */
    private static void secondStep(int[] prev, int[] row, int i) {
        for (int l = 0; l < row.length; l++) {
            int p = prev[l];
            row[l] = (row[l] ^ ((p ^ (p >>> 30)) * 1566083941)) - i;
        }
    }

    /** The two random() of a freshly seeded state (its first regeneration's words 0..3 only). */
    private static void firstOutputs(int[] mt, double[] out, int at) {
        mt[0] = 0x80000000;
        int[] o = new int[4];
        for (int kk = 0; kk < 4; kk++) {
            int y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
            o[kk] = temper(mt[kk + M] ^ (y >>> 1) ^ (-(y & 1) & 0x9908b0df));
        }
        out[at] = ((o[0] >>> 5) * 67108864.0 + (o[1] >>> 6)) * (1.0 / 9007199254740992.0);
        out[at + 1] = ((o[2] >>> 5) * 67108864.0 + (o[3] >>> 6)) * (1.0 / 9007199254740992.0);
    }

    private void seed(BigInteger n) {
        n = n.abs();
        int bits = n.bitLength();
        int used = bits == 0 ? 1 : (bits - 1) / 32 + 1;
        int[] key = new int[used];
        for (int j = 0; j < used; j++) {
            key[j] = n.shiftRight(32 * j).intValue();
        }
        seed(key);
    }

    /** {@code init_by_array(key)}: the key's 32-bit words, least significant first (at least one). */
    private void seed(int[] key) {
        initByArray(mt, key);
        index = N;
    }

    private static void initByArray(int[] mt, int[] key) {
        int used = key.length;
        System.arraycopy(INIT_GENRAND, 0, mt, 0, N);
        int i = 1;
        int j = 0;
        for (int k = Math.max(N, used); k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
            i++;
            j++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if (j >= used) {
                j = 0;
            }
        }
        for (int k = N - 1; k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
            i++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x80000000;
    }

    private void regenerate() {
        int kk;
        int y;
        int[] s = mt;
        for (kk = 0; kk < N - M; kk++) {
            y = (s[kk] & 0x80000000) | (s[kk + 1] & 0x7fffffff);
            s[kk] = s[kk + M] ^ (y >>> 1) ^ (-(y & 1) & 0x9908b0df); // branch-free mag01[y & 1]
        }
        for (; kk < N - 1; kk++) {
            y = (s[kk] & 0x80000000) | (s[kk + 1] & 0x7fffffff);
            s[kk] = s[kk + (M - N)] ^ (y >>> 1) ^ (-(y & 1) & 0x9908b0df);
        }
        y = (s[N - 1] & 0x80000000) | (s[0] & 0x7fffffff);
        s[N - 1] = s[M - 1] ^ (y >>> 1) ^ (-(y & 1) & 0x9908b0df);
        int[] o = out;
        for (int k = 0; k < N; k++) {
            o[k] = temper(s[k]);
        }
        index = 0;
        regenerations++;
    }

    /** One tempered 32-bit MT19937 output ({@code genrand_uint32}). */
    public int nextInt32() {
        if (index >= N) {
            regenerate();
        }
        return out[index++];
    }

    /** {@code random()}: 53 bits from two words, the first giving the high part. */
    public double random() {
        int i = index;
        if (i > N - 2) { // a regeneration falls between the two words
            int a = nextInt32() >>> 5;
            int b = nextInt32() >>> 6;
            return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
        }
        index = i + 2;
        int[] o = out;
        int a = o[i] >>> 5;
        int b = o[i + 1] >>> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }

    private static int temper(int y) {
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y;
    }

    /** {@code getrandbits(k)} for {@code 0 <= k <= 32}; {@code k == 0} draws nothing. */
    public long getrandbits(int k) {
        if (k < 0 || k > 32) {
            throw new IllegalArgumentException("getrandbits supports 0..32 bits, got " + k);
        }
        return k == 0 ? 0 : (nextInt32() & 0xffffffffL) >>> (32 - k);
    }

    /** {@code _randbelow(n)}: {@code n.bit_length()} bits per try, rejecting values {@code >= n}. */
    public int randbelow(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("empty range for randrange(" + n + ")");
        }
        int k = 32 - Integer.numberOfLeadingZeros(n);
        long r = getrandbits(k);
        while (r >= n) {
            r = getrandbits(k);
        }
        return (int) r;
    }

    /** {@code randrange(n)}. */
    public int randrange(int n) {
        return randbelow(n);
    }

    /** {@code choice(seq)}. */
    public <T> T choice(List<T> seq) {
        return seq.get(randbelow(seq.size()));
    }

    /** {@code choice(seq)} on an int array. */
    public int choice(int[] seq) {
        return seq[randbelow(seq.length)];
    }

    /** {@code uniform(a, b)}: {@code a + (b - a) * random()}, with {@code b - a} rounded first and no clamping. */
    public double uniform(double a, double b) {
        return a + (b - a) * random();
    }

    /** How many 32-bit words this generator has produced (ref_dump's {@code rng_words}). */
    public long words() {
        return regenerations * N + index - N; // seeding leaves index = N with no regeneration yet
    }
}
