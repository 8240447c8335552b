/// Consecutive renumbering of the rest of an ordered list (spec N2, N3, N4, N6).
extension Outline {
    /// Renumbers `first` and the siblings after it as `number`, `number + 1`, …, adding an
    /// edit only where a marker changes. The content column of each item is kept (N6).
    func renumber(from first: Int?, startingAt number: Int, into builder: inout EditBuilder) {
        var current = first
        var number = number
        // "08. 09. 10.": an item after a zero-padded one keeps the list's width (E3, N6).
        var width =
            first.flatMap { previousSibling(of: $0) }.map { item($0).marker.zeroPaddedWidth } ?? 0
        while let index = current {
            let item = self.item(index)
            let marker = item.marker.renumbered(number, zeroPaddedWidth: width)
            width = marker.zeroPaddedWidth
            if marker != item.marker, let text = marker.text {
                let padding = self.padding(
                    of: item, for: marker, minimum: item.paddingEnd > item.markerEnd ? 1 : 0)
                builder.replace(item.markerStart..<item.paddingEnd, with: text + padding)
            }
            number += 1
            current = nextSibling(of: index)
        }
    }

    /// Renumbers the siblings after `index` from `number`, unless the list is bulleted or
    /// uniform (N5).
    func renumberFollowing(_ index: Int, from number: Int, into builder: inout EditBuilder) {
        guard item(index).isOrdered, !isUniform(index) else { return }
        renumber(from: nextSibling(of: index), startingAt: number, into: &builder)
    }
}
