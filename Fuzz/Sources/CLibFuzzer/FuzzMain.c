#include "CLibFuzzer.h"

#include <stddef.h>
#include <stdint.h>

// Defined by the fuzz target, in Swift, with @_cdecl("LLVMFuzzerTestOneInput").
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// libFuzzer's documented entry for programs that have their own main.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int nightly_fuzz_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
