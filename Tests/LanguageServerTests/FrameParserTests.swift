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

    /// Issue 23, item 14: the kinds of bad header a client or a broken pipe sends.
    static let badHeaders = [
        "Content-Length: -5\r\n\r\n", "Content-Length: abc\r\n\r\n", "Content-Length: 1e3\r\n\r\n",
        "Content-Length: 1180591620717411303424\r\n\r\n", "Content-Length: 9223372036854775807\r\n\r\n",
        "Content-Type: text/plain\r\n\r\n", "Content-Length: 21\n\n", "content-length:\r\n\r\n",
    ]

    @Test(arguments: badHeaders, [1, 3, 1000])
    func aBadHeaderIsReportedAndTheNextMessageIsRead(header: String, split: Int) {
        let junk = #"{"jsonrpc":"2.0","id":1}"#
        let stream = Array((header + junk).utf8) + FrameParser.frame(Array(#"{"id":2}"#.utf8))
        var parser = FrameParser()
        var read: [String] = []
        var failures = 0
        var index = 0
        while index < stream.count {
            parser.append(stream[index..<min(index + split, stream.count)])
            index += split
            for _ in 0..<100 {  // Bounded: a parser that loops without progress fails here.
                do {
                    guard let body = try parser.next() else { break }
                    read.append(String(decoding: body, as: UTF8.self))
                } catch {
                    failures += 1
                }
            }
        }
        #expect(read == [#"{"id":2}"#], "after \(header.debugDescription), split every \(split)")
        #expect(failures >= 1)
        #expect(!parser.hasPartialMessage)
    }

    @Test func aContentLengthInsideASkippedBodyIsSkippedInTurn() throws {
        var parser = FrameParser()
        let junk = "Content-Length: x\r\n\r\n" + #"{"text":"Content-Length: 9"}"#
        parser.append(Array(junk.utf8) + FrameParser.frame(Array("{}".utf8)))
        var failures = 0
        for _ in 0..<10 {
            do {
                if let body = try parser.next() {
                    #expect(body == Array("{}".utf8))
                    break
                }
            } catch { failures += 1 }
        }
        #expect(failures == 2)
        #expect(!parser.hasPartialMessage)
    }

    @Test func anIncompleteBodyWaits() throws {
        var parser = FrameParser()
        parser.append(Array("Content-Length: 10\r\n\r\n{}".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.hasPartialMessage)
    }
}
