# Parity vectors for Python's float formatting, used by PythonTest.
import json, random, struct
rng = random.Random(5)
xs = [0.545, 0.5, 1.0, 0.1, 1e-05, 0.0001, 123456789012345678.0, 1e16, 9999999999999998.0, 2.5e-300, 1.7976931348623157e308,
      5e-324, -0.3, 100.0, 0.30000000000000004, 1234.5, 1e22, 1e23, 2.0**-1074, 2.0**60, 0.001, 1/3]
for _ in range(700):
    xs.append(struct.unpack('<d', struct.pack('<Q', rng.getrandbits(64)))[0])
    xs.append(rng.random())
    xs.append(rng.uniform(-1e6, 1e6))
xs = [x for x in xs if x == x and abs(x) != float('inf')]
# repr(x), f"{x:.2f}", f"{x:.0%}" and round(x, 3), keyed by the exact bits of x
ps = [0.125, 0.375, 0.005, 0.015, 0.545, 0.645, 0.995, 0.0, 1.0] + [rng.random() for _ in range(700)] + [rng.randint(0, 1000) / 1000 for _ in range(300)]
json.dump({"repr": [[struct.pack('>d', x).hex(), repr(x)] for x in xs],
           "fixed": [[struct.pack('>d', p).hex(), f"{p:.2f}", f"{p:.0%}", round(p, 3)] for p in ps]},
          open('/work/wt-forecast/src/test/resources/forecast/repr_vectors.json', 'w'))
print(len(xs))
