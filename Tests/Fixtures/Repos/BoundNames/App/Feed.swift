import UIKit

final class PhotoFeedCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoFeedCell"
}

final class TextFeedCell: UICollectionViewCell {
    static let reuseIdentifier = "TextFeedCell"
}

enum Feed {
    enum Style {
        case compact
        case wide
    }
}

extension Feed.Style {
    var reuseIdentifier: String {
        switch self {
        case .compact: return "CompactFeedCell"
        case .wide: return "WideFeedCell"
        }
    }
}

/// A value's property by its cases: each case's cell, one through its associated value's own
/// switch. Only PhotoFeedCell and CompactFeedCell have nibs; the other cases' cells are made in
/// code, so their names are no broken link.
enum FeedCellType {
    case photo
    case text(String?)
    case styled(Feed.Style)
    case spacer

    static let all: [FeedCellType] = [.photo, .text(nil), .styled(.compact), .spacer]

    var reuseIdentifier: String {
        switch self {
        case .photo: return PhotoFeedCell.reuseIdentifier
        case .text: return TextFeedCell.reuseIdentifier
        case let .styled(style): return style.reuseIdentifier
        case .spacer: return "FeedSpacerCell"
        }
    }

    static func register(in collectionView: UICollectionView) {
        for type in all {
            let nib = UINib(nibName: type.reuseIdentifier, bundle: nil)
            collectionView.register(nib, forCellWithReuseIdentifier: type.reuseIdentifier)
        }
    }
}
