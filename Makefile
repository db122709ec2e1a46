# The two commands of the README:
#   make samples   renders every spec of Samples/ into Output/
#   make test      builds everything and runs the whole test suite (what CI runs)
.PHONY: samples test setup bench clean

setup:
	bash scripts/setup.sh

samples:
	bash scripts/samples.sh

test:
	bash scripts/test.sh

bench:
	swift run --package-path Benchmarks -c release ListPreviewBenchmarks

clean:
	rm -rf .build Benchmarks/.build
