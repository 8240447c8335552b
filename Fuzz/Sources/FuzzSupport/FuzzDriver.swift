import CLibFuzzer

#if canImport(Glibc)
    import Glibc
#endif

/// Starts libFuzzer in a fuzz target's `main.swift`.
public enum FuzzDriver {
    /// Hands the process's command line to libFuzzer, which calls the target's
    /// `LLVMFuzzerTestOneInput` for every input, and exits with libFuzzer's status.
    public static func run() -> Never {
        exit(nightly_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
