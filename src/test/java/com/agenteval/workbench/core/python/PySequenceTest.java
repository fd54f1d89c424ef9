package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class PySequenceTest {

    @Test
    void listAndTupleWithTheSameItemsAreNotEqualAsInSameValue() {
        PyList list = PyList.of(PyInt.of(1), PyInt.of(2));
        PyTuple tuple = PyTuple.of(list);
        assertThat(tuple.items()).isEqualTo(list.items());
        assertThat((Object) tuple).isNotEqualTo(list);
        assertThat((Object) list).isNotEqualTo(tuple);
        assertThat(tuple)
                .isEqualTo(PyTuple.of(PyInt.of(1), PyInt.of(2)))
                .hasSameHashCodeAs(PyTuple.of(PyInt.of(1), PyInt.of(2)));
        assertThat(list).isEqualTo(new PyList(List.of(PyInt.of(1), PyInt.of(2))));
    }

    @Test
    void reprsAreVerbatimPython() {
        assertThat(PyList.of().repr()).isEqualTo("[]");
        assertThat(PyList.of(PyInt.of(1)).repr()).isEqualTo("[1]");
        assertThat(PyList.pair(PyStr.of("a"), PyInt.of(2)).repr()).isEqualTo("['a', 2]");
        assertThat(PyTuple.of().repr()).isEqualTo("()");
        assertThat(PyTuple.of(PyInt.of(1)).repr()).isEqualTo("(1,)");
        assertThat(PyTuple.of(PyInt.of(1), PyInt.of(2)).toString()).isEqualTo("(1, 2)");
        assertThat(PyList.of(PyInt.of(1)).typeName()).isEqualTo("list");
        assertThat(PyTuple.of(PyInt.of(1)).typeName()).isEqualTo("tuple");
    }

    @Test
    void itemsAreCopiedCheckedAndUnmodifiable() {
        List<PyObject> source = new ArrayList<>(List.of(PyInt.of(1)));
        PyList list = new PyList(source);
        PyTuple tuple = new PyTuple(source);
        source.add(PyInt.of(2));
        assertThat(list.size()).isEqualTo(1);
        assertThat(tuple.size()).isEqualTo(1);
        assertThatThrownBy(() -> list.items().add(PyInt.of(3))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> PyTuple.of(PyInt.of(1), null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new PyList(Arrays.asList(PyInt.of(1), null))).isInstanceOf(NullPointerException.class);
    }
}
