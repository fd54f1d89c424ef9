package com.agenteval.workbench.core.python;

import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPInputStream;

/** CPython-computed vectors ({@code vectors/vectors.json.gz}, written by {@code gen_vectors.py}). */
final class Vectors {

    private static PyDict all;

    private Vectors() {}

    static synchronized PyDict all() {
        if (all == null) {
            try (InputStream in = Vectors.class.getResourceAsStream("/vectors/vectors.json.gz")) {
                all = (PyDict)
                        PyJson.loads(new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.US_ASCII));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return all;
    }

    static List<PyObject> list(String name) {
        return ((PyList) all().get(name)).items();
    }

    static double dbl(PyObject bits) {
        return Double.longBitsToDouble(((PyInt) bits).value().longValue());
    }

    static long lng(PyObject v) {
        return ((PyInt) v).value().longValue();
    }

    static String str(PyObject v) {
        return ((PyStr) v).value();
    }
}
