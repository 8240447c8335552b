import LanguageServer
import Testing

@Suite struct FrameParserTests {
    @Test func readsMessagesSplitAnywhere() throws {
        let bodies = [#"{"a":1}"#, #"{"b":"é😀"}"#, "{}"]
        let stream = bodies.flatMap { FrameParser.frame(Array($0.utf8)) }
        for split in [1, 2, 7, 17, stream.count] {
            var parser = FrameParser()
            var read: [String] = []
            var index = 0
            while index < stream.count {
                parser.append(stream[index..<min(index + split, stream.count)])
                index += split
                while let body = try parser.next() { read.append(String(decoding: body, as: UTF8.self)) }
            }
            #expect(read == bodies, "split every \(split) bytes")
            #expect(!parser.hasPartialMessage)
        }
    }

    @Test func headerNamesIgnoreCaseAndOtherHeadersAreSkipped() throws {
        var parser = FrameParser()
        parser.append(
            Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH: 2\r\n\r\n{}".utf8))
        #expect(try parser.next() == Array("{}".utf8))
    }

    @Test func aHeaderWithoutLengthIsSkipped() throws {
        var parser = FrameParser()
        parser.append(Array("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
        #expect(throws: FrameParser.Failure.self) { try parser.next() }
        #expect(try parser.next() == Array("{}".utf8))
    }

    @Test func anIncompleteBodyWaits() throws {
        var parser = FrameParser()
        parser.append(Array("Content-Length: 10\r\n\r\n{}".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.hasPartialMessage)
    }
}
