#ifndef NIGHTLY_CLIBFUZZER_H
#define NIGHTLY_CLIBFUZZER_H

// Runs libFuzzer's driver (the toolchain's libclang_rt.fuzzer, linked by -sanitize=fuzzer) with
// the command line's options on the target's LLVMFuzzerTestOneInput, and returns its exit
// status. Each fuzz target's main.swift calls it: SwiftPM renames an executable's entry point
// to <module>_main and links that as main, so libFuzzer's own main is never used.
int nightly_fuzz_main(int argc, char **argv);

#endif
