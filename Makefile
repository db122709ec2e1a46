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

# make bench                  every suite; make bench SUITES="diff"  some (layout render diff adapter animate)
bench:
	swift run --package-path Benchmarks -c release ListPreviewBenchmarks $(SUITES)

clean:
	rm -rf .build Benchmarks/.build
