#!/usr/bin/env bash
# Prints the classpath of the harness mains under src/test/java (load test, replicas check, first-call benchmark),
# compiling the tests and resolving the test dependencies first when needed. Run from the project root.
set -euo pipefail
CP=target/test-classpath.txt
if [ ! -f "$CP" ] || [ ! -f target/test-classes/com/agenteval/workbench/load/LoadTest.class ] \
   || [ pom.xml -nt "$CP" ]; then
  ./mvnw -B -q test-compile dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$CP" >&2
fi
echo "target/test-classes:target/classes:$(cat "$CP")"
