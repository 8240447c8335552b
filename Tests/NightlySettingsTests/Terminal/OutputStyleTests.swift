import Testing

@testable import NightlySettings

@Suite struct OutputStyleTests {
    @Test func animationNeedsTwoTerminalsAndARealTerm() {
        let term = ["TERM": "xterm-256color"]
        #expect(
            OutputStyle.detect(reducedMotion: false, inputIsTerminal: true, outputIsTerminal: true, environment: term)
                == .animated(colour: true))
        #expect(
            OutputStyle.detect(reducedMotion: false, inputIsTerminal: false, outputIsTerminal: true, environment: term)
                == .plain)
        #expect(
            OutputStyle.detect(reducedMotion: false, inputIsTerminal: true, outputIsTerminal: false, environment: term)
                == .plain)
        #expect(
            OutputStyle.detect(reducedMotion: false, inputIsTerminal: true, outputIsTerminal: true, environment: [:])
                == .plain)
        #expect(
            OutputStyle.detect(
                reducedMotion: false, inputIsTerminal: true, outputIsTerminal: true, environment: ["TERM": "dumb"])
                == .plain)
    }

    @Test func noColorRemovesColourNotMotion() {
        let environment = ["TERM": "xterm", "NO_COLOR": "1"]
        #expect(
            OutputStyle.detect(
                reducedMotion: false, inputIsTerminal: true, outputIsTerminal: true, environment: environment)
                == .animated(colour: false))
    }

    @Test func reducedMotionIsOneCalmLinePerPhase() {
        #expect(
            OutputStyle.detect(
                reducedMotion: true, inputIsTerminal: true, outputIsTerminal: true, environment: ["TERM": "xterm"])
                == .reducedMotion)
    }
}
