import JournalReports

/// Small helpers for writing HTML by hand.
enum HTML {
    /// `text` with `&`, `<`, `>` and `"` escaped, for element content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A whole page: UTF-8 declared first, the viewport for phones, the site's one style sheet.
    /// - Parameter root: the way from the page to the site's top folder (`""` or `"../"`).
    static func page(title: String, root: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="\(root)style.css">
        </head>
        <body>
        <nav class="site"><a href="\(root)index.html">Journal</a> <a href="\(root)progress.html">Streak and awards</a></nav>
        \(body)
        </body>
        </html>

        """
    }
}
